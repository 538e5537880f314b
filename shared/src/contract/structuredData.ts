// The structured data of the pages (schema.org as JSON-LD) and the escaping of JSON inside a <script>.
// Apart from the head (seo.ts) so that the browser's singleton does not carry it (#31): only pages render
// it (on the server, and in the browser's client app), never an island, so each app bundles what its pages
// use (`@estefania/shared/structured-data`). React-free, and it imports no store or route table
// (siteIdentity.ts, phone.ts): a copy per app is 0.9 KB and holds no state.
import type { SiteConfig } from './configBase';
import { formatPhone } from './phone';
import { canonicalUrl, LOGO_PATH, SITE_LANGUAGE, SITE_NAME } from './siteIdentity';

/**
 * JSON for an inline `<script>`: `<`, `>` and `&` escaped (no text in the data can close the element or
 * open a comment), and the two line separators that older parsers treat as line breaks.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const schemaContext = 'https://schema.org';

/** The organisation behind the site: name, legal name, logo, contact, address and profiles. */
export function organizationJsonLd(config: SiteConfig) {
  const { company } = config;
  const sameAs = Object.values(config.social).filter((url): url is string => typeof url === 'string');
  return {
    '@context': schemaContext,
    '@type': 'Organization',
    '@id': `${config.siteUrl}/#organizacion`,
    name: SITE_NAME,
    legalName: company.legalName,
    taxID: company.taxId,
    url: `${config.siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${config.siteUrl}${LOGO_PATH}`, width: 512, height: 512 },
    email: config.supportEmail,
    telephone: `+34 ${formatPhone(config.phone)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.streetAddress,
      postalCode: company.postalCode,
      addressLocality: company.locality,
      addressCountry: 'ES',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: `+34 ${formatPhone(config.phone)}`,
        email: config.supportEmail,
        areaServed: 'ES',
        availableLanguage: ['es'],
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The site itself, published by the organisation. */
export function websiteJsonLd(config: SiteConfig, description: string) {
  return {
    '@context': schemaContext,
    '@type': 'WebSite',
    '@id': `${config.siteUrl}/#sitio`,
    name: SITE_NAME,
    url: `${config.siteUrl}/`,
    description,
    inLanguage: SITE_LANGUAGE,
    publisher: { '@id': `${config.siteUrl}/#organizacion` },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList with absolute URLs (search engines ignore relative ones). */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  return {
    '@context': schemaContext,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  };
}

/** schema.org FAQPage from questions and their plain-text answers. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': schemaContext,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Prices in structured data: "59.00", a dot and two decimals, in EUR. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}
