// The product's headline figures (spec §1), each written once. Every page that states one builds its
// sentence from here, so a figure cannot say one thing on the home page and another on a deep page.

export const figures = {
  /** Self-service sign-up: from typing the web address to a receptionist created (the onboarding). */
  signupMinutes: 5,
  /** Ready to answer calls: signed up, trained with the business and calls forwarded (how it works). */
  readyMinutes: 10,
  missedCallsPercent: 0,
  averageResponseSeconds: 3,
  simultaneousCalls: { from: 1, to: 1000 },
  /** Against taking on staff to answer the phone. */
  savingVsStaffPercent: 80,
  timesBetterThanVoicemail: 10,
  timesCheaperThanAnsweringService: 10,
} as const;

/** The figures as the site words them, in lower case so they fit inside a sentence. */
export const claimPhrases = {
  signup: `en menos de ${figures.signupMinutes} minutos`,
  ready: `en menos de ${figures.readyMinutes} minutos`,
  missedCalls: `${figures.missedCallsPercent} % de llamadas perdidas`,
  responseTime: `respuesta media en menos de ${figures.averageResponseSeconds} segundos`,
  simultaneousCalls: `de ${figures.simultaneousCalls.from} a ${figures.simultaneousCalls.to} llamadas simultáneas`,
  savings: `hasta un ${figures.savingVsStaffPercent} % más barato que contratar personal`,
} as const;

/** A phrase at the start of a sentence: "hasta un…" → "Hasta un…". */
export function sentenceCase(phrase: string): string {
  return phrase.charAt(0).toLocaleUpperCase('es-ES') + phrase.slice(1);
}

export type HeadlineClaimKey = 'signup' | 'missedCalls' | 'responseTime' | 'simultaneousCalls' | 'savings';

/** The five service figures of spec §1, as the home page and the solutions show them side by side. */
export const headlineClaims: readonly { key: HeadlineClaimKey; text: string }[] = [
  { key: 'signup', text: `Alta ${claimPhrases.signup}` },
  { key: 'missedCalls', text: sentenceCase(claimPhrases.missedCalls) },
  { key: 'responseTime', text: sentenceCase(claimPhrases.responseTime) },
  { key: 'simultaneousCalls', text: sentenceCase(claimPhrases.simultaneousCalls) },
  { key: 'savings', text: sentenceCase(claimPhrases.savings) },
];
