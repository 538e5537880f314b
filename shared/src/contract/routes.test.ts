import { describe, expect, it } from 'vitest';
import { industries, matchRoute, navigation, paths, routeTable, routeUrls, routes } from './routes';

// Copied verbatim from spec §2 so that a drift in either the code or the spec shows up here.
const specSlugs =
  'construccion, salud, servicios-profesionales, inmobiliaria, comercio-minorista, servicios-hogar, automotriz, restaurantes, educacion, tecnologia, cerrajeros, servicios-financieros, quiropracticos, veterinarios, techado-tejados, paisajismo, seguros, funerarias, dentistas, reparacion-electronicos, franquicias, electricistas, contabilidad, peluquerias-salones, control-plagas, emergencias-hogar, peluqueria-canina, fontaneria, climatizacion-hvac, gestion-propiedades, pequenas-empresas, bufetes-abogados'.split(
    ', ',
  );

describe('route table', () => {
  it('has every public page of spec §2, each path once', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/soluciones',
        '/soluciones/recepcionista-ia',
        '/soluciones/servicio-respuesta-after-hours',
        '/soluciones/servicio-gestion-llamadas',
        '/industrias',
        '/industrias/:industria',
        '/recursos/blog',
        '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
        '/recursos/aeo-guia-seo-llms',
        '/precios',
        '/privacy',
        '/legal',
        '/cookies',
        '/dpa',
        '/demo',
        '/gracias',
        '/onboarding',
        '/onboarding/success',
      ].sort(),
    );
  });

  it('keeps the thank-you and post-payment pages out of search engines', () => {
    expect(routeTable.filter((route) => !route.indexable).map((route) => route.path)).toEqual([
      '/gracias',
      '/onboarding/success',
    ]);
  });

  it('lists exactly the 32 industry slugs of the spec, once each, with a name', () => {
    expect(industries.map((industry) => industry.slug)).toEqual(specSlugs);
    expect(routes.industry.params.industria).toEqual(specSlugs);
    for (const industry of industries) expect(industry.name.length).toBeGreaterThan(2);
  });

  it('expands to every concrete URL: 18 pages and 32 industries', () => {
    const urls = routeTable.flatMap(routeUrls);
    expect(urls).toHaveLength(18 + 32);
    expect(urls).toContain('/industrias/fontaneria');
    expect(urls).not.toContain('/industrias/:industria');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'HomePage', {}],
    ['/precios', 'PricingPage', {}],
    ['/precios/', 'PricingPage', {}],
    ['/industrias/fontaneria', 'IndustryPage', { industria: 'fontaneria' }],
    ['/onboarding/success', 'OnboardingSuccessPage', {}],
  ])('%s → %s', (pathname, page, params) => {
    expect(matchRoute(pathname)).toMatchObject({ route: { page }, params, known: true });
  });

  it('matches an unknown industry to the industry page, marked unknown', () => {
    expect(matchRoute('/industrias/no-existe')).toMatchObject({ route: { page: 'IndustryPage' }, known: false });
  });

  it.each(['/nada', '/industrias/salud/extra', '/recursos', '/industrias/%E0%A4%A'])('%s is a 404', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });
});

describe('paths and navigation', () => {
  it('builds industry URLs', () => {
    expect(paths.industry('fontaneria')).toBe('/industrias/fontaneria');
  });

  it('gives the mobile menu the spec’s links in order', () => {
    expect(navigation.mobile.map((link) => [link.label, link.to])).toEqual([
      ['Soluciones', '/soluciones'],
      ['Industrias', '/industrias'],
      ['Precios', '/precios'],
      ['Política de Privacidad', '/privacy'],
      ['Términos de servicio', '/legal'],
      ['Blog', '/recursos/blog'],
    ]);
  });

  it('gives the footer its product links, "Recursos" leading to the blog', () => {
    expect(navigation.footerProduct.map((link) => [link.label, link.to])).toEqual([
      ['Soluciones', '/soluciones'],
      ['Industrias', '/industrias'],
      ['Precios', '/precios'],
      ['Recursos', '/recursos/blog'],
    ]);
  });

  it('lists the four legal documents, and three of them under onboarding', () => {
    expect(navigation.legal.map((link) => link.to)).toEqual(['/privacy', '/legal', '/cookies', '/dpa']);
    expect(navigation.onboardingLegal.map((link) => link.label)).toEqual([
      'Política de Privacidad',
      'Términos de servicio',
      'Política de cookies',
    ]);
  });

  it('describes every link of the header dropdowns', () => {
    for (const link of [...navigation.solutions, ...navigation.resources]) expect(link.description).toBeTruthy();
  });
});
