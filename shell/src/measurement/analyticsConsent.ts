import { createStore } from 'zustand/vanilla';

/** The visitor's answer for the banner's analytics category: unknown until the consent manager has read it. */
export type AnalyticsConsent = 'pending' | 'granted' | 'denied';

/** Fed by the consent manager (consent/cookieConsent.ts), read by the measurement sender. */
export const analyticsConsent = createStore<{ state: AnalyticsConsent }>(() => ({ state: 'pending' }));

export function setAnalyticsConsent(granted: boolean): void {
  analyticsConsent.setState({ state: granted ? 'granted' : 'denied' });
}
