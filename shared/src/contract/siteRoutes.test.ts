import { describe, expect, it } from 'vitest';
import { parseRouteManifest, readComposedSite } from './routeManifest';
import {
  composeSite,
  findPage,
  normalizePath,
  patternsOverlap,
  resolvePath,
  routeUrls,
  ROUTE_MANIFEST_MAX_BYTES,
  sectionOf,
  sitemapEntries,
  type RouteManifest,
} from './siteRoutes';
import { sampleManifests, sampleSite } from '../tooling/testing/sampleSite';

const clone = <T>(value: T): T => structuredClone(value);

describe('parseRouteManifest', () => {
  it('accepts a remote’s manifest, from JSON text or a value, and fills the defaults', () => {
    const fromText = parseRouteManifest(JSON.stringify(sampleManifests.industries), 'industries');
    expect(fromText).toMatchObject({ ok: true, manifest: { remote: 'industries' } });
    const noNav = parseRouteManifest({ schema: 1, remote: 'x', routes: [{ path: '/x', page: 'XPage', indexable: true }] }, 'x');
    expect(noNav).toMatchObject({ ok: true, manifest: { nav: [] } });
  });

  it('ignores fields a newer remote adds (the schema is additive-only)', () => {
    const newer = { ...clone(sampleManifests.pricing), flags: { beta: true } } as unknown;
    (newer as { routes: Record<string, unknown>[] }).routes[0]!.priority = 0.9;
    const checked = parseRouteManifest(newer, 'pricing');
    expect(checked.ok).toBe(true);
  });

  it.each<[string, (m: RouteManifest) => unknown, RegExp]>([
    ['a newer, incompatible schema', (m) => ({ ...m, schema: 2 }), /schema/],
    ['another remote’s name', (m) => ({ ...m, remote: 'marketing' }), /dice ser de «marketing»/],
    ['an upper-case path', (m) => ({ ...m, routes: [{ ...m.routes[0], path: '/Precios' }] }), /routes\.0\.path/],
    ['a path with a query', (m) => ({ ...m, routes: [{ ...m.routes[0], path: '/precios?x=1' }] }), /routes\.0\.path/],
    ['a page module that is not a component name', (m) => ({ ...m, routes: [{ ...m.routes[0], page: '../evil' }] }), /page/],
    ['the same path twice', (m) => ({ ...m, routes: [m.routes[0], m.routes[0]] }), /dos veces \/precios/],
    [
      'a parameter without its values',
      (m) => ({ ...m, routes: [{ path: '/planes/:plan', page: 'PlanPage', indexable: true }] }),
      /no dice qué valores toma :plan/,
    ],
    [
      'a menu link to another remote’s page',
      (m) => ({ ...m, nav: [{ menu: 'legal', label: 'Blog', to: '/recursos', order: 1 }] }),
      /no lleva a una página suya/,
    ],
    ['not an object', () => 42, /no es válido/],
  ])('refuses %s', (_case, change, reason) => {
    const checked = parseRouteManifest(change(clone(sampleManifests.pricing)), 'pricing');
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.reason).toMatch(reason);
  });

  it('refuses text that is not JSON or is too large, without parsing it', () => {
    expect(parseRouteManifest('{"schema":', 'pricing')).toEqual({ ok: false, reason: 'no es un JSON válido' });
    expect(parseRouteManifest(' '.repeat(ROUTE_MANIFEST_MAX_BYTES + 1), 'pricing')).toMatchObject({ ok: false });
  });
});

describe('composeSite', () => {
  it('joins every remote’s pages and orders each menu by position, then by remote', () => {
    expect(sampleSite.routes.map((route) => `${route.remote}:${route.path}`)).toContain('industries:/industrias/:industria');
    expect(sampleSite.nav.industries!.map((link) => link.label)).toEqual(['Dentistas', 'Fontanería']);
    expect(sampleSite.nav['footer-product']!.map((link) => link.label)).toEqual([
      'Soluciones',
      'Industrias',
      'Precios',
      'Recursos',
    ]);
  });

  it('leaves out whole a remote whose pages overlap an earlier one’s, and says where', () => {
    const thief: RouteManifest = {
      schema: 1,
      remote: 'thief',
      routes: [
        { path: '/ofertas', page: 'OffersPage', indexable: true },
        { path: '/industrias/robotica', page: 'RobotsPage', indexable: true },
      ],
      nav: [{ menu: 'mobile', label: 'Ofertas', to: '/ofertas', order: 1 }],
    };
    const { site, conflicts, accepted } = composeSite([
      { remote: 'industries', manifest: sampleManifests.industries },
      { remote: 'thief', manifest: thief },
    ]);
    expect(accepted).toEqual(['industries']);
    expect(conflicts).toEqual([
      { remote: 'thief', path: '/industrias/robotica', owner: 'industries', ownerPath: '/industrias/:industria' },
    ]);
    expect(site.routes.some((route) => route.remote === 'thief')).toBe(false);
    expect(site.nav.mobile?.map((link) => link.label)).not.toContain('Ofertas');
  });

  it('tells overlapping patterns apart from distinct ones', () => {
    expect(patternsOverlap('/industrias/:i', '/industrias/robotica')).toBe(true);
    expect(patternsOverlap('/a/:x', '/:y/b')).toBe(true);
    expect(patternsOverlap('/industrias', '/industrias/:i')).toBe(false);
    expect(patternsOverlap('/precios', '/privacy')).toBe(false);
  });

  it('tries fixed segments before parameters, whatever the remotes’ order', () => {
    const special: RouteManifest = {
      schema: 1,
      remote: 'a',
      routes: [{ path: '/x/:y', page: 'YPage', indexable: true, params: { y: ['nuevo'] } }],
      nav: [],
    };
    const fixed: RouteManifest = {
      schema: 1,
      remote: 'a',
      routes: [{ path: '/x/nuevo', page: 'NewPage', indexable: true }],
      nav: [],
    };
    // One remote may publish both (its own business which wins): the fixed one does.
    const { site } = composeSite([{ remote: 'a', manifest: { ...special, routes: [...special.routes, ...fixed.routes] } }]);
    expect(findPage(site, '/x/nuevo')?.page).toBe('NewPage');
  });
});

