// The script of every page the shell server renders: a few kilobytes, no React. It arms the
// page's islands (each hydrates on its own when needed, see islands/triggers.ts), and loads the
// site's code (the federated entry, main.tsx) only when an island needs it or the visitor has
// consented to measurement. A page nobody touches costs this script and the consent banner.
import { serverSentPage } from './boot/bootGlobal';
import { armIslands, findIslands } from './islands/triggers';
import { prefetchIslandCode, shouldPrefetch } from './islands/prefetch';
import { onFirstEngagement } from './islands/warm';
import { whenIdle } from '@estefania/shared/idle';
import { loadHost } from './host';
import { analyticsConsent } from './measurement/analyticsConsent';
import { markInteractive, startPageFeatures } from './pageFeatures';
import { logNotFound, NOT_FOUND_ATTRIBUTE } from './pages/notFound';

startPageFeatures();
if (!serverSentPage()) {
  // The server sent its error screen: the site's code renders the page afresh, at once.
  loadHost().catch((error: unknown) => console.error('[shell]', error));
} else {
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) logNotFound(window.location.pathname);
  void armIslands(document, (island) => loadHost().then((host) => host.hydrateIsland(island))).then(markInteractive);
  // Their code into the cache once the page is idle, so a first touch does not wait for the network;
  // run (not hydrated) once someone uses the page — a sign of use before idle counts too, the code then
  // runs at idle — so the first touch does not wait for the processor either. A connection that saves
  // data or is 2G gets neither: each island loads on its first touch, as before.
  if (shouldPrefetch()) {
    let engaged = false;
    let prefetched = false;
    const warm = () =>
      loadHost()
        .then(async (host) => {
          for (const island of findIslands(document)) await host.prepareIsland(island);
        })
        .catch((error: unknown) => console.error('[shell]', error));
    onFirstEngagement(() => {
      engaged = true;
      if (prefetched) void warm();
    });
    whenIdle(() => {
      prefetchIslandCode();
      prefetched = true;
      if (engaged) void warm();
    });
  }
  // Measurement starts with the site's code; with consent it is worth loading for itself.
  analyticsConsent.subscribe(({ state }) => {
    if (state === 'granted') loadHost().catch((error: unknown) => console.error('[shell]', error));
  });
}
