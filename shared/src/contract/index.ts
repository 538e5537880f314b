// @estefania/shared — the contract between the apps: routes, site config, catalogue, events,
// the onboarding draft, webhook payloads and the HTTP helpers. No React: Node reads it too.
export * from './routes';
export * from './config';
export * from './catalogue';
export * from './events';
export * from './webhooks';
export * from './onboardingDraft';
export * from './storage';
export * from './http';
export * from './planLinks';
