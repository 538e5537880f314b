import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoaderPlugin, { revalidate } from '@module-federation/vite/ssrEntryLoader';
import { REMOTE_BASES_GLOBAL } from '@estefania/shared/apps';
import type { PageModule } from '../../remotes/loader';
import type { RemoteName } from '../../remotes/manifest';

export type PageLoad = { ok: true; module: PageModule } | { ok: false; reason: string };

interface LoadedRemote {
  entry: string;
  version: string;
  /** Settles once this version is registered with the runtime (see `switchTo`). */
  registered: Promise<void>;
  pages: Map<string, Promise<PageModule>>;
}

type SharedProviders = Record<
  string,
  { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: string } }
>;

export type LoaderStrategy = 'vm' | 'temp-file';

/** What RemotePages asks of the federation runtime (a test gives a fake). */
export type Federation = Pick<ReturnType<typeof createInstance>, 'registerRemotes' | 'loadRemote'>;

/**
 * Loads remote pages on the server (inside a render worker) through the Module Federation runtime
 * and the plugin's SSR entry loader (remoteEntry.ssr.js, found through each remote's
 * mf-manifest.json). The server provides the shared singletons, so a remote page renders with the
 * worker's one React, emotion and @estefania/shared. A new version (told by the main thread)
 * registers the remote again under a URL of its own, so its modules are fetched afresh.
 */
export class RemotePages {
  private readonly federation: Federation;
  private readonly remotes = new Map<RemoteName, LoadedRemote>();

  /**
   * `resolvedShared`: bare specifier → absolute file, for the loader to rewrite remote imports with
   * (the temp-file strategy; the vm strategy asks the share scope first).
   */
  constructor(
    shared: SharedProviders,
    strategy: LoaderStrategy = 'vm',
    resolvedShared: Record<string, string> = {},
    federation?: Federation,
  ) {
    this.federation =
      federation ??
      createInstance({
        name: 'shell_server',
        remotes: [],
        shared,
        // The plugin's hook types predate runtime-core 2.9's; the hook itself is what the runtime calls.
        plugins: [
          ssrEntryLoaderPlugin({ fetchTimeoutMs: 5000, strategy, resolvedShared }) as unknown as ModuleFederationRuntimePlugin,
        ],
      });
  }

  /** The page module of `remote/page` at `version`, or why it could not be had within `timeoutMs`. */
  async load(remote: RemoteName, page: string, entry: string, version: string, timeoutMs: number): Promise<PageLoad> {
    const bases = ((globalThis as Record<string, unknown>)[REMOTE_BASES_GLOBAL] ??= {}) as Record<string, string>;
    bases[remote] = new URL('.', entry).href;
    let state = this.remotes.get(remote);
    if (!state || state.entry !== entry || state.version !== version) {
      state = this.switchTo(remote, entry, version, state, timeoutMs);
      this.remotes.set(remote, state);
    }
    let pending = state.pages.get(page);
    if (!pending) {
      pending = state.registered
        .then(() => this.federation.loadRemote<PageModule>(`${remote}/${page}`))
        .then((module) => {
          if (!module || typeof module.default !== 'function') throw new Error(`${remote}/${page} no exporta una página`);
          return module;
        });
      state.pages.set(page, pending);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${remote} no respondió en ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return { ok: true, module: await Promise.race([pending, timeout]) };
    } catch (error) {
      // Never pinned: the next attempt starts over (the pool also gives it a fresh worker).
      if (state.pages.get(page) === pending) state.pages.delete(page);
      pending.catch(() => undefined);
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Registers `version` of `remote` once the loads of the version before it have settled (or after
   * `timeoutMs`, whichever comes first). Registering again (`force`) drops the remote's container, its federation
   * instance and its share scope: a load of the previous version still under way then waits for a
   * shared module forever, and, as the vm loader links one module graph at a time, so does every
   * load after it in this worker (found by bench:redeploy: a redeploy while the fresh worker was
   * still loading the release before gave the fallback for 5 s, then on every retry).
   */
  private switchTo(
    remote: RemoteName,
    entry: string,
    version: string,
    previous: LoadedRemote | undefined,
    timeoutMs: number,
  ): LoadedRemote {
    const settled = previous ? settledWithin([previous.registered, ...previous.pages.values()], timeoutMs) : Promise.resolve();
    const registered = settled.then(() => {
      // The loader caches the manifest by its URL: a redeploy at the same URL must drop it.
      if (previous) revalidate(previous.entry);
      const url = new URL(entry);
      // The version in the URL gives each build its own container in the runtime.
      url.searchParams.set('v', version.replace(/^.*#/, ''));
      this.federation.registerRemotes([{ name: remote, entry: url.href, type: 'module' }], { force: previous !== undefined });
    });
    return { entry, version, registered, pages: new Map() };
  }
}

/** Resolves once every promise has settled, or after `timeoutMs`, whichever is first; never rejects. */
function settledWithin(promises: Promise<unknown>[], timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  return Promise.race([Promise.allSettled(promises).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
