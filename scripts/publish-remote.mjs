// `npm run publish:remote -- <remote> <target> [options]`: builds one remote and publishes it as a
// new release to a folder that stands in for a CDN bucket, then switches the shell's remotes.json
// to it. The shell servers pick the new release up within `ssrRevalidateMs` (pages, menus, sitemap
// and llms.txt included): no shell rebuild, no restart.
//
//   <target>/<remote>/<release>/…     the release's files (remoteEntry.js, routes.json, assets…), never changed again
//   <target>/<remote>/releases.json   every release kept, and which one is live
//
// Steps, each atomic: build (into a scratch folder: the remote's own dist/ and every kept release
// are never written, so whatever serves them goes on serving the same bytes) → check (entry, mf-manifest.json, a valid routes.json under this
// remote's name) → copy into a hidden folder → rename it to the release → write releases.json →
// switch remotes.json (written beside, then renamed over). A failure before the switch changes
// nothing a visitor sees. `--rollback` points remotes.json back at the previous release.
//
// Old releases stay reachable: a page rendered with release N names N's entry URL, so a browser
// that hydrates after N+1 went live still loads N (release-pinned hydration). The newest
// RELEASES_KEPT releases, and every release published in the last RETENTION_HOURS, are kept.
//
// Options:
//   --public-url URL      where <target> is served (default $PUBLISH_PUBLIC_URL or http://localhost:5180/)
//   --remotes-json PATH   the remotes.json the shell servers read (default $SHELL_REMOTES_JSON or shell/dist/remotes.json)
//   --dir DIR             the remote's source folder (default: the app registry's)
//   --no-build            publish the folder's existing dist/
//   --rollback            go back to the release before the live one
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { APPS, REMOTE_NAMES } from '@estefania/shared/apps';
import { runBuild } from './apps.mjs';
import { compressDir } from './compress.mjs';

const root = new URL('..', import.meta.url).pathname;
export const RELEASES_KEPT = 5;
export const RETENTION_HOURS = 24;

const { parseRouteManifest, ROUTE_MANIFEST_FILE } = await tsImport('@estefania/shared/contract', import.meta.url);

class PublishError extends Error {}

/** What a release must hold; its id is the hash of them. */
const RELEASE_FILES = ['remoteEntry.js', 'remoteEntry.ssr.js', 'mf-manifest.json', ROUTE_MANIFEST_FILE];

/** Writes a file whole or not at all: beside it first, then renamed over it. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new PublishError(`${file} no es un JSON válido`);
  }
}

/**
 * Builds the remote into `outDir`, a scratch folder of its own: never the remote's dist/, which
 * `npm start` (or the release a rollback goes back to) may be serving at that very moment.
 */
function build(dir, outDir) {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  for (const args of [
    ['build', '--outDir', outDir, '--emptyOutDir'],
    ['build', '--ssr', '--outDir', outDir],
  ]) {
    if (runBuild(vite, args, { cwd: dir }) !== 0) throw new PublishError(`vite ${args.join(' ')} falló en ${dir}`);
  }
}

/** What a release must hold, and its route manifest under this remote's name. */
function checkBuild(remote, dist) {
  for (const file of RELEASE_FILES) {
    if (!existsSync(join(dist, file))) throw new PublishError(`${dist} no tiene ${file}: ¿se construyó?`);
  }
  const checked = parseRouteManifest(readFileSync(join(dist, ROUTE_MANIFEST_FILE), 'utf8'), remote);
  if (!checked.ok) throw new PublishError(`${ROUTE_MANIFEST_FILE} ${checked.reason}`);
  return checked.manifest;
}

function releaseId(dist) {
  const hash = createHash('sha256');
  for (const file of RELEASE_FILES) hash.update(readFileSync(join(dist, file)));
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');
  return `${stamp}-${hash.digest('hex').slice(0, 8)}`;
}

function switchRemotesJson(remotesJson, remote, entry) {
  const current = readJson(remotesJson, null);
  if (!current || typeof current.remotes !== 'object') throw new PublishError(`${remotesJson} no es un remotes.json`);
  const previous = current.remotes[remote] ?? null;
  writeAtomically(remotesJson, `${JSON.stringify({ ...current, remotes: { ...current.remotes, [remote]: entry } }, null, 2)}\n`);
  return previous;
}

/** Removes releases past the retention, never the live one nor the one a rollback would go to. */
function prune(folder, history, now = Date.now()) {
  const keep = new Set(history.releases.slice(-RELEASES_KEPT).map((release) => release.id));
  for (const release of history.releases) {
    if (now - Date.parse(release.publishedAt) < RETENTION_HOURS * 3600_000) keep.add(release.id);
  }
  const live = history.releases.findIndex((release) => release.id === history.live);
  if (live > 0) keep.add(history.releases[live - 1].id);
  if (history.live) keep.add(history.live);
  const removed = history.releases.filter((release) => !keep.has(release.id));
  for (const release of removed) rmSync(join(folder, release.id), { recursive: true, force: true });
  history.releases = history.releases.filter((release) => keep.has(release.id));
  return removed.map((release) => release.id);
}

