import { describe, expect, it, vi } from 'vitest';
import {
  consumeMeasurements,
  measure,
  measuredPath,
  measurementChannel,
  measurementEventSchemas,
  MEASUREMENT_BATCH_MAX,
  MEASUREMENT_PENDING_MAX,
  NOT_FOUND_PATH,
  parseMeasurementBatch,
  referrerHost,
  viewportClass,
  type MeasurementEvent,
} from './measurement';
import { resolvePath } from './siteRoutes';
import { sampleSite } from '../tooling/testing/sampleSite';

const visit = '4f8e2a9c-1b7d-4c3e-9a6f-2d5b8c1e7f30';

function batch(events: unknown[], extra: Record<string, unknown> = {}) {
  return { v: 1, visit, events, ...extra };
}

describe('what a page view records', () => {
  it('keeps the URL of a known page, and nothing typed for any other', () => {
    const measured = (path: string) => measuredPath(resolvePath(sampleSite, path).kind === 'page' ? { path } : null);
    expect(measured('/')).toBe('/');
    expect(measured('/industrias/dentistas')).toBe('/industrias/dentistas');
    expect(measured('/industrias/lucia-martin')).toBe(NOT_FOUND_PATH);
    expect(measured('/lucia@laespiga.es')).toBe(NOT_FOUND_PATH);
    // Even a page the shell thinks it knows is recorded only in the shape a site path has.
    expect(measuredPath({ path: '/Lucia@x.es' })).toBe(NOT_FOUND_PATH);
  });

  it('classes the window width coarsely', () => {
    expect([320, 639, 640, 1023, 1024, 2560].map(viewportClass)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('keeps only the host of a page on another site', () => {
    const own = 'https://estefania.es';
    expect(referrerHost('https://www.Google.es/search?q=lucia+martin', own)).toBe('www.google.es');
    expect(referrerHost('http://localhost:8787/checkout/prod_pyme?prefilled_email=a%40b.es', own)).toBe('localhost:8787');
    expect(referrerHost('https://estefania.es/precios', own)).toBeNull();
    expect(referrerHost('', own)).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', own)).toBeNull();
  });
});

describe('parsing a batch (the automation service)', () => {
  it('accepts every event type of the contract, in order, with its number', () => {
    const events = [
      { type: 'page_view', seq: 0, path: '/precios', referrerHost: 'www.google.es', viewport: 'mobile' },
      { type: 'onboarding_started', seq: 1, plan: 'pyme' },
      { type: 'onboarding_step1_saved', seq: 2, plan: 'pyme' },
      { type: 'demo_failed', seq: 3, plan: 'pyme', reason: 'network' },
      { type: 'demo_ready', seq: 4, plan: 'pyme' },
      { type: 'demo_played', seq: 5, plan: 'pyme', clip: 'greeting', secondsHeard: 6.4 },
      { type: 'contact_submitted', seq: 6, plan: null },
      { type: 'account_failed', seq: 7, plan: 'pyme', reason: 'rejected' },
      { type: 'account_created', seq: 8, plan: 'pyme' },
    ];
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(Object.keys(measurementEventSchemas)));
    const parsed = parseMeasurementBatch(batch(events));
    expect(parsed).toEqual({ ok: true, visit, version: 1, events, ignored: 0 });
  });

  it('drops fields it does not know, so nothing else can be stored (e-mail, name, phone, website)', () => {
    const parsed = parseMeasurementBatch(
      batch([
        { type: 'onboarding_step1_saved', seq: 0, plan: 'pyme', email: 'lucia@laespiga.es', website: 'laespiga.es' },
        { type: 'page_view', seq: 1, path: '/', referrerHost: null, viewport: 'desktop', name: 'Lucía', phone: '612345678' },
      ]),
    );
    expect(parsed.ok && parsed.events).toEqual([
      { type: 'onboarding_step1_saved', seq: 0, plan: 'pyme' },
      { type: 'page_view', seq: 1, path: '/', referrerHost: null, viewport: 'desktop' },
    ]);
  });

  it('ignores event types a newer site knows and this build does not', () => {
    const parsed = parseMeasurementBatch(
      batch([
        { type: 'pricing_calculator_used', seq: 0, calls: 60 },
        { type: 'demo_ready', seq: 1, plan: 'empresa' },
      ]),
    );
    expect(parsed).toMatchObject({ ok: true, ignored: 1, events: [{ type: 'demo_ready', seq: 1 }] });
  });

  it.each([
    [
      'a path that cannot be a page of the site (an e-mail)',
      { type: 'page_view', seq: 0, path: '/lucia@laespiga.es', referrerHost: null, viewport: 'mobile' },
    ],
    [
      'a path that cannot be a page of the site (capitals, a query)',
      { type: 'page_view', seq: 0, path: '/Lucia-Martin?tel=612345678', referrerHost: null, viewport: 'mobile' },
    ],
    [
      'a referrer that is a whole URL',
      { type: 'page_view', seq: 0, path: '/', referrerHost: 'https://x.es/?q=a', viewport: 'mobile' },
    ],
    ['an unknown viewport class', { type: 'page_view', seq: 0, path: '/', referrerHost: null, viewport: '1920x1080' }],
    ['an unknown plan', { type: 'demo_ready', seq: 0, plan: 'enterprise' }],
    ['a missing plan', { type: 'demo_ready', seq: 0 }],
    ['an unknown clip', { type: 'demo_played', seq: 0, plan: 'pyme', clip: 'intro', secondsHeard: 3 }],
    ['negative seconds', { type: 'demo_played', seq: 0, plan: 'pyme', clip: 'greeting', secondsHeard: -1 }],
    ['a free-text failure reason', { type: 'demo_failed', seq: 0, plan: 'pyme', reason: 'HTTP 500: lucia@x.es' }],
    ['a fractional number', { type: 'demo_ready', seq: 1.5, plan: 'pyme' }],
  ])('refuses the whole batch for %s', (_case, event) => {
    const parsed = parseMeasurementBatch(batch([{ type: 'onboarding_started', seq: 9, plan: 'pyme' }, event]));
    expect(parsed.ok).toBe(false);
  });

  it('refuses a bad envelope: no visit id, no events, too many events', () => {
    const one = { type: 'demo_ready', seq: 0, plan: 'pyme' };
    expect(parseMeasurementBatch(batch([one], { visit: 'lucia' })).ok).toBe(false);
    expect(parseMeasurementBatch(batch([])).ok).toBe(false);
    expect(parseMeasurementBatch(batch(Array.from({ length: MEASUREMENT_BATCH_MAX + 1 }, () => one))).ok).toBe(false);
    expect(parseMeasurementBatch({ visit, events: [one] }).ok).toBe(false);
    expect(parseMeasurementBatch('[]').ok).toBe(false);
  });

  it('says where a batch is wrong', () => {
    const parsed = parseMeasurementBatch(
      batch([
        { type: 'demo_ready', seq: 0, plan: 'pyme' },
        { type: 'demo_ready', seq: 1, plan: 'x' },
      ]),
    );
    expect(!parsed.ok && parsed.issues[0]?.path).toBe('events.1.plan');
  });
});

describe('the measurement channel (remotes measure, the shell sends)', () => {
  it('delivers events measured before the consumer started, then later ones, each once', () => {
    measure({ type: 'onboarding_started', plan: 'pyme' });
    const handler = vi.fn();
    const stop = consumeMeasurements(handler);
    measure({ type: 'demo_ready', plan: 'pyme' });
    expect(handler.mock.calls.map((call: unknown[]) => (call[0] as MeasurementEvent).type)).toEqual([
      'onboarding_started',
      'demo_ready',
    ]);
    stop();
    measure({ type: 'demo_ready', plan: null });
    expect(handler).toHaveBeenCalledTimes(2);
    measurementChannel.setState({ pending: [] });
  });

  it('keeps a bounded number of events while nobody consumes them', () => {
    for (let index = 0; index < MEASUREMENT_PENDING_MAX + 20; index += 1) measure({ type: 'demo_ready', plan: null });
    expect(measurementChannel.getState().pending).toHaveLength(MEASUREMENT_PENDING_MAX);
    measurementChannel.setState({ pending: [] });
  });
});
