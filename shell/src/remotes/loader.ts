import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
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
const pages = new Map<string, Promise<PageModule>>();

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
 * The page module `remote/page`, loaded once and shared by every render that asks for it.
 * Rejects with RemoteLoadError on failure or after the manifest's timeout.
 */
export function loadPage(remote: RemoteName, page: string): Promise<PageModule> {
  const key = `${remote}/${page}`;
  let pending = pages.get(key);
  if (!pending && !manifest) {
    pending = Promise.reject(new RemoteLoadError(remote, manifestFailure ?? 'remotes.json no se ha cargado'));
    trackStatus(pending);
    pages.set(key, pending);
  }
  if (!pending) {
    const timeoutMs = manifest?.loadTimeoutMs ?? 10000;
    pending = withTimeout(
      loadRemote<PageModule>(key),
      timeoutMs,
      () => new RemoteLoadError(remote, `${key} no respondió en ${timeoutMs} ms`),
    )
      .then((module) => {
        if (!module || typeof module.default !== 'function') throw new RemoteLoadError(remote, `${key} no exporta una página`);
        return module;
      })
      .catch((error: unknown) => {
        if (error instanceof RemoteLoadError) throw error;
        throw new RemoteLoadError(remote, `${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    trackStatus(pending);
    pages.set(key, pending);
  }
  return pending;
}

/** Forget everything that failed for this remote and load it again from a fresh entry URL. */
export function retryRemote(remote: RemoteName): void {
  if (!manifest) {
    window.location.reload();
    return;
  }
  for (const key of [...pages.keys()]) if (key.startsWith(`${remote}/`)) pages.delete(key);
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  register(remote, attempt);
}
