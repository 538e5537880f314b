import { afterEach, describe, expect, it } from 'vitest';
import { consumeMeasurements, measurementChannel, NOT_FOUND_PATH, type MeasurementEvent } from '@estefania/shared';
import { sampleSite } from '@estefania/shared/testing/site';
import { measurePageViews, type ObservableRouter } from './pageViews';

type View = ObservableRouter['state'];

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: View) => void>();
  const router: ObservableRouter & { go(pathname: string, state?: string): void } = {
    state: { location: { pathname }, navigation: { state: 'idle' } },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next, state = 'idle') {
      router.state = { location: { pathname: next }, navigation: { state } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

function collect() {
  const events: MeasurementEvent[] = [];
  const stop = consumeMeasurements((event) => events.push(event));
  return { events, stop };
}

afterEach(() => measurementChannel.setState({ pending: [] }));

describe('page views', () => {
  it('records the landing page with the referring site, then each new path without one', () => {
    Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://www.google.es/search?q=recepcionista' });
    const { events, stop } = collect();
    const router = fakeRouter('/precios');
    const unsubscribe = measurePageViews(router, sampleSite);
    router.go('/precios'); // same path again (query or hash change): not a new view
    router.go('/industrias/dentistas', 'loading'); // still loading: not yet
    router.go('/industrias/dentistas');
    router.go('/industrias/lucia-martin');
    expect(events).toEqual([
      { type: 'page_view', path: '/precios', referrerHost: 'www.google.es', viewport: 'desktop' },
      { type: 'page_view', path: '/industrias/dentistas', referrerHost: null, viewport: 'desktop' },
      { type: 'page_view', path: NOT_FOUND_PATH, referrerHost: null, viewport: 'desktop' },
    ]);
    unsubscribe();
    stop();
  });
});
