// @estefania/shared/seo — what only a page's <head> needs: its tags (PageMeta), its structured data
// (JsonLd and the schema.org builders) and the names search engines read. Not part of the browser's
// singleton (`@estefania/shared`, #31): every island would load it and none uses it; each app bundles
// what its pages use of it, and PageMeta reads the site's stores through the root, so they stay one.
export * from '../contract/seo';
export * from './PageMeta';
export * from './JsonLd';
