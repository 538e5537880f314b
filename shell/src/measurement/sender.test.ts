import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  MEASUREMENT_BATCH_MAX,
  MEASUREMENT_VISIT_KEY,
  measure,
  measurementChannel,
  type MeasurementBatch,
} from '@estefania/shared';
import { parseMeasurementBatch } from '@estefania/shared/measurement';
import type { AnalyticsConsent } from './analyticsConsent';
import { startMeasurementSender } from './sender';
import { VisitStore } from './visit';

const ENDPOINT = 'http://localhost:8787/events';

function setup(initial: AnalyticsConsent = 'pending') {
  const consent = createStore<{ state: AnalyticsConsent }>(() => ({ state: initial }));
  const sent: MeasurementBatch[] = [];
  const transport = vi.fn((url: string, body: string) => {
    expect(url).toBe(ENDPOINT);
    sent.push(JSON.parse(body) as MeasurementBatch);
  });
  const stop = startMeasurementSender({
    endpoint: ENDPOINT,
    consent,
    visits: new VisitStore(() => window.sessionStorage),
    transport,
    flushDelayMs: 2_000,
  });
  const types = () => sent.flatMap((batch) => batch.events.map((event) => event.type));
  return { consent, sent, transport, stop, types };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  measurementChannel.setState({ pending: [] });
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('measurement sender', () => {
  it('sends nothing and stores nothing while the visitor has not answered, then sends what waited on "yes"', () => {
    const { consent, transport, sent, stop } = setup();
    measure({ type: 'page_view', path: '/', referrerHost: null, viewport: 'desktop' });
    measure({ type: 'onboarding_started', plan: 'pyme' });
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(transport).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);

    consent.setState({ state: 'granted' });
    vi.advanceTimersByTime(2_000);
    expect(sent).toHaveLength(1);
    const [batch] = sent;
    expect(batch?.v).toBe(1);
    expect(batch?.events.map((event) => [event.type, event.seq])).toEqual([
      ['page_view', 0],
      ['onboarding_started', 1],
    ]);
    // What the shell sends is exactly what the service accepts.
    expect(parseMeasurementBatch(batch).ok).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(MEASUREMENT_VISIT_KEY) ?? '{}')).toEqual({ id: batch?.visit, next: 2 });
    stop();
  });

  it('drops everything on "no": nothing waits, nothing is sent later', () => {
    const { consent, transport, stop } = setup();
    measure({ type: 'onboarding_started', plan: 'pyme' });
    consent.setState({ state: 'denied' });
    measure({ type: 'demo_ready', plan: 'pyme' });
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(60_000);
    expect(transport).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
    stop();
  });

  it('gathers events into one request, and a full batch goes at once', () => {
    const { sent, stop } = setup('granted');
    measure({ type: 'onboarding_started', plan: null });
    measure({ type: 'onboarding_step1_saved', plan: null });
    vi.advanceTimersByTime(1_999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    for (let index = 0; index < MEASUREMENT_BATCH_MAX; index += 1) measure({ type: 'demo_ready', plan: 'pyme' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.events).toHaveLength(MEASUREMENT_BATCH_MAX);
    expect(sent[1]?.events[0]?.seq).toBe(2);
    stop();
  });

  it('sends at once when the page is left or hidden, so the funnel survives the trip to the payment page', () => {
    const { sent, stop } = setup('granted');
    measure({ type: 'contact_submitted', plan: 'empresa' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((batch) => batch.events[0]?.type)).toEqual(['contact_submitted']);
    setVisibility('hidden');
    measure({ type: 'demo_played', plan: 'empresa', clip: 'message', secondsHeard: 4.2 });
    expect(sent).toHaveLength(2);
    stop();
  });

  it('keeps one visit and one counter across page loads of the tab', () => {
    const first = setup('granted');
    measure({ type: 'contact_submitted', plan: 'pyme' });
    window.dispatchEvent(new Event('pagehide'));
    first.stop();
    // The payment page sends the visitor back: a new page load in the same tab.
    const second = setup('granted');
    measure({ type: 'account_created', plan: 'pyme' });
    vi.advanceTimersByTime(2_000);
    expect(second.sent[0]?.visit).toBe(first.sent[0]?.visit);
    expect(second.sent[0]?.events[0]?.seq).toBe(1);
    second.stop();
  });

  it('stops at once when consent is withdrawn and removes the visit id', () => {
    const { consent, sent, stop } = setup('granted');
    measure({ type: 'onboarding_started', plan: 'pyme' });
    vi.advanceTimersByTime(2_000);
    expect(window.sessionStorage.getItem(MEASUREMENT_VISIT_KEY)).not.toBeNull();
    measure({ type: 'onboarding_step1_saved', plan: 'pyme' });
    consent.setState({ state: 'denied' });
    expect(window.sessionStorage.getItem(MEASUREMENT_VISIT_KEY)).toBeNull();
    measure({ type: 'demo_ready', plan: 'pyme' });
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(60_000);
    expect(sent.flatMap((batch) => batch.events.map((event) => event.type))).toEqual(['onboarding_started']);

    // Consenting again starts a new visit.
    consent.setState({ state: 'granted' });
    measure({ type: 'demo_ready', plan: 'pyme' });
    vi.advanceTimersByTime(2_000);
    expect(sent[1]?.visit).not.toBe(sent[0]?.visit);
    expect(sent[1]?.events[0]?.seq).toBe(0);
    stop();
  });

  it('keeps a bounded number of events while the visitor has not answered', () => {
    const { consent, types, stop } = setup();
    for (let index = 0; index < 80; index += 1) measure({ type: 'demo_ready', plan: null });
    consent.setState({ state: 'granted' });
    window.dispatchEvent(new Event('pagehide'));
    expect(types()).toHaveLength(50);
    stop();
  });

  it('forgets a visit left by an earlier page when the stored answer is "no"', () => {
    window.sessionStorage.setItem(MEASUREMENT_VISIT_KEY, JSON.stringify({ id: crypto.randomUUID(), next: 3 }));
    const { stop } = setup('denied');
    expect(window.sessionStorage.getItem(MEASUREMENT_VISIT_KEY)).toBeNull();
    stop();
  });
});

describe('visit store', () => {
  it('starts a new visit when the stored one is damaged', () => {
    window.sessionStorage.setItem(MEASUREMENT_VISIT_KEY, '{"id":"lucia","next":4}');
    const visits = new VisitStore(
      () => window.sessionStorage,
      () => '0b9d7c52-5a8e-4d2f-8c1a-3e6f9b2d4a71',
    );
    expect(visits.reserve(2)).toEqual({ id: '0b9d7c52-5a8e-4d2f-8c1a-3e6f9b2d4a71', first: 0 });
    expect(visits.reserve(1).first).toBe(2);
  });

  it('counts in memory when the browser refuses storage', () => {
    const visits = new VisitStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const first = visits.reserve(3);
    expect(visits.reserve(1)).toEqual({ id: first.id, first: 3 });
    expect(() => visits.forget()).not.toThrow();
  });
});
