// What search and answer engines read about a page, as data: the tags of its <head>, its canonical
// URL and preview image. Everything is derived from the route table and the site config; the
// structured data is in structuredData.ts. React-free: the shell server reads it too.
import { canonicalUrl, SITE_LOCALE, SITE_NAME } from './siteIdentity';
import { sectionOf, type PageRoute, type SiteSection } from './siteRoutes';

export { canonicalUrl, LOGO_PATH, SITE_LANGUAGE, SITE_NAME } from './siteIdentity';

/** Size of every link-preview image (the one Facebook, LinkedIn, X and WhatsApp all crop well). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Public path of a section's link-preview image (generated at build by the shell). */
export function ogImagePath(section: SiteSection): string {
  return `/og/${section}.png`;
}

export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export interface HeadInput {
  siteUrl: string;
  pathname: string;
  title: string;
  description: string;
  /** `article` for the blog article; `book` for the book; otherwise a website page. */
  type?: 'website' | 'article' | 'book';
  /** The page's route in the composed site, or null where no remote publishes the path (a 404). */
  route: Pick<PageRoute, 'indexable' | 'section'> | null;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Whether search engines may index the page: only known, indexable routes. */
  indexable: boolean;
  /** `<meta property=…>` (Open Graph) in order. */
  openGraph: readonly (readonly [string, string])[];
  /** `<meta name=…>` (Twitter card) in order. */
  twitter: readonly (readonly [string, string])[];
  /** `<link rel="alternate" hreflang=…>`. */
  alternates: readonly (readonly [string, string])[];
}

/**
 * The whole head of a page. Indexability and the preview image come from the page's route as its
 * remote publishes it: a path no remote owns, an unknown parameter (an industry that does not
 * exist) or a route marked not indexable gets `noindex`.
 */
export function pageHead({ siteUrl, pathname, title, description, type = 'website', route }: HeadInput): PageHead {
  const indexable = route !== null && route.indexable;
  const section: SiteSection = sectionOf(route);
  const canonical = canonicalUrl(siteUrl, pathname);
  const fullTitle = pageTitle(title);
  const image = `${siteUrl}${ogImagePath(section)}`;
  return {
    title: fullTitle,
    description,
    canonical,
    indexable,
    openGraph: [
      ['og:type', type],
      ['og:site_name', SITE_NAME],
      ['og:locale', SITE_LOCALE],
      ['og:title', fullTitle],
      ['og:description', description],
      ['og:url', canonical],
      ['og:image', image],
      ['og:image:width', String(OG_IMAGE_SIZE.width)],
      ['og:image:height', String(OG_IMAGE_SIZE.height)],
      ['og:image:alt', fullTitle],
    ],
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', fullTitle],
      ['twitter:description', description],
      ['twitter:image', image],
      ['twitter:image:alt', fullTitle],
    ],
    alternates: [
      ['es-ES', canonical],
      ['x-default', canonical],
    ],
  };
}
