// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, resolveSiteConfig } from '@estefania/shared/config';
import { extras, formatEuros, minutePacks, plans } from '@estefania/shared/catalogue';
import { industries, routeTable, routeUrls } from '@estefania/shared/routes';
import { llmsTxt, robotsTxt, sitemapXml } from './seoFiles';

const config = resolveSiteConfig({ siteUrl: 'https://www.estefania.es' }).config;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('sitemap.xml', () => {
  it('lists exactly the indexable URLs of the route table: 16 pages and the 32 industries', () => {
    const xml = sitemapXml(config);
    const expected = routeTable
      .filter((route) => route.indexable)
      .flatMap((route) => routeUrls(route))
      .map((path) => `https://www.estefania.es${path}`);
    expect(locs(xml)).toEqual(expected);
    expect(locs(xml)).toHaveLength(16 + 32);
    expect(xml).not.toMatch(/gracias|onboarding\/success/);
  });

  it('is well-formed sitemaps.org XML with a date for each URL', () => {
    const xml = sitemapXml(config);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(48);
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(48);
    expect(xml).toContain(
      '<loc>https://www.estefania.es/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes</loc>\n    <lastmod>2025-09-12</lastmod>',
    );
  });
});

describe('robots.txt', () => {
  it('lets every crawler in and points to the sitemap on the configured origin', () => {
    expect(robotsTxt(config)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.estefania.es/sitemap.xml\n');
  });
});

describe('llms.txt', () => {
  const text = llmsTxt(config);

  it('is Markdown with a title, a summary quote and sections', () => {
    expect(text).toMatch(/^# EstefanIA\n\n> Recepcionista telefónica con inteligencia artificial/);
    expect(text).toContain('## Precios (IVA no incluido)');
    expect(text).toContain('## Páginas principales');
  });

  it('states every price from the catalogue', () => {
    for (const plan of plans) {
      if (plan.monthlyPriceCents !== null)
        expect(text).toContain(`Plan ${plan.name}: ${formatEuros(plan.monthlyPriceCents)} al mes`);
      else expect(text).toContain(`Plan ${plan.name}: precio a medida`);
    }
    for (const pack of minutePacks) expect(text).toContain(`Pack de ${pack.minutes} minutos: ${formatEuros(pack.priceCents)}`);
    expect(text).toContain(`Prueba gratuita: ${extras.trialMinutes} minutos`);
  });

  it('links the key pages and every industry with absolute URLs', () => {
    expect(text).toContain('[Precios](https://www.estefania.es/precios)');
    expect(text).toContain('[Recepcionista IA](https://www.estefania.es/soluciones/recepcionista-ia)');
    for (const industry of industries)
      expect(text).toContain(`[${industry.name}](https://www.estefania.es/industrias/${industry.slug})`);
    expect(text).not.toMatch(/\]\(\//);
  });

  it('gives the contact and the company from the config', () => {
    expect(llmsTxt(defaultSiteConfig)).toContain(`- Correo: ${defaultSiteConfig.supportEmail}`);
    expect(text).toContain('EstefanIA Soluciones de Voz, S.L.');
  });
});
