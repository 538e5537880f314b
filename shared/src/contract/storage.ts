// Everything the site stores in the visitor's browser, listed once: the consent manager and the
// onboarding draft use these names, and the cookie policy lists exactly these.

/** The consent manager's cookie, where the visitor's choice is remembered. */
export const consentCookie = { name: 'cc_cookie', days: 182 } as const;

/** Browser storage key of the onboarding draft (spec §3). */
export const ONBOARDING_DRAFT_KEY = 'onboarding-data';

export const storedItems = {
  consentCookie,
  onboardingDraft: { name: ONBOARDING_DRAFT_KEY },
} as const;
