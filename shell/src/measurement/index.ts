import { getSiteConfig, type ComposedSite } from '@estefania/shared';
import { analyticsConsent } from './analyticsConsent';
import { measurePageViews, type ObservableRouter } from './pageViews';
import { startMeasurementSender } from './sender';
import { VisitStore } from './visit';

/**
 * First-party measurement, after hydration: page views from the router, funnel events from the
 * remotes, sent to the configured events endpoint only while the visitor consents to analytics.
 * With the endpoint set to null nothing is measured and nothing is stored.
 */
export function startMeasurement(router: ObservableRouter, site: ComposedSite): void {
  const visits = new VisitStore();
  const endpoint = getSiteConfig().eventsEndpoint;
  if (!endpoint) {
    visits.forget();
    return;
  }
  startMeasurementSender({ endpoint, consent: analyticsConsent, visits });
  measurePageViews(router, site);
}
