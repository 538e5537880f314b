import {
  consumeMeasurements,
  MEASUREMENT_BATCH_MAX,
  MEASUREMENT_CONTRACT_VERSION,
  type MeasurementBatch,
  type MeasurementEvent,
} from '@estefania/shared';
import type { AnalyticsConsent } from './analyticsConsent';
import type { VisitStore } from './visit';

/** Sends one request body; never throws, never waits, tells nobody whether it arrived. */
export type Transport = (url: string, body: string) => void;

/**
 * sendBeacon: the browser delivers it even while the page is being left, and it never delays a
 * navigation or a form. text/plain keeps it a simple cross-origin request (no preflight); the
 * service reads the JSON inside. If the beacon is refused (queue full, no API), a keepalive fetch
 * takes its place. Failures are dropped silently: measurement is never worth an error.
 */
export const beaconTransport: Transport = (url, body) => {
  try {
    const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  } catch {
    // fall through to fetch
  }
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
};

export interface ConsentSource {
  getState(): { state: AnalyticsConsent };
  subscribe(listener: (value: { state: AnalyticsConsent }) => void): () => void;
}

export interface SenderOptions {
  endpoint: string;
  consent: ConsentSource;
  visits: VisitStore;
  transport?: Transport;
  /** Events are gathered this long before a request goes out (the page being left sends at once). */
  flushDelayMs?: number;
  /** Events kept in memory while the visitor has not answered the banner yet. */
  maxWaiting?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  };
}

/**
 * Takes every measured event and, only while the visitor consents to analytics, sends them in
 * batches. Until the visitor answers, events wait in memory (nothing is sent or stored); a "no"
 * drops them, and withdrawing consent stops sending at once and removes the visit id.
 */
export function startMeasurementSender(options: SenderOptions): () => void {
  const { endpoint, consent, visits } = options;
  const transport = options.transport ?? beaconTransport;
  const flushDelayMs = options.flushDelayMs ?? 2_000;
  const maxWaiting = options.maxWaiting ?? 50;
  const target = options.target ?? window;
  let queue: MeasurementEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const flush = () => {
    cancelTimer();
    if (consent.getState().state !== 'granted') return;
    while (queue.length > 0) {
      const events = queue.splice(0, MEASUREMENT_BATCH_MAX);
      const { id, first } = visits.reserve(events.length);
      const batch: MeasurementBatch = {
        v: MEASUREMENT_CONTRACT_VERSION,
        visit: id,
        events: events.map((event, index) => ({ ...event, seq: first + index })),
      };
      transport(endpoint, JSON.stringify(batch));
    }
  };

  const schedule = () => {
    if (queue.length >= MEASUREMENT_BATCH_MAX || target.document.visibilityState === 'hidden') flush();
    else timer ??= setTimeout(flush, flushDelayMs);
  };

  const onEvent = (event: MeasurementEvent) => {
    const { state } = consent.getState();
    if (state === 'denied') return;
    if (state === 'pending') {
      if (queue.length < maxWaiting) queue.push(event);
      return;
    }
    queue.push(event);
    schedule();
  };

  const onConsent = ({ state }: { state: AnalyticsConsent }) => {
    if (state === 'granted') {
      if (queue.length > 0) schedule();
      return;
    }
    if (state === 'denied') {
      cancelTimer();
      queue = [];
      visits.forget();
    }
  };

  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };

  const stopConsuming = consumeMeasurements(onEvent);
  const stopConsent = consent.subscribe(onConsent);
  onConsent(consent.getState());
  target.addEventListener('pagehide', flush);
  target.document.addEventListener('visibilitychange', onHidden);
  return () => {
    cancelTimer();
    stopConsuming();
    stopConsent();
    target.removeEventListener('pagehide', flush);
    target.document.removeEventListener('visibilitychange', onHidden);
  };
}
