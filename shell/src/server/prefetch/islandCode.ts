// Which files an island needs before it can come alive, so the page can name them and the browser
// fetch them at idle, all at once, instead of discovering them one round trip after another when
// the visitor first touches the island (entry → runtime → shared packages → the island's chunks).
//
// The graph is read from the built files themselves with es-module-lexer (the lexer Vite and
// esbuild's ecosystem use to read imports without running code): every static import, and the
// dynamic imports that the island's path actually takes. Which dynamic imports those are depends
// on the role a build plays in the federation:
// - the shell (host) provides every shared singleton: its own lazy modules (the page it renders
//   for itself after an error, the consent manager the page script loads anyway) are left out,
//   every federation module (share providers and proxies, the shared kit) is followed;
// - a remote consumes them: from its entry only the `./islands` expose is followed (its pages are
//   server HTML), and of its dynamic imports only `loadShare` proxies — its own copies of React &
//   co. (`prebuild` chunks) are fallbacks the host's singletons make unnecessary. The expose is
//   the remote's island loaders, one dynamic import per island: of those, the chunks of the
//   islands the page has (the remote's islands.json says which is whose).
// The e2e suite checks the result where it matters: a first touch after the prefetch requests no
// script from the network.
import { init, parse } from 'es-module-lexer';
import { ISLAND_CHUNKS_FILE } from '@estefania/shared/island-markup';
import { PREFETCH_BLOCK_ID } from '../../islands/prefetch';

/** Reads a file of the build by URL; null when it cannot be had. */
export type ReadModule = (url: string) => Promise<string | null>;

/** Most files one graph may name: a guard against a build that is not what we expect. */
const MAX_FILES = 300;

/**
 * The module graph from `starts`, breadth first (what is needed first comes first), following
 * every static import and each dynamic import `follow` accepts. Relative specifiers only (bare
 * ones are the federation's shared packages, resolved at run time). `literalsOf` also reads the
 * `"./x.js"` string literals of those files (the federation's bootstrap imports through a helper
 * the lexer cannot see).
 */
