import type { RemoteName, RemotesManifest } from '../../remotes/manifest';
import type { RenderPool, RunOutcome } from './renderPool';
import type { RenderAnswer, RenderRequest } from './renderProtocol';
import type { RemoteVersions } from '../remotes/remotes';

/** The renderer the shell server's routes use (see ShellServerDeps). */
export interface Renderer {
  /** The version of a remote's current build, part of the page cache key. */
  version(remote: RemoteName, manifest: RemotesManifest): Promise<string>;
  render(request: RenderRequest): Promise<RenderAnswer>;
}

export interface WorkerRendererOptions {
  /** A render may overrun the manifest's ssrTimeoutMs by this much before its worker is ended. */
  marginMs?: number;
  /** First wait before a failed remote is tried again on the server; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Sent, as a last resort, when not even the fallback could be rendered: the built index.html. */
  lastResortHtml: string;
  log?: (message: string) => void;
  now?: () => number;
}

/** How a remote's server rendering is doing, per version (a new version starts healthy). */
interface Health {
  version: string;
  failures: number;
  retryAt: number;
  reason: string;
}

/** Pages no remote owns (and fallbacks) render on this worker: it runs only the shell's own code. */
export const SHELL_KEY = 'shell';

/**
 * Renders every document on worker threads: a remote's pages on that remote's worker, the rest on
 * the shell's. A remote whose page could not be had (down, hung, crashed its worker, overran the
 * deadline) gets the layout with the fallback, rendered by the shell's worker, and is not tried
 * again on the server until its backoff has passed (1 s, 2 s, 4 s… up to 30 s; a new version is
 * tried at once). One log line per change of state: failing (why, next try) and back.
 */
export class WorkerRenderer implements Renderer {
  private readonly health = new Map<RemoteName, Health>();
  private readonly log: (message: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly pool: Pick<RenderPool, 'run' | 'retire'>,
    private readonly versions: Pick<RemoteVersions, 'version'>,
    private readonly options: WorkerRendererOptions,
  ) {
    this.log = options.log ?? ((message) => console.error(message));
    this.now = options.now ?? Date.now;
  }

  version(remote: RemoteName, manifest: RemotesManifest): Promise<string> {
    return this.versions.version(remote, manifest);
  }

  async render(request: RenderRequest): Promise<RenderAnswer> {
    const { route, manifest } = request;
    if (!route) return this.onShell(request, null);
    const remote = route.remote;
    // The version the page will be cached under: rendering another one would cache it under a wrong key.
    const version = route.version ?? (await this.versions.version(remote, manifest));
    let health = this.health.get(remote);
    if (health && health.version !== version) {
      if (health.failures > 0)
        this.log(`[shell-server] ${remote}: versión nueva (${version}); se vuelve a intentar en el servidor`);
      this.health.delete(remote);
      health = undefined;
    }
    if (health && this.now() < health.retryAt) return this.onShell(request, health.reason);

    const budgetMs = this.deadline(manifest);
    const outcome = await this.pool.run(
      remote,
      { request, remote: { entry: manifest.remotes[remote], version }, failure: null, budgetMs },
      { deadlineMs: budgetMs, version },
    );
    if (outcome.ok && !outcome.result.loadFailed && outcome.result.failure === null) {
      if (health) {
        this.log(`[shell-server] ${remote}: vuelve a renderizarse en el servidor`);
        this.health.delete(remote);
      }
      return answer(outcome);
    }
    const reason = outcome.ok ? (outcome.result.failure ?? 'no disponible') : outcome.reason;
    // A worker whose load failed may hold what failed (a module that never finished, a removed
    // temp file): the retry gets a fresh one.
    if (outcome.ok) this.pool.retire(remote, 'no pudo cargar el remoto');
    this.failed(remote, version, reason, health);
    // The remote's worker rendered the fallback itself when it could; otherwise the shell's does.
    return outcome.ok ? answer(outcome) : this.onShell(request, reason);
  }

  private failed(remote: RemoteName, version: string, reason: string, previous: Health | undefined): void {
    const failures = (previous?.failures ?? 0) + 1;
    const base = this.options.backoffMs ?? 1000;
    const waitMs = Math.min(base * 2 ** (failures - 1), this.options.maxBackoffMs ?? 30000);
    this.health.set(remote, { version, failures, retryAt: this.now() + waitMs, reason });
    const next = waitMs >= 1000 ? `${Math.round(waitMs / 100) / 10} s` : `${waitMs} ms`;
    this.log(
      failures === 1
        ? `[shell-server] ${remote}: no se puede renderizar en el servidor (${reason}); sus páginas salen con el aviso y se reintenta en ${next}`
        : `[shell-server] ${remote}: el reintento ${failures - 1} también falló (${reason}); próximo en ${next}`,
    );
  }

  private deadline(manifest: RemotesManifest): number {
    return manifest.ssrTimeoutMs + (this.options.marginMs ?? 1000);
  }

  /** A page no remote owns, or a remote page's fallback, on the shell's worker. */
  private async onShell(request: RenderRequest, failure: string | null): Promise<RenderAnswer> {
    const budgetMs = this.deadline(request.manifest);
    const outcome = await this.pool.run(SHELL_KEY, { request, remote: null, failure, budgetMs }, { deadlineMs: budgetMs });
    if (outcome.ok) return answer(outcome);
    // Not even the shell's own render: the built page, whose browser loader does the rest.
    this.log(`[shell-server] no se pudo renderizar ${request.url} ni con el aviso: ${outcome.reason}`);
    return { html: this.options.lastResortHtml, renderError: null, failure: failure ?? outcome.reason };
  }
}

function answer(outcome: Extract<RunOutcome, { ok: true }>): RenderAnswer {
  const { html, renderError, failure } = outcome.result;
  return { html, renderError, failure };
}
