import type { ComposedSite } from '@estefania/shared';
import { startMeasurement } from './measurement/index';
import { pagePathIn } from './measurement/pageViews';
import { bootPage } from './boot/pageBoot';

/**
 * Measurement, once the site's code is here: this page's view and the islands' funnel events, held
 * until the visitor answers the banner and sent only with a yes. `site`: the site the browser
 * composed itself (a page it rendered); null on a page the server sent.
 */
export function startAfterLoad(site: ComposedSite | null): void {
  try {
    startMeasurement(site ? pagePathIn(site, window.location.pathname) : (bootPage().boot.page?.path ?? null));
  } catch (error) {
    console.error('[shell] la medición no pudo arrancar', error);
  }
}
