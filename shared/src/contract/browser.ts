// What of the contract the browser's pages get through `@estefania/shared` (#31): everything that holds
// state or renders (the stores, the composed site's rules, the catalogue, the plan links), and no
// validation library — the schemas that check what comes from outside (a deployment's config, a
// remote's route manifest, a measurement batch, the onboarding draft, the webhooks) are in their own
// entry points and load only where they are used: the server, the automation service, the onboarding.
// Nor the pages' structured data, which no island renders: `@estefania/shared/structured-data`.
export * from './routes';
export * from './siteRoutes';
export * from './configBase';
export * from './catalogue';
export * from './claims';
export * from './events';
export * from './measurementBase';
export * from './measurementChannel';
export type * from './measurementSchema';
export * from './storage';
export * from './planLinks';
export * from './seo';
