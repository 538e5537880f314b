// The site's code run before the first touch, but only for a visitor who is there: the first sign of
// someone using the page — a scroll, the pointer moving, a key, a finger — starts it, once the
// islands' code is in the cache (see prefetch.ts). Running it costs the main thread a few hundred
// milliseconds on a slow phone; spent while the visitor reads, it is no longer spent between their
// tap and the answer. A page nobody uses (a crawler, Lighthouse, a tab in the background) never
// runs it.

/** What counts as someone using the page. */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `warm` once, on the first sign of engagement; returns a function that stops listening. */
export function onFirstEngagement(warm: () => void, win: Window = window): () => void {
  let done = false;
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) win.removeEventListener(type, fire, { capture: true });
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    warm();
  }
  for (const type of ENGAGEMENT_EVENTS) win.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
