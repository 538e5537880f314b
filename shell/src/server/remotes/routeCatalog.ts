import { createHash } from 'node:crypto';
import {
  composeSite,
  parseRouteManifest,
  ROUTE_MANIFEST_FILE,
  ROUTE_MANIFEST_MAX_BYTES,
  type ComposedSite,
  type RouteManifest,
} from '@estefania/shared/contract';
import type { RemoteName, RemotesManifest } from '../../remotes/manifest';

/** A route manifest the shell accepted, with the hash that versions it. */
interface Known {
  manifest: RouteManifest;
  hash: string;
}

export interface CatalogEntry {
  remote: string;
  /** The newest valid manifest fetched, or null (missing, malformed, oversized, unreachable). */
  candidate: Known | null;
  /** The manifest in force before this composition, or null if the remote never had one. */
  inForce: Known | null;
}

export interface Composition {
  site: ComposedSite;
  /** What each remote has in force after this composition (null: its pages are not known). */
  inForce: Map<string, Known | null>;
  /** Why a remote's newest manifest was not taken, one line each. */
  refused: Map<string, string>;
}

/**
 * Composes the site keeping each remote's last good manifest. The rule for two remotes that claim
 * the same path: **the incumbent keeps it**. Remotes whose manifest is unchanged are composed
 * first, then those with a new one, in remotes.json order; a new manifest that overlaps a page
 * another remote serves is refused whole, and that remote keeps its last good manifest (or, if it
 * never had one, has no pages until it publishes one that fits). At start, with no incumbent, the
 * earlier remote in remotes.json keeps the path.
 */
export function composeWithLastGood(entries: readonly CatalogEntry[]): Composition {
  const inForce = new Map<string, Known | null>();
  const refused = new Map<string, string>();
  const unchanged = entries.filter((entry) => entry.candidate && entry.candidate.hash === entry.inForce?.hash);
  const changed = entries.filter((entry) => !unchanged.includes(entry));
  const chosen: { remote: string; known: Known }[] = unchanged.map((entry) => ({ remote: entry.remote, known: entry.inForce! }));
  const fits = (remote: string, known: Known) => {
    const attempt = composeSite(
      [...chosen, { remote, known }].map((item) => ({ remote: item.remote, manifest: item.known.manifest })),
    );
    return attempt.conflicts.find((conflict) => conflict.remote === remote) ?? null;
  };
  for (const entry of changed) {
    if (entry.candidate) {
      const conflict = fits(entry.remote, entry.candidate);
      if (!conflict) {
        chosen.push({ remote: entry.remote, known: entry.candidate });
        continue;
      }
      refused.set(
        entry.remote,
        `reclama ${conflict.path}, que ya sirve ${conflict.owner} (${conflict.ownerPath}): se queda quien ya la servía`,
      );
    }
    if (entry.inForce && entry.inForce.hash !== entry.candidate?.hash && !fits(entry.remote, entry.inForce))
      chosen.push({ remote: entry.remote, known: entry.inForce });
  }
  const order = entries.map((entry) => entry.remote);
  chosen.sort((a, b) => order.indexOf(a.remote) - order.indexOf(b.remote));
  for (const entry of entries) inForce.set(entry.remote, chosen.find((item) => item.remote === entry.remote)?.known ?? null);
  const { site } = composeSite(chosen.map((item) => ({ remote: item.remote, manifest: item.known.manifest })));
  const unavailable = entries.filter((entry) => !inForce.get(entry.remote)).map((entry) => entry.remote);
  return { site: unavailable.length > 0 ? { ...site, unavailable } : site, inForce, refused };
}

interface RemoteRoutes {
  entry: string;
  candidate: Known | null;
  inForce: Known | null;
  checkedAt: number;
  checking: Promise<void> | null;
  /** The last state logged for this remote, so each change is said once. */
  said: string;
}

export interface Catalog {
  site: ComposedSite;
  /** Changes whenever a remote's pages or menus change: part of every rendered page's cache key. */
  version: string;
}

/**
 * The site as the remotes publish it, on the server: each remote's routes.json (next to its
 * mf-manifest.json), re-checked every `ssrRevalidateMs` like the SSR entries (stale while
 * revalidating; the first read is awaited), validated, size-capped and composed with
 * {@link composeWithLastGood}. A remote whose manifest is missing, malformed, oversized or in
 * conflict keeps its last good one; one log line per change of state says which remote and why.
 */
