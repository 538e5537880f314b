// A render worker of the shell server (see renderPool.ts): loads one remote's server entry and
// renders documents with it. Whatever that remote's code does here — exit, loop, run out of memory —
// ends this thread only; the main thread answers with the fallback and starts a fresh worker.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { setSiteConfig } from '@estefania/shared';
import { resolveSiteConfig } from '@estefania/shared/config';
import { SINGLETONS } from '@estefania/shared/singletons';
import { RemotePages, type LoaderStrategy } from '../remotes/remotePages';
import { renderDocument, type ServerPage } from './render';
import type { FromWorker, ToWorker } from './renderProtocol';
import { sharedProviders } from './sharedProviders';

export interface RenderWorkerData {
  /** The remote this worker renders for, or `shell` (pages no remote owns, and fallbacks). */
  key: string;
  /** The server's own cache folder (absolute); this worker uses `<cacheRoot>/w<threadId>`. */
  cacheRoot: string | null;
  strategy: LoaderStrategy;
}

const data = workerData as RenderWorkerData;
const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

// The loader writes remote code under `process.cwd()/node_modules/.ssr-cache/<pid>` (the temp-file
// strategy, and the vm strategy's fallback). A worker cannot chdir, and the server's directory is
// not the server's business: this thread's cwd, as the loader sees it, is a folder the server owns.
// The loader makes the folder again before each load, so removing it under a running server is harmless.
if (data.cacheRoot) {
  const own = join(data.cacheRoot, `w${threadId}`);
  mkdirSync(own, { recursive: true });
  process.cwd = () => own;
}

// A stray rejection in a remote's code must not end the renders of its other pages.
process.on('unhandledRejection', (reason) => {
  console.error(`[shell-server] renderizado «${data.key}»: promesa rechazada sin tratar: ${describe(reason)}`);
});

let pages: RemotePages | null = null;
let configured: string | null = null;

async function render(message: Extract<ToWorker, { type: 'render' }>): Promise<void> {
  const started = Date.now();
  const { url, manifest, route, ...extra } = message.request;
  const config = JSON.stringify(manifest.config ?? null);
  if (config !== configured) {
    setSiteConfig(resolveSiteConfig(manifest.config).config);
    configured = config;
  }
  let page: ServerPage | null = null;
  let failure = message.failure;
  let loadFailed = false;
  if (route) {
    if (failure === null && message.remote) {
      const loaded = await pages!.load(
        route.remote,
        route.page,
        message.remote.entry,
        message.remote.version,
        manifest.ssrTimeoutMs,
      );
      if (loaded.ok) page = { remote: route.remote, page: route.page, module: loaded.module };
      else {
        failure = loaded.reason;
        loadFailed = true;
      }
    }
    if (failure !== null) page = { remote: route.remote, page: route.page, failure: failure ?? 'no disponible' };
  }
  // What is left of the deadline the main thread keeps (it ends this worker past it).
  const renderTimeoutMs = Math.max(200, message.budgetMs - (Date.now() - started) - 100);
  const result = await renderDocument({ ...extra, url: new URL(url), manifest, page, renderTimeoutMs });
  post({
    type: 'result',
    id: message.id,
    html: result.html,
    renderError: result.renderError === null ? null : describe(result.renderError),
    failure,
    loadFailed,
    heapUsed: getHeapStatistics().used_heap_size,
  });
}

/** Where this worker's packages are, for remote code written to a folder that is not under them. */
function resolvedShared(): Record<string, string> {
  // @estefania/shared is bundled into this server: remotes get it from the share scope only.
  const names = [
    ...Object.keys(SINGLETONS).filter((name) => name !== '@estefania/shared'),
    '@module-federation/runtime',
    'zustand/vanilla',
  ];
  const entries = names.flatMap((name): [string, string][] => {
    try {
      const url = import.meta.resolve(name);
      return url.startsWith('file:') ? [[name, fileURLToPath(url)]] : [];
    } catch {
      return [];
    }
  });
  return Object.fromEntries(entries);
}

try {
  pages = new RemotePages(await sharedProviders(), data.strategy, resolvedShared());
  port.on('message', (message: ToWorker) => {
    if (message.type === 'stats') {
      // Under `node --expose-gc` (the redeploy bench): what is retained, not what awaits collection.
      (globalThis as { gc?: () => void }).gc?.();
      const heap = getHeapStatistics();
      post({ type: 'stats', id: message.id, heapUsed: heap.used_heap_size, heapTotal: heap.total_heap_size });
      return;
    }
    render(message).catch((error: unknown) => {
      // renderDocument renders an error screen itself; reaching here means even that failed.
      post({ type: 'fatal', message: `no pudo renderizar: ${describe(error)}` });
      process.exit(1);
    });
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'fatal', message: `no pudo arrancar: ${describe(error)}` });
  process.exit(1);
}
