/** The visitor's answer for the banner's analytics category: unknown until the consent manager has read it. */
export type AnalyticsConsent = 'pending' | 'granted' | 'denied';

type Listener = (value: { state: AnalyticsConsent }) => void;

let current: { state: AnalyticsConsent } = { state: 'pending' };
const listeners = new Set<Listener>();

/**
 * Fed by the consent manager (consent/cookieConsent.ts), read by the measurement sender and by the
 * page script (which loads measurement only once the visitor says yes). Dependency-free on purpose:
 * the page script holds it before any library has loaded.
 */
export const analyticsConsent = {
  getState: () => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function setAnalyticsConsent(granted: boolean): void {
  current = { state: granted ? 'granted' : 'denied' };
  for (const listener of [...listeners]) listener(current);
}
