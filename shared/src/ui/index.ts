// @estefania/shared/ui — the UI kit every app renders with: theme, primitives and blocks (emotion), the one
// toaster, page meta and JSON-LD, the cookie-preferences hook of the footer and the site config hook.
export * from './theme';
export * from './primitives';
export * from './blocks';
export * from './SiteToaster';
export * from './PageMeta';
export * from './JsonLd';
export * from './cookiePreferences';
export * from './siteConfig';
export * from './idle';
export * from './siteRoutes';
export * from './pageLocation';
export * from './islands';