export class RouteCatalog {
  private readonly remotes = new Map<string, RemoteRoutes>();
  private composed: { key: string; catalog: Catalog } | null = null;
  /** Nothing to check before this time for this remotes.json: the composition in force is served as it is. */
  private quiet: { manifest: RemotesManifest; until: number } | null = null;

  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly log: (message: string) => void = console.error,
  ) {}

  async get(manifest: RemotesManifest): Promise<Catalog> {
    // The hot path of every cached page: no remote due for a check, nothing to compose.
    if (this.composed && this.quiet?.manifest === manifest && Date.now() < this.quiet.until) return this.composed.catalog;
    const names = Object.keys(manifest.remotes) as RemoteName[];
    const waits: Promise<void>[] = [];
    for (const remote of names) {
      const entry = manifest.remotes[remote];
      let state = this.remotes.get(remote);
      if (!state || state.entry !== entry) {
        // A remote moved (or a new release path): its pages stay in force until the new ones are read.
        state = {
          entry,
          candidate: null,
          inForce: state?.inForce ?? null,
          checkedAt: 0,
          checking: null,
          said: state?.said ?? '',
        };
        this.remotes.set(remote, state);
      }
      const current = state;
      if (Date.now() - current.checkedAt >= manifest.ssrRevalidateMs || current.checkedAt === 0) {
        current.checking ??= this.check(remote, current, manifest.ssrTimeoutMs).finally(() => (current.checking = null));
        if (current.checkedAt === 0 || manifest.ssrRevalidateMs === 0) waits.push(current.checking);
      }
    }
    await Promise.all(waits);
    const states = names.map((remote) => this.remotes.get(remote)!);
    const nextCheck = states.some((state) => state.checking !== null)
      ? 0
      : Math.min(...states.map((state) => state.checkedAt)) + manifest.ssrRevalidateMs;
    this.quiet = { manifest, until: nextCheck };
    if (this.composed?.key === this.keyOf(names)) return this.composed.catalog;
    const entries = names.map((remote, index) => ({
      remote,
      candidate: states[index]!.candidate,
      inForce: states[index]!.inForce,
    }));
    const { site, inForce, refused } = composeWithLastGood(entries);
    for (const remote of names) {
      const state = this.remotes.get(remote)!;
      state.inForce = inForce.get(remote) ?? null;
      const why = refused.get(remote);
      if (why) this.say(remote, state, `rechazado: ${why}`);
      else if (state.candidate && state.said !== '') this.say(remote, state, 'ok');
    }
    const version = createHash('sha1').update(JSON.stringify(site)).digest('hex').slice(0, 12);
    // Keyed after the update (what is in force now): the next call with nothing new finds it.
    this.composed = { key: this.keyOf(names), catalog: { site, version } };
    return this.composed.catalog;
  }

  /** What the composition depends on: each remote's newest manifest and the one in force. */
  private keyOf(names: readonly string[]): string {
    return names
      .map((remote) => {
        const state = this.remotes.get(remote)!;
        return `${remote}:${state.candidate?.hash ?? '-'}:${state.inForce?.hash ?? '-'}`;
      })
      .join('|');
  }

  private say(remote: string, state: RemoteRoutes, message: string) {
    if (state.said === message) return;
    state.said = message;
    const keeps = state.inForce ? 'sigue en vigor su último manifiesto válido' : 'sus páginas no se conocen todavía';
    this.log(
      message === 'ok'
        ? `[shell-server] rutas de ${remote}: manifiesto válido en vigor`
        : `[shell-server] rutas de ${remote}: ${message}; ${keeps}`,
    );
  }

  private async check(remote: string, state: RemoteRoutes, timeoutMs: number): Promise<void> {
    const url = new URL(ROUTE_MANIFEST_FILE, state.entry).href;
    const problem = await this.fetchManifest(url, timeoutMs).then(
      (text) => {
        const checked = parseRouteManifest(text, remote);
        if (!checked.ok) return `${url} ${checked.reason}`;
        const hash = createHash('sha1').update(text).digest('hex').slice(0, 12);
        state.candidate = { manifest: checked.manifest, hash };
        return null;
      },
      (error: unknown) => `${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (problem) state.candidate = null;
    state.checkedAt = Date.now();
    // What is said of a valid manifest waits for the composition (it may still be refused there).
    if (problem) this.say(remote, state, problem);
  }

  /** The manifest's text, refused past the size cap (by its Content-Length or while reading). */
  private async fetchManifest(url: string, timeoutMs: number): Promise<string> {
    const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`respondió ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? '0');
    const tooLarge = new Error(`ocupa más de ${ROUTE_MANIFEST_MAX_BYTES} bytes`);
    if (declared > ROUTE_MANIFEST_MAX_BYTES) {
      await response.body?.cancel();
      throw tooLarge;
    }
    const reader = response.body?.getReader();
    if (!reader) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > ROUTE_MANIFEST_MAX_BYTES) {
        await reader.cancel();
        throw tooLarge;
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}
