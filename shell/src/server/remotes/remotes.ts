import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { setSiteConfig } from '@estefania/shared';
import { resolveSiteConfig } from '@estefania/shared/config';
import { remotesManifestSchema, type RemoteName, type RemotesManifest } from '../../remotes/manifest';

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
    const result = resolveSiteConfig(parsed.data.config);
    setSiteConfig(result.config);
    if (!result.ok) this.log('[shell-server] config de remotes.json no válida, se usan los valores por defecto');
    this.current = { manifest: parsed.data, hash: createHash('sha1').update(text).digest('hex').slice(0, 12), stamp };
  }
}

interface VersionState {
  entry: string;
  version: string;
  checkedAt: number;
  checking: Promise<void> | null;
}

/**
 * The version of each remote's current build, as the main thread of the shell server sees it: the
 * hash of its mf-manifest.json, re-checked at most every `ssrRevalidateMs` (stale-while-revalidate).
 * A redeployed remote gets a new version, and with it new cache keys and a fresh load in its worker.
 * No remote code runs here.
 */
export class RemoteVersions {
  private readonly remotes = new Map<RemoteName, VersionState>();

  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  /** `<entry>#<hash>`; `#unknown` while its manifest cannot be had. */
  async version(remote: RemoteName, manifest: RemotesManifest): Promise<string> {
    const entry = manifest.remotes[remote];
    let state = this.remotes.get(remote);
    if (!state || state.entry !== entry) {
      state = { entry, version: '', checkedAt: 0, checking: null };
      this.remotes.set(remote, state);
    }
    const stale = Date.now() - state.checkedAt >= manifest.ssrRevalidateMs;
    if (stale || !state.version) {
      const current = state;
      current.checking ??= this.check(current, manifest.ssrTimeoutMs).finally(() => (current.checking = null));
      // A known version is served while the check runs; the first one is awaited.
      if (!current.version || manifest.ssrRevalidateMs === 0) await current.checking;
    }
    return `${state.entry}#${state.version}`;
  }

  private async check(state: VersionState, timeoutMs: number): Promise<void> {
    const manifestUrl = new URL('mf-manifest.json', state.entry).href;
    try {
      const response = await this.fetchImpl(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${response.status}`);
      state.version = createHash('sha1')
        .update(await response.text())
        .digest('hex')
        .slice(0, 12);
    } catch {
      // Unreachable: keep what we had; loading the page will tell whether the remote is down.
      state.version ||= 'unknown';
    }
    state.checkedAt = Date.now();
  }
}
