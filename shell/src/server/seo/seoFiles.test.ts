// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, resolveSiteConfig } from '@estefania/shared/config';
import { extras, formatEuros, minutePacks, plans } from '@estefania/shared/catalogue';
import { sampleSite } from '@estefania/shared/testing/site';
import { llmsTxt, robotsTxt, sitemapXml } from './seoFiles';

const config = resolveSiteConfig({ siteUrl: 'https://www.estefania.es' }).config;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('sitemap.xml', () => {
  it('lists exactly the indexable URLs the remotes publish, parameters expanded', () => {
    const xml = sitemapXml(config, sampleSite);
    expect(locs(xml)).toEqual(
      [
        '/',
        '/soluciones',
        '/recursos/blog',
        '/soluciones/recepcionista-ia',
        '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
        '/industrias',
        '/industrias/dentistas',
        '/industrias/fontaneria',
        '/precios',
        '/privacy',
        '/legal',
      ].map((path) => `https://www.estefania.es${path}`),
    );
    expect(xml).not.toMatch(/gracias/);
  });

  it('lists nothing a remote has not published (no remote known: an empty set)', () => {
    expect(locs(sitemapXml(config, { routes: [], nav: {} }))).toEqual([]);
  });

  it('is well-formed sitemaps.org XML with a date for each URL', () => {
    const xml = sitemapXml(config, sampleSite);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(11);
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(11);
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
  const text = llmsTxt(config, sampleSite);

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

  it('links the pages whose remote says what they answer, every industry and the legal texts, with absolute URLs', () => {
    expect(text).toContain('- [Precios](https://www.estefania.es/precios): planes y packs');
    expect(text).toContain('- [Inicio](https://www.estefania.es/): qué es EstefanIA');
    expect(text).not.toContain('[Recepcionista IA]');
    expect(text).toContain(
      '[Dentistas](https://www.estefania.es/industrias/dentistas), [Fontanería](https://www.estefania.es/industrias/fontaneria)',
    );
    expect(text).toContain('- [Política de Privacidad](https://www.estefania.es/privacy)');
    expect(text).not.toMatch(/\]\(\//);
  });

  it('leaves out a section no remote publishes anything for', () => {
    const bare = llmsTxt(config, { routes: [], nav: {} });
    expect(bare).not.toContain('## Sectores');
    expect(bare).not.toContain('Todos los detalles');
    expect(bare).toContain('## Contacto');
  });

  it('gives the contact and the company from the config', () => {
    expect(llmsTxt(defaultSiteConfig, sampleSite)).toContain(`- Correo: ${defaultSiteConfig.supportEmail}`);
    expect(text).toContain('EstefanIA Soluciones de Voz, S.L.');
  });
});