describe('resolvePath: the one matcher of server and browser', () => {
  it.each([
    ['/', 'HomePage'],
    ['/precios', 'PricingPage'],
    ['/industrias', 'IndustriesPage'],
    ['/industrias/dentistas', 'IndustryPage'],
    ['/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes', 'ArticlePage'],
  ])('%s is the page %s', (path, page) => {
    expect(resolvePath(sampleSite, path)).toMatchObject({ kind: 'page', route: { page }, path });
  });

  it('gives the parameters of the page', () => {
    expect(resolvePath(sampleSite, '/industrias/fontaneria')).toMatchObject({ params: { industria: 'fontaneria' } });
  });

  // Odd spellings of a known page redirect to its one canonical URL.
  it.each([
    ['/Precios', '/precios'],
    ['/PRECIOS', '/precios'],
    ['/%70recios', '/precios'],
    ['/%50RECIOS', '/precios'],
    ['/precios/', '/precios'],
    ['//precios', '/precios'],
    ['/precios//', '/precios'],
    ['/./precios', '/precios'],
    ['/nada/../precios', '/precios'],
    ['/INDUSTRIAS', '/industrias'],
    ['/Industrias/Dentistas', '/industrias/dentistas'],
    ['/industrias/%64entistas', '/industrias/dentistas'],
    ['//', '/'],
    ['/../', '/'],
  ])('%s → 301 %s', (path, canonical) => {
    expect(resolvePath(sampleSite, path)).toEqual({ kind: 'redirect', path: canonical });
  });

  it('lets the remote whose pattern matches answer an unknown value (its own 404 page)', () => {
    expect(resolvePath(sampleSite, '/industrias/astronautas')).toMatchObject({
      kind: 'not-found',
      route: { remote: 'industries', page: 'IndustryPage' },
    });
    // Under any spelling: there is nothing to redirect to, the remote says it does not exist.
    expect(resolvePath(sampleSite, '/Industrias/%3Cimg%20src%3Dx%3E')).toMatchObject({
      kind: 'not-found',
      route: { remote: 'industries' },
    });
  });

  // Everything else is a 404 at once: never a page that waits for something that does not exist.
  it.each([
    '/nada',
    '/industrias/dentistas/extra',
    '/precios.php',
    '/precios%2F',
    '/precios%2Fx',
    '/%E0%A4%A',
    '/precios%00',
    '/pr%C3%A9cios',
    '/préciös',
    '/industria/%F0%9F%A6%B7',
    '/\\precios',
    `/${'a'.repeat(2000)}`,
    `/${'a/'.repeat(600)}`,
    'precios',
    '',
  ])('%s is not found', (path) => {
    expect(resolvePath(sampleSite, path)).toEqual({ kind: 'not-found' });
  });

  it('normalises without keeping anything it cannot read', () => {
    expect(normalizePath('/A/./b/../C//')).toBe('/a/c');
    expect(normalizePath('/%ZZ')).toBeNull();
    expect(normalizePath('/a%2Fb')).toBeNull();
  });

  it('knows nothing when no remote published anything', () => {
    expect(resolvePath({ routes: [], nav: {} }, '/precios')).toEqual({ kind: 'not-found' });
  });
});

describe('what the site publishes for crawlers', () => {
  it('expands parameters into every concrete URL', () => {
    expect(routeUrls(sampleManifests.industries.routes[1]!)).toEqual(['/industrias/dentistas', '/industrias/fontaneria']);
  });

  it('lists indexable URLs with their last change, home first, never a noindex page', () => {
    const entries = sitemapEntries(sampleSite);
    expect(entries[0]).toEqual({ path: '/', lastmod: '2026-11-23' });
    expect(entries.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/industrias/dentistas', '/precios']));
    expect(entries.map((entry) => entry.path)).not.toContain('/gracias');
    expect(entries.find((entry) => entry.path.includes('/recursos/blog/'))?.lastmod).toBe('2025-09-12');
  });

  it('maps a section to one of the shell’s preview images, the home’s for anything else', () => {
    expect(sectionOf({ section: 'pricing' })).toBe('pricing');
    expect(sectionOf({ section: 'cohetes' })).toBe('home');
    expect(sectionOf(null)).toBe('home');
  });
});

describe('readComposedSite', () => {
  it('takes a site handed over in the page and refuses anything else', () => {
    expect(readComposedSite(clone(sampleSite))).toEqual(sampleSite);
    expect(readComposedSite({ routes: 'x' })).toBeNull();
    expect(readComposedSite(null)).toBeNull();
  });
});
