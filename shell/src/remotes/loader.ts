import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { IslandLoaders, IslandSet } from '@estefania/shared';

/**
 * What a remote's `./islands` exports: its loaders (`islandLoaders`, one chunk per island), or — a
 * remote built before those, still live until it is published again — the whole set (`islands`).
 */
type IslandsModule = {
  islandLoaders?: Partial<IslandLoaders<Record<string, ComponentType<object>>>>;
  islands?: Partial<IslandSet<Record<string, ComponentType<object>>>>;
};
import type { RemoteName, RemotesManifest } from './manifest';

export type PageModule = { default: ComponentType };

/** A remote (or one of its pages) could not be loaded: down, hung, or not what we expected. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(message);
  }
}

let manifest: RemotesManifest | null = null;
let manifestFailure: string | null = null;

/** Without a manifest no remote can load: every page shows the fallback, and retry reloads. */
export function setManifestFailure(message: string): void {
  manifestFailure = message;
}
const attempts = new Map<RemoteName, number>();
const modules = new Map<string, Promise<unknown>>();

function register(remote: RemoteName, attempt: number): void {
  if (!manifest) throw new Error('registerRemotesFromManifest() has not run');
  const entry = new URL(manifest.remotes[remote]);
  // A failed or hung entry may be cached by the browser's module map: retry from a fresh URL.
  if (attempt > 0) entry.searchParams.set('retry', String(attempt));
  registerRemotes([{ name: remote, entry: entry.href, type: 'module' }], { force: attempt > 0 });
}

export function registerRemotesFromManifest(value: RemotesManifest): void {
  manifest = value;
  for (const remote of Object.keys(value.remotes) as RemoteName[]) {
    attempts.set(remote, 0);
    register(remote, 0);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Annotates the promise the way React's `use()` reads thenables, so a module that arrived before
 * the first render is used synchronously instead of flashing the loading state. Also keeps the
 * rejection from being reported as unhandled before a component reads it.
 */
function trackStatus<T>(promise: TrackedPromise<T>): void {
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
    },
  );
}

/**
 * The module `remote/name` a remote exposes, loaded once and shared by every caller, checked with
 * `accept` (its error message when the module is not what it should be). Rejects with
 * RemoteLoadError on failure or after the manifest's timeout.
 */
function loadExposed<T>(remote: RemoteName, name: string, accept: (module: unknown) => string | null): Promise<T> {
  const key = `${remote}/${name}`;
  let pending = modules.get(key) as Promise<T> | undefined;
  if (!pending && !manifest) {
    pending = Promise.reject(new RemoteLoadError(remote, manifestFailure ?? 'remotes.json no se ha cargado'));
    trackStatus(pending);
    modules.set(key, pending);
  }
  if (!pending) {
    const timeoutMs = manifest?.loadTimeoutMs ?? 10000;
    pending = withTimeout(
      loadRemote<T>(key),
      timeoutMs,
      () => new RemoteLoadError(remote, `${key} no respondió en ${timeoutMs} ms`),
    )
      .then((module) => {
        const problem = accept(module);
        if (problem) throw new RemoteLoadError(remote, `${key} ${problem}`);
        return module as T;
      })
      .catch((error: unknown) => {
        if (error instanceof RemoteLoadError) throw error;
        throw new RemoteLoadError(remote, `${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    trackStatus(pending);
    modules.set(key, pending);
  }
  return pending;
}

/** The page module `remote/page` (the browser renders it only where the server could not). */
export function loadPage(remote: RemoteName, page: string): Promise<PageModule> {
  return loadExposed<PageModule>(remote, page, (module) =>
    module && typeof (module as Partial<PageModule>).default === 'function' ? null : 'no exporta una página',
  );
}

/**
 * One island of a remote (its `./islands`, see defineIslandLoaders): the component that part of its
 * pages hydrates with, its own chunk loaded on the way; undefined when the remote has no such island.
 */
export async function loadIsland(remote: RemoteName, part: string): Promise<ComponentType<object> | undefined> {
  const module = await loadExposed<IslandsModule>(remote, 'islands', (candidate) => {
    const { islandLoaders, islands } = (candidate ?? {}) as IslandsModule;
    if (islandLoaders?.owner === remote && typeof islandLoaders.loaders === 'object') return null;
    return islands?.owner === remote && typeof islands.components === 'object' ? null : 'no exporta sus islas';
  });
  const loaders = module.islandLoaders?.loaders;
  if (!loaders) {
    const components = module.islands!.components!;
    return Object.hasOwn(components, part) ? components[part] : undefined;
  }
  if (!Object.hasOwn(loaders, part)) return undefined;
  try {
    return await loaders[part]!();
  } catch (error) {
    throw new RemoteLoadError(remote, `${remote}/islands ${part}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Forget everything that failed for this remote and load it again from a fresh entry URL. */
export function retryRemote(remote: RemoteName): void {
  if (!manifest) {
    window.location.reload();
    return;
  }
  for (const key of [...modules.keys()]) if (key.startsWith(`${remote}/`)) modules.delete(key);
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  register(remote, attempt);
}
