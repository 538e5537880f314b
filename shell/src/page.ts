// The script of every page the shell server renders: a few kilobytes, no React. It arms the
// page's islands (each hydrates on its own when needed, see islands/triggers.ts), and loads the
// site's code (the federated entry, main.tsx) only when an island needs it or the visitor has
// consented to measurement. A page nobody touches costs this script and the consent banner.
import { serverSentPage } from './boot/bootGlobal';
import { armIslands, startsWithPage } from './islands/triggers';
import { fetchIslandCodeNow, onFirstEngagement, prefetchIslandCode, prefetchSettled } from './islands/prefetch';
import { whenIdle } from '@estefania/shared/idle';
import { loadHost } from './host';
import { analyticsConsent } from './measurement/analyticsConsent';
import { markInteractive, startPageFeatures } from './pageFeatures';
import { logNotFound, NOT_FOUND_ATTRIBUTE } from './pages/notFound';

const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

startPageFeatures();
if (!serverSentPage()) {
  // The server sent its error screen: the site's code renders the page afresh, at once.
  loadHost().catch((error: unknown) => console.error('[shell]', error));
} else {
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) logNotFound(window.location.pathname);
  // Their code into the cache once a visitor shows up (the pointer moves, a scroll, a key) and the
  // page is idle, so a first touch does not wait for the network (fetched, not run); once it is
  // there, the `seen` islands in view come alive at idle. A connection that saves data or is 2G
  // gets none of it: each island loads on its first touch, as before.
  const reading = new Promise<void>((resolve) =>
    onFirstEngagement(() =>
      whenIdle(() => {
        prefetchIslandCode();
        // Never settles when nothing was asked for (no islands, or a connection that saves data).
        void prefetchSettled().then(resolve);
      }),
    ),
  );
  void armIslands(
    document,
    // A touch before the prefetch: the site's own code at once, not import by import. After the
    // next frame, so the touch's own events, and the answer the page script gives some of them (a
    // form sent empty), are on screen before the code starts arriving; at once for an island that
    // comes alive with the page (on load, or a saved draft), which no touch is waiting on.
    (island, awaited) =>
      (startsWithPage(island) ? Promise.resolve() : afterNextFrame()).then(() => {
        fetchIslandCodeNow();
        return loadHost().then((host) => host.hydrateIsland(island, awaited));
      }),
    (then) => void reading.then(then),
  ).then(markInteractive);
  // Measurement starts with the site's code; with consent it is worth loading for itself.
  analyticsConsent.subscribe(({ state }) => {
    if (state === 'granted') loadHost().catch((error: unknown) => console.error('[shell]', error));
  });
}
