import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoaderPlugin, { revalidate } from '@module-federation/vite/ssrEntryLoader';
import { configureSite } from '@estefania/shared';
import { REMOTE_BASES_GLOBAL } from '@estefania/shared/apps';
import type { PageModule } from '../remotes/loader';
import { remotesManifestSchema, type RemoteName, type RemotesManifest } from '../remotes/manifest';

/**
 * remotes.json as the server sees it: re-read when the file changes (checked at most every
 * `checkEveryMs`), so moving a remote is an edit of the file, with no restart. An invalid edit
 * is refused (logged) and the last good manifest stays in force.
 */
export class ManifestFile {
  private current: { manifest: RemotesManifest; hash: string; stamp: string } | null = null;
  private checkedAt = 0;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly path: string,
    private readonly checkEveryMs = 250,
    private readonly log: (message: string) => void = console.error,
  ) {}

  async get(): Promise<{ manifest: RemotesManifest; hash: string }> {
    if (!this.current || Date.now() - this.checkedAt >= this.checkEveryMs) {
      this.pending ??= this.reload().finally(() => (this.pending = null));
      await this.pending;
    }
    if (!this.current) throw new Error(`remotes.json (${this.path}) no se puede leer o no es válido`);
    return this.current;
  }

  private async reload(): Promise<void> {
    this.checkedAt = Date.now();
    let stamp: string;
    try {
      const info = await stat(this.path);
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch (error) {
      this.log(`[shell-server] no se puede leer ${this.path}: ${(error as Error).message}`);
      return;
    }
    if (this.current?.stamp === stamp) return;
    const text = await readFile(this.path, 'utf8');
    let parsed;
    try {
      parsed = remotesManifestSchema.safeParse(JSON.parse(text));
    } catch {
      this.log(`[shell-server] ${this.path} no es un JSON válido; sigue en vigor el anterior`);
      return;
    }
    if (!parsed.success) {
      this.log(`[shell-server] ${this.path} no es válido; sigue en vigor el anterior`);
      return;
    }
    const result = configureSite(parsed.data.config);
    if (!result.ok) this.log('[shell-server] config de remotes.json no válida, se usan los valores por defecto');
    this.current = { manifest: parsed.data, hash: createHash('sha1').update(text).digest('hex').slice(0, 12), stamp };
  }
}

export type PageLoad = { ok: true; module: PageModule; version: string } | { ok: false; reason: string; version: string };

interface RemoteState {
  entry: string;
  version: string;
  checkedAt: number;
  /** Bumped after a failure, so a hung or failed load is never reused. */
  generation: number;
  checking: Promise<void> | null;
  /** The entry URL last registered with the federation runtime. */
  registered: string | null;
}

type SharedProviders = Record<
  string,
  { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: string } }
>;

/**
 * Loads remote pages on the server through the Module Federation runtime and the plugin's SSR
 * entry loader (remoteEntry.ssr.js, found through each remote's mf-manifest.json). The shell
 * server provides the shared singletons, so a remote page renders with the server's one React,
 * emotion and @estefania/shared. Each remote's manifest is re-checked every `revalidateMs`: a
 * redeployed remote gets a new version, and with it new modules and new cache keys.
 */
export class ServerRemotes {
  private readonly federation;
  private readonly remotes = new Map<RemoteName, RemoteState>();
  private readonly pages = new Map<string, Promise<PageModule>>();

  constructor(
    shared: SharedProviders,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.federation = createInstance({
      name: 'shell_server',
      remotes: [],
      shared,
      // The plugin's hook types predate runtime-core 2.9's; the hook itself is what the runtime calls.
      plugins: [ssrEntryLoaderPlugin({ fetchTimeoutMs: 5000 }) as unknown as ModuleFederationRuntimePlugin],
    });
  }

  /** The version of a remote's current build (its manifest's hash), checked at most every revalidateMs. */
  async version(remote: RemoteName, manifest: RemotesManifest): Promise<string> {
    const entry = manifest.remotes[remote];
    const bases = ((globalThis as Record<string, unknown>)[REMOTE_BASES_GLOBAL] ??= {}) as Record<string, string>;
    bases[remote] = new URL('.', entry).href;
    let state = this.remotes.get(remote);
    if (!state || state.entry !== entry) {
      // A remote moved to another URL: what the runtime holds under its name must be replaced.
      const registered = state?.registered ?? null;
      state = { entry, version: '', checkedAt: 0, generation: state?.generation ?? 0, checking: null, registered };
      this.remotes.set(remote, state);
    }
    const stale = Date.now() - state.checkedAt >= manifest.ssrRevalidateMs;
    if (stale || !state.version) {
      const current = state;
      current.checking ??= this.check(current, manifest.ssrTimeoutMs).finally(() => (current.checking = null));
      // A known version is served while the check runs; the first one is awaited.
      if (!current.version || manifest.ssrRevalidateMs === 0) await current.checking;
    }
    return `${state.entry}#${state.version}.${state.generation}`;
  }

  private async check(state: RemoteState, timeoutMs: number): Promise<void> {
    const manifestUrl = new URL('mf-manifest.json', state.entry).href;
    try {
      const response = await this.fetchImpl(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${response.status}`);
      const version = createHash('sha1')
        .update(await response.text())
        .digest('hex')
        .slice(0, 12);
      if (state.version && version !== state.version) revalidate(state.entry);
      state.version = version;
    } catch {
      // Unreachable: keep what we had; loading the page will tell whether the remote is down.
      state.version ||= 'unknown';
    }
    state.checkedAt = Date.now();
  }

  /** The page module of `remote/page`, or why it could not be had within `timeoutMs`. */
  async loadPage(remote: RemoteName, page: string, manifest: RemotesManifest): Promise<PageLoad> {
    const version = await this.version(remote, manifest);
    const state = this.remotes.get(remote)!;
    const key = `${version}/${page}`;
    let pending = this.pages.get(key);
    if (!pending) {
      pending = this.load(remote, page, state);
      this.pages.set(key, pending);
      pending.catch(() => {
        // Forget the failure and start the next attempt from a fresh entry URL.
        if (this.pages.get(key) === pending) this.pages.delete(key);
        state.generation += 1;
      });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${remote} no respondió en ${manifest.ssrTimeoutMs} ms`)), manifest.ssrTimeoutMs);
    });
    try {
      return { ok: true, module: await Promise.race([pending, timeout]), version };
    } catch (error) {
      if (this.pages.get(key) === pending) {
        this.pages.delete(key);
        state.generation += 1;
      }
      return { ok: false, reason: error instanceof Error ? error.message : String(error), version };
    } finally {
      clearTimeout(timer);
    }
  }

  private async load(remote: RemoteName, page: string, state: RemoteState): Promise<PageModule> {
    const entry = new URL(state.entry);
    // The version in the URL gives each build (and each retry) its own container in the runtime.
    entry.searchParams.set('v', `${state.version}.${state.generation}`);
    if (state.registered !== entry.href) {
      this.federation.registerRemotes([{ name: remote, entry: entry.href, type: 'module' }], {
        force: state.registered !== null,
      });
      state.registered = entry.href;
    }
    const module = await this.federation.loadRemote<PageModule>(`${remote}/${page}`);
    if (!module || typeof module.default !== 'function') throw new Error(`${remote}/${page} no exporta una página`);
    return module;
  }
}
