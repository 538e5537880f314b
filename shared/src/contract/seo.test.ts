import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, resolveSiteConfig } from './config';
import { canonicalUrl, pageHead } from './seo';
import { breadcrumbListJsonLd, faqPageJsonLd, organizationJsonLd, schemaPrice, websiteJsonLd } from './structuredData';
import { findPage } from './siteRoutes';
import { sampleSite } from '../tooling/testing/sampleSite';

describe('canonicalUrl', () => {
  it('is the configured origin and the path, without a trailing slash', () => {
    expect(canonicalUrl('https://www.estefania.es', '/')).toBe('https://www.estefania.es/');
    expect(canonicalUrl('https://www.estefania.es', '/precios/')).toBe('https://www.estefania.es/precios');
    expect(canonicalUrl('https://www.estefania.es', '/industrias/dentistas')).toBe(
      'https://www.estefania.es/industrias/dentistas',
    );
  });
});

describe('pageHead', () => {
  const head = (pathname: string) =>
    pageHead({
      siteUrl: 'https://www.estefania.es',
      pathname,
      title: 'Título',
      description: 'Descripción',
      route: findPage(sampleSite, pathname),
    });

  it('indexes only pages a remote publishes as indexable', () => {
    expect(head('/precios').indexable).toBe(true);
    expect(head('/industrias/fontaneria').indexable).toBe(true);
    expect(head('/gracias').indexable).toBe(false);
    expect(head('/industrias/astronautas').indexable).toBe(false);
    expect(head('/no-existe').indexable).toBe(false);
  });

  it("takes the preview image of the route's section, and the home's for the rest", () => {
    const image = (pathname: string) => Object.fromEntries(head(pathname).openGraph)['og:image'];
    expect(image('/soluciones/recepcionista-ia')).toBe('https://www.estefania.es/og/solutions.png');
    expect(image('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes')).toBe('https://www.estefania.es/og/blog.png');
    expect(image('/privacy')).toBe('https://www.estefania.es/og/home.png');
    expect(image('/industrias/astronautas')).toBe('https://www.estefania.es/og/home.png');
  });

  it('adds the brand to the title once', () => {
    expect(head('/precios').title).toBe('Título | EstefanIA');
  });
});

describe('structured data', () => {
  it('describes the organisation from the config, with profiles only when configured', () => {
    const organization = organizationJsonLd(resolveSiteConfig({ siteUrl: 'https://www.estefania.es' }).config);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      legalName: 'EstefanIA Soluciones de Voz, S.L.',
      taxID: 'B-19876543',
      url: 'https://www.estefania.es/',
      logo: { url: 'https://www.estefania.es/og/logo.png' },
      telephone: '+34 919 93 17 48',
      address: { postalCode: '28009', addressLocality: 'Madrid', addressCountry: 'ES' },
    });
    // No guessed profiles: none by default, the configured ones when a deployment sets them.
    expect(organization).not.toHaveProperty('sameAs');
    const linked = organizationJsonLd(
      resolveSiteConfig({ social: { linkedin: 'https://www.linkedin.com/company/estefania' } }).config,
    );
    expect(linked.sameAs).toEqual(['https://www.linkedin.com/company/estefania']);
  });

  it('links the WebSite to its publisher', () => {
    expect(websiteJsonLd(defaultSiteConfig, 'D')).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'es-ES',
      publisher: { '@id': `${defaultSiteConfig.siteUrl}/#organizacion` },
    });
  });

  it('numbers the breadcrumb items from 1 with absolute URLs on the given origin', () => {
    const list = breadcrumbListJsonLd(
      [
        { name: 'Inicio', path: '/' },
        { name: 'Industrias', path: '/industrias' },
      ],
      'https://estefania.example.es',
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://estefania.example.es/' },
      { '@type': 'ListItem', position: 2, name: 'Industrias', item: 'https://estefania.example.es/industrias' },
    ]);
  });

  it('writes each question with its answer', () => {
    expect(faqPageJsonLd([{ question: '¿Hay permanencia?', answer: 'No.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: '¿Hay permanencia?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } },
    ]);
  });

  it('writes prices as schema.org expects them', () => {
    expect(schemaPrice(5900)).toBe('59.00');
    expect(schemaPrice(159)).toBe('1.59');
  });
});
