// @estefania/shared/structured-data — the pages' structured data (schema.org as JSON-LD): the builders
// and the JsonLd element. Not part of the browser's singleton (`@estefania/shared`, #31): only pages
// render it (on the server, and in the browser's client app), never an island; each app bundles what its
// pages use of it. Pure: it reads no store, so a copy per app is the same as one.
export * from '../contract/structuredData';
export * from './JsonLd';
