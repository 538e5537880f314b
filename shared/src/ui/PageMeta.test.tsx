import { locationOf, PageLocationProvider } from './pageLocation';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageTitle } from '../contract/seo';
import { configureSite, defaultSiteConfig } from '../contract/config';
import { PageMeta } from './PageMeta';
import { SiteRoutesProvider } from './siteRoutes';
import { sampleSite } from '../tooling/testing/sampleSite';

function renderAt(path: string, props: Parameters<typeof PageMeta>[0]) {
  return render(
    <SiteRoutesProvider site={sampleSite}>
      <PageLocationProvider value={locationOf(path)}>
        <PageMeta {...props} />
      </PageLocationProvider>
    </SiteRoutesProvider>,
  );
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const link = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');

describe('PageMeta', () => {
  afterEach(() => configureSite(undefined));

  it('sets the title, description, canonical, Open Graph, Twitter card and hreflang of the page', () => {
    configureSite({ siteUrl: 'https://www.estefania.es' });
    renderAt('/precios/', { title: 'Precios', description: 'Planes y packs de minutos.' });
    expect(document.title).toBe('Precios | EstefanIA');
    expect(meta('meta[name="description"]')).toBe('Planes y packs de minutos.');
    expect(link('link[rel="canonical"]')).toBe('https://www.estefania.es/precios');
    expect(link('link[rel="alternate"][hreflang="es-ES"]')).toBe('https://www.estefania.es/precios');
    expect(link('link[rel="alternate"][hreflang="x-default"]')).toBe('https://www.estefania.es/precios');
    expect(meta('meta[property="og:title"]')).toBe('Precios | EstefanIA');
    expect(meta('meta[property="og:description"]')).toBe('Planes y packs de minutos.');
    expect(meta('meta[property="og:url"]')).toBe('https://www.estefania.es/precios');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:locale"]')).toBe('es_ES');
    expect(meta('meta[property="og:image"]')).toBe('https://www.estefania.es/og/pricing.png');
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe('https://www.estefania.es/og/pricing.png');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('takes the preview image of the section and the type of the page', () => {
    renderAt('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes', { title: 'Artículo', description: 'D', type: 'article' });
    expect(meta('meta[property="og:image"]')).toBe(`${defaultSiteConfig.siteUrl}/og/blog.png`);
    expect(meta('meta[property="og:type"]')).toBe('article');
  });

  it.each(['/gracias', '/onboarding/success', '/industrias/astronautas', '/no-existe'])(
    'asks search engines not to index %s',
    (path) => {
      renderAt(path, { title: 'T', description: 'D' });
      expect(meta('meta[name="robots"]')).toBe('noindex');
      expect(meta('meta[property="og:image"]')).toBe(`${defaultSiteConfig.siteUrl}/og/home.png`);
    },
  );

  it('leaves no tag behind when the page goes', () => {
    const view = renderAt('/precios', { title: 'Precios', description: 'D' });
    view.unmount();
    expect(document.head.querySelector('link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]')).toBeNull();
  });

  it('does not repeat the brand', () => {
    expect(pageTitle('EstefanIA · Inicio')).toBe('EstefanIA · Inicio');
  });
});