export async function moduleGraph(
  starts: string[],
  read: ReadModule,
  follow: (url: string) => boolean,
  { literalsOf = new Set<string>() }: { literalsOf?: Set<string> } = {},
): Promise<string[]> {
  await init;
  const seen = new Set<string>(starts);
  let level = [...seen];
  while (level.length > 0 && seen.size < MAX_FILES) {
    const texts = await Promise.all(level.map(read));
    const next: string[] = [];
    texts.forEach((text, i) => {
      if (text === null) return;
      const from = level[i]!;
      const found: string[] = [];
      try {
        const [imports] = parse(text);
        for (const entry of imports) {
          if (!entry.n || !/^\.{1,2}\//.test(entry.n)) continue;
          const url = new URL(entry.n, from).href;
          if (entry.d > -1 && !follow(url)) continue;
          found.push(url);
        }
      } catch {
        return; // Not a module the lexer can read: nothing to follow.
      }
      if (literalsOf.has(from))
        for (const match of text.matchAll(/["'`](\.\/[\w.-]+\.js)["'`]/g)) found.push(new URL(match[1]!, from).href);
      for (const url of found) {
        if (seen.has(url) || seen.size >= MAX_FILES) continue;
        seen.add(url);
        next.push(url);
      }
    });
    level = next;
  }
  return [...seen];
}

/**
 * The shell's site code, as the page script loads it (index.html's federated entry and its
 * preloads) and as it then loads the shared packages: paths on the shell's origin. `ownLazy`: the
 * shell's own lazy modules (from its Vite manifest), not needed to bring an island alive.
 */
export async function hostGraph(
  entries: string[],
  preloads: string[],
  ownLazy: Set<string>,
  read: ReadModule,
): Promise<string[]> {
  const origin = 'http://shell.invalid';
  const href = (path: string) => new URL(path, origin).href;
  const urls = await moduleGraph([...entries, ...preloads].map(href), read, (url) => !ownLazy.has(new URL(url).pathname), {
    literalsOf: new Set(entries.map(href)),
  });
  return urls.map((url) => new URL(url).pathname);
}

/**
 * The shell's own lazy modules, from its Vite manifest: what its own code imports dynamically (the
 * page it renders for itself after an error, the consent manager, the footer badges' tooltips). A
 * module imported both ways is a shared chunk, not a dynamic entry, so the manifest's `dynamicImports`
 * are read rather than `isDynamicEntry`. The federation's own dynamic imports (its share providers
 * and proxies, `virtual:mf…` / `__virtual_mf…`) are what an island needs: never counted as lazy.
 */
export function ownLazyModules(viteManifest: string): Set<string> {
  const lazy = new Set<string>();
  const isFederation = (key: string) => key.startsWith('virtual:') || key.startsWith('__virtual_mf');
  try {
    const entries = JSON.parse(viteManifest) as Record<string, { file?: unknown; dynamicImports?: unknown }>;
    for (const [source, entry] of Object.entries(entries)) {
      if (isFederation(source) || !Array.isArray(entry.dynamicImports)) continue;
      for (const target of entry.dynamicImports) {
        const file = typeof target === 'string' && !isFederation(target) ? entries[target]?.file : undefined;
        if (typeof file === 'string') lazy.add(`/${file}`);
      }
    }
  } catch {
    // No manifest: every dynamic import is followed (more is fetched, nothing is missing).
  }
  return lazy;
}

/**
 * The files of one of the shell's own lazy modules and what it imports, from its Vite manifest:
 * `source` matches the module's key (its source path). Used for the toast library (sonner), which
 * only pages with toasting islands fetch at idle. Empty when the manifest is missing or damaged, or
 * names no such module (nothing is named; the page loads it when it needs it, as before).
 */
export function lazyModuleFiles(viteManifest: string, source: RegExp): string[] {
  type Entry = { file?: unknown; imports?: unknown };
  let entries: Record<string, Entry>;
  try {
    entries = JSON.parse(viteManifest) as Record<string, Entry>;
  } catch {
    return [];
  }
  if (!entries || typeof entries !== 'object') return [];
  const files = new Set<string>();
  const visit = (key: string, depth: number) => {
    const entry = entries[key];
    if (!entry || typeof entry.file !== 'string' || depth > 20) return;
    const file = `/${entry.file}`;
    if (files.has(file)) return;
    files.add(file);
    if (Array.isArray(entry.imports))
      for (const target of entry.imports) if (typeof target === 'string') visit(target, depth + 1);
  };
  for (const key of Object.keys(entries)) if (source.test(key)) visit(key, 0);
  return [...files];
}

interface FederationManifest {
  exposes?: { name?: unknown; path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * A remote's islands (its `./islands` expose) as the browser loads them for the islands `parts` of
 * a page: its entry, the expose's chunks, each part's own chunk (from the remote's islands.json) and
 * what they import; absolute URLs. A remote built before islands.json has one chunk for all its
 * islands, in the expose's. Empty when the remote has no islands or its files cannot be read (the
 * island then loads on the first touch, as it always could).
 */
export async function remoteIslandGraph(entryUrl: string, read: ReadModule, parts: readonly string[] = []): Promise<string[]> {
  await init;
  const [text, chunksText] = await Promise.all([
    read(new URL('mf-manifest.json', entryUrl).href),
    parts.length > 0 ? read(new URL(ISLAND_CHUNKS_FILE, entryUrl).href) : null,
  ]);
  if (text === null) return [];
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(text) as FederationManifest;
  } catch {
    return [];
  }
  const islands = manifest.exposes?.find((expose) => expose.name === 'islands' || expose.path === './islands');
  const sync = islands?.assets?.js?.sync;
  if (!Array.isArray(sync)) return [];
  const chunks = sync.filter((file): file is string => typeof file === 'string').map((file) => new URL(file, entryUrl).href);
  const own = islandChunks(chunksText, parts).map((file) => new URL(file, entryUrl).href);
  const entry = await read(entryUrl);
  const expose = entry === null ? [] : exposeImports(entry, './islands').map((specifier) => new URL(specifier, entryUrl).href);
  return moduleGraph([entryUrl, ...expose, ...chunks, ...own], read, (url) => /loadShare/.test(url));
}

/** The chunks of `parts` in a remote's islands.json (relative paths); none when it is missing or damaged. */
export function islandChunks(text: string | null, parts: readonly string[]): string[] {
  if (text === null) return [];
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    return [];
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  return parts.flatMap((part) => {
    const file = Object.hasOwn(map, part) ? (map as Record<string, unknown>)[part] : undefined;
    // A relative path inside the remote only: nothing here may point the page elsewhere.
    return typeof file === 'string' && /^[\w./-]+\.js$/.test(file) && !file.split('/').includes('..') ? [file] : [];
  });
}

/**
 * What a federation entry imports for one expose: the dynamic imports written right after the
 * expose's name (`"./islands":async()=>{… import("./assets/islands-x.js") …}`) — the expose's own
 * module, which the manifest's chunk list may leave out when it only re-exports a shared chunk.
 */
export function exposeImports(entry: string, expose: string): string[] {
  const [imports] = parse(entry);
  const dynamic = imports.filter((item) => item.d > -1 && item.n);
  const found: string[] = [];
  dynamic.forEach((item, i) => {
    const from = i === 0 ? Math.max(0, item.ss - 400) : Math.max(dynamic[i - 1]!.se, item.ss - 400);
    const before = entry.slice(from, item.ss);
    if ([`"${expose}"`, `'${expose}'`, `\`${expose}\``].some((key) => before.includes(key))) found.push(item.n!);
  });
  return found;
}

/** Whether a rendered page has an island that can show a toast (ISLAND_ATTRIBUTES.toasts). */
export function hasToastingIsland(html: string): boolean {
  return /<estefania-island\b[^>]*\sdata-toasts(=|\s|>)/.test(html);
}

/** The islands of a rendered page, by owner (`shell`, `marketing`…): the names of its parts (`Comparison`…). */
export function islandOwners(html: string): Map<string, string[]> {
  const owners = new Map<string, Set<string>>();
  for (const [, owner, part] of html.matchAll(
    /<estefania-island\b[^>]*\sdata-island="([a-z][a-z0-9-]*)\/([A-Za-z][A-Za-z0-9]*)"/g,
  )) {
    const parts = owners.get(owner!) ?? new Set<string>();
    parts.add(part!);
    owners.set(owner!, parts);
  }
  return new Map([...owners].map(([owner, parts]) => [owner, [...parts].sort()]));
}

/**
 * The files a page's islands need, per page: the shell's site code (read once, from its build) and
 * each remote's islands the page has, read once per remote version (`<entry>#<hash>`, what the page
 * cache is keyed on too) and set of islands, and kept for the few that can be live at once; and, on a page with an
 * island that answers with toasts, the toast library (`toaster`: the shell's own lazy files).
 */
export class IslandCode {
  private readonly remotes = new Map<string, Promise<string[]>>();

  constructor(
    private readonly host: () => Promise<string[]>,
    private readonly read: ReadModule,
    private readonly toaster: readonly string[] = [],
    private readonly keep = 64,
  ) {}

  /** `versions`: each remote of the page with its entry URL and current version (null: unknown, nothing read). */
  async forPage(
    html: string,
    entryOf: (remote: string) => Promise<{ entry: string; version: string } | null>,
  ): Promise<string[]> {
    const owners = islandOwners(html);
    if (owners.size === 0) return [];
    const lists = await Promise.all(
      [...owners].map(async ([owner, parts]) => {
        if (owner === 'shell') return [];
        const current = await entryOf(owner);
        return current ? this.remote(current.entry, current.version, parts) : [];
      }),
    );
    const toaster = hasToastingIsland(html) ? this.toaster : [];
    return [...new Set([...(await this.host()), ...toaster, ...lists.flat()])];
  }

  private remote(entry: string, version: string, parts: string[]): Promise<string[]> {
    const key = `${entry}\n${version}\n${parts.join(',')}`;
    let graph = this.remotes.get(key);
    if (!graph) {
      graph = remoteIslandGraph(entry, this.read, parts);
      // A graph that came out empty (the remote unreachable) is not kept: the next page tries again.
      void graph.then((files) => {
        if (files.length === 0) this.remotes.delete(key);
      });
      this.remotes.set(key, graph);
      if (this.remotes.size > this.keep) this.remotes.delete(this.remotes.keys().next().value!);
    }
    return graph;
  }
}

/**
 * What the page script does with each file: a federation entry (the shell's `/remoteEntry.js`, each
 * remote's entry) is served for revalidation on every use, so a copy in the HTTP cache would still
 * cost a round trip at the touch; it is module-preloaded instead (fetched and kept in the page's
 * module map, not run). Every other file has a hashed name, cached for good: prefetched.
 */
export interface IslandCodeBlock {
  modulepreload: string[];
  prefetch: string[];
}

export function splitForPage(files: string[]): IslandCodeBlock {
  const isEntry = (file: string) => /(^|\/)remoteEntry\.js$/.test(new URL(file, 'http://shell.invalid').pathname);
  return { modulepreload: files.filter(isEntry), prefetch: files.filter((file) => !isEntry(file)) };
}

/** The data block for a page: JSON (never executed, so no CSP hash), read by the page script. */
export function prefetchBlock(files: string[]): string {
  if (files.length === 0) return '';
  return `<script type="application/json" id="${PREFETCH_BLOCK_ID}">${JSON.stringify(splitForPage(files)).replace(/</g, '\\u003c')}</script>`;
}
