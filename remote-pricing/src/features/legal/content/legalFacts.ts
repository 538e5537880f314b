// Facts the legal texts share (spec §4–§6, §9), written once.
export const legalFacts = {
  dataLocation: 'servidores ubicados en la Unión Europea',
  deletionDays: 30,
  breachNoticeHours: 24,
  dataSubjectHelpHours: 72,
  liabilityMonths: 12,
  minimumAge: 18,
  privacyUpdated: '9 de agosto de 2025',
  termsUpdated: '22 de agosto de 2025',
} as const;
