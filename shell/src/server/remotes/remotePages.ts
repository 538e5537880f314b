import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoaderPlugin, { revalidate } from '@module-federation/vite/ssrEntryLoader';
import { REMOTE_BASES_GLOBAL } from '@estefania/shared/apps';
import type { PageModule } from '../../remotes/loader';
import type { RemoteName } from '../../remotes/manifest';

export type PageLoad = { ok: true; module: PageModule } | { ok: false; reason: string };

interface LoadedRemote {
  entry: string;
  version: string;
  pages: Map<string, Promise<PageModule>>;
}

type SharedProviders = Record<
  string,
  { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: string } }
>;

export type LoaderStrategy = 'vm' | 'temp-file';

/**
 * Loads remote pages on the server (inside a render worker) through the Module Federation runtime
 * and the plugin's SSR entry loader (remoteEntry.ssr.js, found through each remote's
 * mf-manifest.json). The server provides the shared singletons, so a remote page renders with the
 * worker's one React, emotion and @estefania/shared. A new version (told by the main thread)
 * registers the remote again under a URL of its own, so its modules are fetched afresh.
 */
export class RemotePages {
  private readonly federation;
  private readonly remotes = new Map<RemoteName, LoadedRemote>();

  /**
   * `resolvedShared`: bare specifier → absolute file, for the loader to rewrite remote imports with
   * (the temp-file strategy; the vm strategy asks the share scope first).
   */
  constructor(shared: SharedProviders, strategy: LoaderStrategy = 'vm', resolvedShared: Record<string, string> = {}) {
    this.federation = createInstance({
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
      // The loader caches the manifest by its URL: a redeploy at the same URL must drop it.
      if (state) revalidate(state.entry);
      const url = new URL(entry);
      // The version in the URL gives each build its own container in the runtime.
      url.searchParams.set('v', version.replace(/^.*#/, ''));
      this.federation.registerRemotes([{ name: remote, entry: url.href, type: 'module' }], { force: state !== undefined });
      state = { entry, version, pages: new Map() };
      this.remotes.set(remote, state);
    }
    let pending = state.pages.get(page);
    if (!pending) {
      pending = this.federation.loadRemote<PageModule>(`${remote}/${page}`).then((module) => {
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
}
