// @estefania/shared/contract — the whole contract: routes, site config, catalogue, events, the
// onboarding draft and what the browser stores, with the schemas that check them. No React: Node reads
// it (the browser apps get the part without schemas, contract/browser.ts, through `@estefania/shared`,
// with the UI kit). The webhook payload
// schemas (`@estefania/shared/webhooks`) and the HTTP helpers (`@estefania/shared/http`) are
// contract too, in their own entry points: only the pages that call a webhook load them.
export * from './routes';
export * from './siteRoutes';
export * from './routeManifest';
export * from './config';
export * from './catalogue';
export * from './claims';
export * from './events';
export * from './measurement';
export * from './onboardingDraft';
export * from './storage';
export * from './planLinks';
export * from './seo';
export * from './structuredData';
