// The site's name, language and logo as search engines read them, and the one URL of a page: what the
// head (seo.ts) and the structured data (structuredData.ts) both say. Apart from both so that the
// structured data, which each app bundles itself, brings no route table or store with it.

export const SITE_NAME = 'EstefanIA';
export const SITE_LOCALE = 'es_ES';
export const SITE_LANGUAGE = 'es-ES';

/** The logo search engines show for the organisation (square, generated with the previews). */
export const LOGO_PATH = '/og/logo.png';

/** The one URL of a page: the configured origin, the path without query or trailing slash. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return `${siteUrl}${path}`;
}
