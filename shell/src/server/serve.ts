// The shell server (see main.ts): stateless, so any number can run behind a load balancer; the
// remotes stay static files on any CDN. This thread does HTTP, the page cache, remotes.json and
// routing; documents are rendered on worker threads (renderPool.ts), so a remote's server code can
// cost its own pages a fallback but never stop, block or fill this process.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { remoteNames } from '@estefania/shared';
import { appPort } from '@estefania/shared/apps';
import { createShellApp, hostFilesFromIndexHtml, pageScriptFromViteManifest } from './app';
import { hostGraph, IslandCode, lazyModuleFiles, ownLazyModules } from './prefetch/islandCode';
import { readBuildFile, readRemoteFile } from './prefetch/readModules';
import { ManifestFile, RemoteVersions } from './remotes/remotes';
import type { LoaderStrategy } from './remotes/remotePages';
import { SHELL_KEY, WorkerRenderer } from './render/renderer';
import { RenderPool } from './render/renderPool';
import { RouteCatalog } from './remotes/routeCatalog';

// Every path is absolute from here on: nothing depends on the directory the server was started from.
const here = dirname(fileURLToPath(import.meta.url));
const distDir = resolve(process.env.SHELL_DIST_DIR ?? join(here, '..', 'dist'));
const manifestPath = resolve(process.env.SHELL_REMOTES_JSON ?? join(distDir, 'remotes.json'));
// Default: inside the node_modules the server's own packages come from, so code the temp-file
// strategy writes there resolves `react` & co. to the very instances the worker provides.
const nodeModules = dirname(dirname(fileURLToPath(import.meta.resolve('react/package.json'))));
const cacheDir = join(
  resolve(process.env.SHELL_SSR_CACHE_DIR ?? join(nodeModules, '.cache', 'estefania-shell-ssr')),
  String(process.pid),
);
const port = appPort('shell');
const host = process.env.SHELL_HOST ?? '127.0.0.1';
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const strategy: LoaderStrategy = process.env.SHELL_SSR_STRATEGY === 'temp-file' ? 'temp-file' : 'vm';
const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
const viteManifest = join(distDir, '.vite', 'manifest.json');
const pageScript = existsSync(viteManifest) ? pageScriptFromViteManifest(readFileSync(viteManifest, 'utf8')) : null;
if (!pageScript) {
  // Without it no page could come alive: refuse to start rather than serve pages that never do.
  console.error(
    `[shell-server] falta el script de página en ${viteManifest}: vuelve a construir el shell (npm run build -w shell)`,
  );
  process.exit(1);
}

mkdirSync(cacheDir, { recursive: true });
const pool = new RenderPool({
  workerFile: join(here, 'renderWorker.js'),
  workerData: { strategy },
  // The vm strategy evaluates remote code with vm.SourceTextModule: no files written, nothing for
  // Node's ESM loader to keep. Only the workers get the flag.
  execArgv: strategy === 'vm' ? ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'] : [],
  resourceLimits: { maxOldGenerationSizeMb: numberFrom('SHELL_WORKER_MAX_OLD_MB', 256) },
  cacheDir,
  maxVersions: numberFrom('SHELL_WORKER_MAX_VERSIONS', 8),
  maxHeapBytes: numberFrom('SHELL_WORKER_MAX_HEAP_MB', 160) * 1024 * 1024,
});
// Every worker starts before the server accepts requests (readiness, for a load balancer too): the
// first request of each remote does not wait for a cold worker.
const started = await Promise.all([SHELL_KEY, ...remoteNames].map((key) => pool.warm(key)));
if (started.includes(false))
  console.error('[shell-server] algún proceso de renderizado no arrancó; se reintentará al renderizar');
// The shell's own site code, read from its build once, on the first page that needs it.
const { entries: hostEntries, preloads: hostPreloads } = hostFilesFromIndexHtml(indexHtml);
const viteManifestText = existsSync(viteManifest) ? readFileSync(viteManifest, 'utf8') : '';
const ownLazy = ownLazyModules(viteManifestText);
// The toast library: a lazy chunk of the shell, named only on pages whose islands can toast.
const toasterCode = lazyModuleFiles(viteManifestText, /(^|\/)node_modules\/sonner\//);
// Read before the server accepts requests, so no page render shares the main thread with it.
const hostCode = await hostGraph(hostEntries, hostPreloads, ownLazy, readBuildFile(distDir));
const renderer = new WorkerRenderer(pool, new RemoteVersions(), {
  marginMs: numberFrom('SHELL_RENDER_MARGIN_MS', 1000),
  backoffMs: numberFrom('SHELL_RENDER_BACKOFF_MS', 1000),
  lastResortHtml: indexHtml,
});

const app = createShellApp({
  distDir,
  manifestFile: new ManifestFile(manifestPath),
  renderer,
  catalog: new RouteCatalog(),
  indexHtml,
  pageScript,
  islandCode: new IslandCode(() => Promise.resolve(hostCode), readRemoteFile, toasterCode),
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`shell       http://localhost:${port}  (servidor con renderizado en el servidor)`);
});
server.on('error', (error: Error) => {
  console.error(`shell: ${error.message}`);
  process.exit(1);
});

// Started by a parent with an IPC channel (the redeploy bench): memory of this thread and of the workers.
process.on('message', (message: { type?: string; id?: number }) => {
  if (message?.type !== 'stats') return;
  void pool.stats().then((workers) => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    process.send?.({ type: 'stats', id: message.id, rss, main: { heapUsed, heapTotal }, workers });
  });
});

process.on('exit', () => rmSync(cacheDir, { recursive: true, force: true }));

// Stop accepting, let the requests under way finish, then leave (bounded).
function stop(signal: string) {
  console.error(`[shell-server] ${signal}: deja de aceptar peticiones y termina`);
  server.close(() => void pool.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
