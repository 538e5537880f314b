// /sitemap.xml, /robots.txt and /llms.txt, written from the route table, the catalogue and the site
// config of the running manifest: a new industry or a new price shows up without editing them.
import { extras, formatEuros, minutePacks, plans } from '@estefania/shared/catalogue';
import { formatPhone, type SiteConfig } from '@estefania/shared/config';
import { canonicalUrl, sitemapEntries, SITE_NAME } from '@estefania/shared/contract';
import { industries, navigation, paths, routes } from '@estefania/shared/routes';
import { siteContent } from '../content/site';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every indexable URL (pages and industries) with its last change, per sitemaps.org 0.9. */
export function sitemapXml(config: Pick<SiteConfig, 'siteUrl'>): string {
  const urls = sitemapEntries().map(
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

const link = (config: Pick<SiteConfig, 'siteUrl'>, label: string, path: string) =>
  `[${label}](${canonicalUrl(config.siteUrl, path)})`;

/** A concise Markdown summary for AI crawlers (https://llmstxt.org): what, for whom, prices, key pages. */
export function llmsTxt(config: SiteConfig): string {
  const c = siteContent.llms;
  const monthly = plans.map((plan) =>
    plan.monthlyPriceCents === null
      ? `- Plan ${plan.name}: precio a medida. ${plan.description}`
      : `- Plan ${plan.name}: ${formatEuros(plan.monthlyPriceCents)} al mes, ${plan.callsLabel.toLowerCase()}. ${plan.description}`,
  );
  const packs = minutePacks.map(
    (pack) => `- Pack de ${pack.minutes} minutos: ${formatEuros(pack.priceCents)}, pago único, los minutos no caducan.`,
  );
  const pages = c.pages.map((page) => {
    const route: { label?: string; path: string } = routes[page.route];
    const label = ('label' in page ? page.label : undefined) ?? route.label ?? route.path;
    return `- ${link(config, label, route.path)}: ${page.text}`;
  });
  const sectors = industries.map((industry) => link(config, industry.name, paths.industry(industry.slug))).join(', ');
  const legal = navigation.legal.map((item) => `- ${link(config, item.label, item.to)}`);
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
    `- Todos los detalles: ${link(config, routes.pricing.label, paths.pricing)}`,
    '',
    `## ${c.pagesTitle}`,
    '',
    ...pages,
    '',
    `## ${c.industriesTitle}`,
    '',
    sectors,
    '',
    `## ${c.contactTitle}`,
    '',
    `- Teléfono: +34 ${formatPhone(config.phone)}`,
    `- Correo: ${config.supportEmail}`,
    `- ${SITE_NAME} es una marca de ${config.company.legalName} (CIF ${config.company.taxId}), ${config.company.streetAddress}, ${config.company.postalCode} ${config.company.locality}.`,
    '',
    `## ${c.legalTitle}`,
    '',
    ...legal,
    '',
  ].join('\n');
}