export function publishRemote({ remote, target, publicUrl, remotesJson, dir, skipBuild = false }) {
  // --no-build publishes the folder's dist/ as it is, only reading it.
  const scratch = skipBuild ? null : mkdtempSync(join(tmpdir(), `publish-${remote}-`));
  try {
    const dist = scratch ?? join(dir, 'dist');
    if (scratch) build(dir, scratch);
    return release({ remote, target, publicUrl, remotesJson, dist });
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/** Copies a checked build into a new release folder and switches remotes.json to it. */
function release({ remote, target, publicUrl, remotesJson, dist }) {
  const manifest = checkBuild(remote, dist);
  const folder = join(target, remote);
  mkdirSync(folder, { recursive: true });
  const base = releaseId(dist);
  let id = base;
  for (let n = 2; existsSync(join(folder, id)); n += 1) id = `${base}-${n}`;
  const incoming = join(folder, `.incoming-${id}`);
  rmSync(incoming, { recursive: true, force: true });
  cpSync(dist, incoming, { recursive: true, filter: (source) => !/\.(br|gz)$|\/\.built$/.test(source) });
  compressDir(incoming);
  renameSync(incoming, join(folder, id));
  const entry = new URL(`${remote}/${id}/remoteEntry.js`, publicUrl).href;
  const historyFile = join(folder, 'releases.json');
  const history = readJson(historyFile, { live: null, releases: [] });
  const replaced = readJson(remotesJson, { remotes: {} }).remotes?.[remote] ?? null;
  history.releases.push({ id, publishedAt: new Date().toISOString(), entry, replaced });
  history.live = id;
  const removed = prune(folder, history);
  writeAtomically(historyFile, `${JSON.stringify(history, null, 2)}\n`);
  const previous = switchRemotesJson(remotesJson, remote, entry);
  return { id, entry, previous, pages: manifest.routes.length, removed };
}

/**
 * Back to the release before the live one; from the first release published here, back to what
 * remotes.json named before it (another host, a local build).
 */
export function rollbackRemote({ remote, target, remotesJson }) {
  const folder = join(target, remote);
  const historyFile = join(folder, 'releases.json');
  const history = readJson(historyFile, null);
  const live = history ? history.releases.findIndex((release) => release.id === history.live) : -1;
  if (!history || live < 0) throw new PublishError(`${remote} no tiene ninguna versión publicada en ${folder}`);
  if (live === 0) {
    const { replaced } = history.releases[0];
    if (!replaced) throw new PublishError(`${remote} no tiene una versión anterior a la que volver`);
    history.live = null;
    writeAtomically(historyFile, `${JSON.stringify(history, null, 2)}\n`);
    switchRemotesJson(remotesJson, remote, replaced);
    return { id: 'la anterior a la primera publicada aquí', entry: replaced };
  }
  const back = history.releases[live - 1];
  if (!existsSync(join(folder, back.id, 'remoteEntry.js')))
    throw new PublishError(`la versión ${back.id} ya no está en ${folder}`);
  history.live = back.id;
  writeAtomically(historyFile, `${JSON.stringify(history, null, 2)}\n`);
  switchRemotesJson(remotesJson, remote, back.entry);
  return back;
}

function parseArgs(argv) {
  const options = { positional: [], build: true, rollback: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--rollback') options.rollback = true;
    else if (arg === '--public-url' || arg === '--remotes-json' || arg === '--dir') options[arg.slice(2)] = argv[++i];
    else if (arg.startsWith('--')) throw new PublishError(`opción desconocida: ${arg}`);
    else options.positional.push(arg);
  }
  return options;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const [remote, target] = options.positional;
    if (!remote || !target)
      throw new PublishError('uso: npm run publish:remote -- <remoto> <carpeta-destino> [--rollback] [--public-url URL]');
    if (!REMOTE_NAMES.includes(remote)) throw new PublishError(`«${remote}» no es un remoto (${REMOTE_NAMES.join(', ')})`);
    const remotesJson = resolve(
      options['remotes-json'] ?? process.env.SHELL_REMOTES_JSON ?? join(root, 'shell', 'dist', 'remotes.json'),
    );
    const base = { remote, target: resolve(target), remotesJson };
    if (options.rollback) {
      const back = rollbackRemote(base);
      console.log(`${remote}: vuelta a la versión ${back.id} (${back.entry}); remotes.json actualizado.`);
    } else {
      const publicUrl = options['public-url'] ?? process.env.PUBLISH_PUBLIC_URL ?? 'http://localhost:5180/';
      const dir = resolve(options.dir ?? join(root, APPS[remote].dir));
      const result = publishRemote({
        ...base,
        publicUrl: publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`,
        dir,
        skipBuild: !options.build,
      });
      console.log(`${remote}: versión ${result.id} publicada (${result.pages} rutas) en ${result.entry}`);
      console.log(`remotes.json (${remotesJson}): ${result.previous ?? '—'} → ${result.entry}`);
      if (result.removed.length > 0) console.log(`versiones retiradas: ${result.removed.join(', ')}`);
    }
  } catch (error) {
    console.error(`publish:remote: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
