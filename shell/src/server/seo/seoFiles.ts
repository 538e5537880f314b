// /sitemap.xml, /robots.txt and /llms.txt, written from the site as the remotes publish it (their
// route manifests, composed at runtime), the catalogue and the site config of the running
// manifest: a new page, industry or price shows up without editing or rebuilding the shell.
import { extras, formatEuros, minutePacks, plans } from '@estefania/shared/catalogue';
import { formatPhone, type SiteConfig } from '@estefania/shared/config';
import {
  canonicalUrl,
  paths,
  routeUrls,
  siteMenus,
  sitemapEntries,
  SITE_NAME,
  type ComposedSite,
} from '@estefania/shared/contract';
import { siteContent } from '../../content/site';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every indexable URL (pages and the values behind their parameters) with its last change, per sitemaps.org 0.9. */
export function sitemapXml(config: Pick<SiteConfig, 'siteUrl'>, site: ComposedSite): string {
  const urls = sitemapEntries(site).map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(canonicalUrl(config.siteUrl, entry.path))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Every crawler, answer engines included, may read the whole site; pages that must not be indexed
 * say so themselves (`noindex`), which a crawler can only read if it is allowed to fetch them.
 */
export function robotsTxt(config: Pick<SiteConfig, 'siteUrl'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`;
}

/** Markdown link text: the brackets that would end it early are escaped. */
const link = (config: Pick<SiteConfig, 'siteUrl'>, label: string, path: string) =>
  `[${label.replace(/[[\]\\]/g, '\\$&')}](${canonicalUrl(config.siteUrl, path)})`;

/** A concise Markdown summary for AI crawlers (https://llmstxt.org): what, for whom, prices, key pages. */
export function llmsTxt(config: SiteConfig, site: ComposedSite): string {
  const c = siteContent.llms;
  const monthly = plans.map((plan) =>
    plan.monthlyPriceCents === null
      ? `- Plan ${plan.name}: precio a medida. ${plan.description}`
      : `- Plan ${plan.name}: ${formatEuros(plan.monthlyPriceCents)} al mes, ${plan.callsLabel.toLowerCase()}. ${plan.description}`,
  );
  const packs = minutePacks.map(
    (pack) => `- Pack de ${pack.minutes} minutos: ${formatEuros(pack.priceCents)}, pago único, los minutos no caducan.`,
  );
  // Key pages: the ones whose remote says what they answer (a page with parameters, once per value).
  const pages = site.routes.flatMap((route) =>
    route.summary ? routeUrls(route).map((path) => `- ${link(config, route.label ?? path, path)}: ${route.summary}`) : [],
  );
  const sectors = (site.nav[siteMenus.industries] ?? []).map((item) => link(config, item.label, item.to)).join(', ');
  const legal = (site.nav[siteMenus.legal] ?? []).map((item) => `- ${link(config, item.label, item.to)}`);
  const pricing = site.routes.find((route) => route.path === paths.pricing);
  return [
    `# ${c.title}`,
    '',
    `> ${c.summary}`,
    '',
    `## ${c.audienceTitle}`,
    '',
    ...c.audience.map((line) => `- ${line}`),
    '',
    `## ${c.howTitle}`,
    '',
    c.how,
    '',
    `## ${c.pricesTitle}`,
    '',
    `- Prueba gratuita: ${extras.trialMinutes} minutos de llamadas, sin tarjeta.`,
    ...monthly,
    ...packs,
    `- Llamada adicional: ${formatEuros(extras.extraCallCents)}.`,
    `- Pago anual: ${extras.annualFreeMonths} meses gratis.`,
    ...(pricing ? [`- Todos los detalles: ${link(config, pricing.label ?? pricing.path, pricing.path)}`] : []),
    '',
    `## ${c.pagesTitle}`,
    '',
    ...pages,
    ...(sectors ? ['', `## ${c.industriesTitle}`, '', sectors] : []),
    '',
    `## ${c.contactTitle}`,
    '',
    `- Teléfono: +34 ${formatPhone(config.phone)}`,
    `- Correo: ${config.supportEmail}`,
    `- ${SITE_NAME} es una marca de ${config.company.legalName} (CIF ${config.company.taxId}), ${config.company.streetAddress}, ${config.company.postalCode} ${config.company.locality}.`,
    '',
    ...(legal.length > 0 ? [`## ${c.legalTitle}`, '', ...legal, ''] : []),
  ].join('\n');
}
