// The islands' code, fetched before the visitor needs it: at the first sign of a visitor (see
// onFirstEngagement) and once the browser is idle, every file the page's islands need (named by the server, see
// server/prefetch/islandCode.ts) is requested at once, at the lowest priority, into the HTTP cache
// — fetched, not run. The first touch of an island then loads its code from the cache instead of
// going to the network round trip after round trip. A connection that saves data or is 2G gets no
// prefetch: the first touch still works, as before.

/** The id of the page's data block that names the files. */
export const PREFETCH_BLOCK_ID = 'estefania-codigo-islas';

/** Set on <html> once every file is requested (tests and the bench wait for it). */
export const PREFETCHED_ATTRIBUTE = 'data-islas-precargadas';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection is one we should not spend on code the visitor may never use. */
export function shouldPrefetch(connection = (navigator as { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** What the page names: entries to module-preload, files to prefetch; empty for a missing or damaged block. */
export function filesToPrefetch(doc: Document): { modulepreload: string[]; prefetch: string[] } {
  const none = { modulepreload: [], prefetch: [] };
  const text = doc.getElementById(PREFETCH_BLOCK_ID)?.textContent;
  if (!text) return none;
  const urls = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((file): file is string => typeof file === 'string' && /^(\/[^/]|https?:\/\/)/.test(file))
      : [];
  try {
    const block = JSON.parse(text) as { modulepreload?: unknown; prefetch?: unknown } | null;
    return { modulepreload: urls(block?.modulepreload), prefetch: urls(block?.prefetch) };
  } catch {
    return none;
  }
}

/**
 * Asks for every file. Hashed files as a prefetch (the lowest priority, into the HTTP cache, not
 * parsed); federation entries, which their servers ask to revalidate on every use, as module
 * preloads (kept in the page's module map, so the touch does not go back to the network; not run).
 * `crossorigin` as the module loader asks for them, so the answer is the one it uses. Each request
 * costs the main thread about a millisecond on a phone, and a page names 36–43 files: they are asked
 * for a few at a time, a task each ({@link PREFETCH_SLICE_MS}), so a visitor's first tap is never
 * kept waiting behind them. Marks `<html>` ({@link PREFETCHED_ATTRIBUTE}) once the last is asked for.
 */
export function prefetchIslandCode(
  doc: Document = document,
  connection = (navigator as { connection?: NetworkInformation }).connection,
): number {
  if (!shouldPrefetch(connection)) return 0;
  const { modulepreload, prefetch } = filesToPrefetch(doc);
  return request(
    doc,
    [
      ...modulepreload.map((file) => ({ file, rel: 'modulepreload' as const })),
      ...prefetch.map((file) => ({ file, rel: 'prefetch' as const })),
    ],
    'low',
    (count) => doc.documentElement.setAttribute(PREFETCHED_ATTRIBUTE, String(count)),
  );
}

/**
 * An island touched before its code was prefetched needs it now: the site's own code the page names
 * (the shell's files, root-relative: the federation runtime, React, the kit — most of the bytes) is
 * requested at once, at high priority, as module preloads (into the module map, where the imports
 * find it), instead of one round trip after another as the loader discovers each import. A remote's
 * files are left to its loader: a module preload that hangs stays in the page's module map for good,
 * and a remote that hangs must be retried from a fresh entry with nothing of it stuck there.
 * Whatever the connection, and all in this task: the visitor is waiting for it. A prefetch still
 * asking for its files leaves out those asked for here.
 */
export function fetchIslandCodeNow(doc: Document = document): number {
  const { modulepreload, prefetch } = filesToPrefetch(doc);
  const own = [...modulepreload, ...prefetch].filter((file) => /^\/[^/]/.test(file));
  return request(
    doc,
    own.map((file) => ({ file, rel: 'modulepreload' as const })),
    'high',
  );
}

/** How long one task of the prefetch may spend asking for files (a phone's 50 ms long task is far off). */
export const PREFETCH_SLICE_MS = 8;

/** The files the page has asked for already, by either path. */
const requested = (doc: Document) =>
  new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="modulepreload"]')].map((link) => link.href));

function request(
  doc: Document,
  files: { file: string; rel: 'prefetch' | 'modulepreload' }[],
  priority: 'low' | 'high',
  done?: (count: number) => void,
): number {
  const present = requested(doc);
  const queue: { link: HTMLLinkElement; skip: () => void }[] = [];
  const loads: Promise<void>[] = [];
  for (const { file, rel } of files) {
    const href = new URL(file, doc.baseURI).href;
    if (present.has(href)) continue;
    present.add(href);
    const link = doc.createElement('link');
    link.rel = rel;
    if (rel === 'prefetch') link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.setAttribute('fetchpriority', priority);
    link.href = href;
    // Settled either way: a file that failed is fetched again, from the network, by its island.
    loads.push(
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        queue.push({ link, skip: resolve });
      }),
    );
  }
  if (queue.length > 0) settled = Promise.all([settled ?? Promise.resolve(), ...loads]).then(() => undefined);
  const slice = () => {
    const until = priority === 'high' ? Infinity : performance.now() + PREFETCH_SLICE_MS;
    // A touch between two slices asked for some of these already (at high priority): not twice.
    const asked = requested(doc);
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (asked.has(next.link.href)) next.skip();
      else doc.head.append(next.link);
      if (performance.now() >= until) break;
    }
    if (queue.length > 0) setTimeout(slice, 0);
    else done?.(loads.length);
  };
  slice();
  return loads.length;
}

let settled: Promise<void> | null = null;

/** Resolves once every file the last prefetch asked for has arrived or failed; never, if none was asked for. */
export function prefetchSettled(): Promise<void> {
  return settled ?? new Promise<void>(() => undefined);
}

/**
 * What says someone is there and reading: the pointer moving or pressing, a finger, the wheel, a
 * scroll, a key. A page loaded by a tool that never acts (a crawler, Lighthouse) shows none.
 */
export const ENGAGEMENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;

/**
 * Calls `then` once, at the first sign of a visitor ({@link ENGAGEMENT_EVENTS}, or the page already
 * scrolled when this runs). The prefetch waits
 * for it: fetching the islands' code right after load made the browser busy while the page was
 * still being judged (Lighthouse's blocking time rose by ~400 ms on content pages, measured), for
 * a visitor who may never act. Returns a function that stops listening.
 */
export function onFirstEngagement(
  then: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  scrolled: () => boolean = () => window.scrollY > 0 || window.scrollX > 0,
) {
  // This script arrives after the first paint: a visitor who scrolled before it ran (and now reads
  // without moving) has been seen already.
  if (scrolled()) {
    then();
    return () => undefined;
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) target.removeEventListener(type, engaged, options);
  };
  function engaged() {
    stop();
    then();
  }
  for (const type of ENGAGEMENT_EVENTS) target.addEventListener(type, engaged, options);
  return stop;
}
