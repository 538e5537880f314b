import { afterEach, describe, expect, it } from 'vitest';
import { consumeMeasurements, measurementChannel, NOT_FOUND_PATH, type MeasurementEvent } from '@estefania/shared';
import { sampleSite } from '@estefania/shared/testing/site';
import { pagePathIn, recordPageView } from './pageViews';

function collect() {
  const events: MeasurementEvent[] = [];
  const stop = consumeMeasurements((event) => events.push(event));
  return { events, stop };
}

afterEach(() => measurementChannel.setState({ pending: [] }));

describe('page views', () => {
  it('records the page with the referring site; an in-site referrer is no referrer; a non-page is recorded as such', () => {
    const { events, stop } = collect();
    Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://www.google.es/search?q=recepcionista' });
    recordPageView(pagePathIn(sampleSite, '/precios'));
    Object.defineProperty(document, 'referrer', { configurable: true, value: `${window.location.origin}/precios` });
    recordPageView(pagePathIn(sampleSite, '/industrias/dentistas'));
    recordPageView(pagePathIn(sampleSite, '/industrias/lucia-martin'));
    expect(events).toEqual([
      { type: 'page_view', path: '/precios', referrerHost: 'www.google.es', viewport: 'desktop' },
      { type: 'page_view', path: '/industrias/dentistas', referrerHost: null, viewport: 'desktop' },
      { type: 'page_view', path: NOT_FOUND_PATH, referrerHost: null, viewport: 'desktop' },
    ]);
    stop();
  });

  it('records the canonical path of an odd spelling, never the raw URL', () => {
    expect(pagePathIn(sampleSite, '/precios')).toBe('/precios');
    expect(pagePathIn(sampleSite, '/no-existe/lucia@example.com')).toBeNull();
  });
});
