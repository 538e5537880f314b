// Everything the site stores in the visitor's browser, listed once: the consent manager and the
// onboarding draft use these names, and the cookie policy lists exactly these.

/** The consent manager's cookie, where the visitor's choice is remembered. */
export const consentCookie = { name: 'cc_cookie', days: 182 } as const;

/** Browser storage key of the onboarding draft (spec §3). */
export const ONBOARDING_DRAFT_KEY = 'onboarding-data';

/**
 * sessionStorage key of the measurement visit: a random id and a counter, written only with consent
 * to analytics, gone when the tab closes and removed at once when that consent is withdrawn.
 */
export const MEASUREMENT_VISIT_KEY = 'estefania-visita';

/** How long the automation service keeps events; its retention job deletes older ones. */
export const MEASUREMENT_RETENTION_MONTHS = 13;

export const storedItems = {
  consentCookie,
  onboardingDraft: { name: ONBOARDING_DRAFT_KEY },
  measurementVisit: { name: MEASUREMENT_VISIT_KEY },
} as const;
