// @estefania/shared/ui — the UI kit every app renders with: theme, primitives and blocks (emotion), the one
// toaster, page meta, the footer's cookie-preferences button (its attribute and its opener), the
// site config hook, the composed site and its menus, the page's location and the islands.
export * from './theme';
export * from './primitives';
export * from './blocks';
export * from './SiteToaster';
export * from './PageMeta';
export * from './cookiePreferences';
export * from './siteConfig';
export * from './idle';
export * from './siteRoutes';
export * from './pageLocation';
export * from './islands';
