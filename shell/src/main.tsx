// The shell's federated entry: the federation runtime, React and the shared packages. On a page
// the server rendered, the page script (page.ts) loads it when an island needs it or measurement
// may run; it then serves the islands and starts measurement. The dev servers (index.html with an
// empty #root) and a page the server sent as the error screen render the whole page here instead.
import { serverSentPage } from './boot/bootGlobal';
import { announceHost, loadedByPageScript } from './host';
import { hydrateIsland } from './islands/hydrate';
import { markInteractive, startPageFeatures } from './pageFeatures';
import { startAfterLoad } from './afterLoad';

if (serverSentPage()) {
  startAfterLoad(null);
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // The page script answers the cookie buttons and shows the banner where it ran (the error screen).
  if (!loadedByPageScript()) startPageFeatures();
  void import('./clientApp')
    .then(({ renderClientApp }) => renderClientApp(container))
    .then((site) => {
      markInteractive();
      startAfterLoad(site);
    });
}
announceHost({ hydrateIsland });
