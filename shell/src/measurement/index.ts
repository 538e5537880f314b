import { getSiteConfig } from '@estefania/shared';
import { analyticsConsent } from './analyticsConsent';
import { recordPageView } from './pageViews';
import { startMeasurementSender } from './sender';
import { VisitStore } from './visit';

/**
 * First-party measurement, once the page has loaded: this page's view (`pagePath`, its canonical
 * path or null), funnel events from the remotes' islands, sent to the configured events endpoint only while the visitor consents to analytics.
 * With the endpoint set to null nothing is measured and nothing is stored.
 */
export function startMeasurement(pagePath: string | null): void {
  const visits = new VisitStore();
  const endpoint = getSiteConfig().eventsEndpoint;
  if (!endpoint) {
    visits.forget();
    return;
  }
  startMeasurementSender({ endpoint, consent: analyticsConsent, visits });
  recordPageView(pagePath);
}
