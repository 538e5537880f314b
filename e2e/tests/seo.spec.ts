import { expect, test } from './fixtures';
import { defaultSiteConfig } from '@estefania/shared/config';
import { minutePacks, plans } from '@estefania/shared/catalogue';
import { indexableUrls, industries } from './site';
import { pageRoutes } from './pages';

// What search engines, link previews and answer engines read, without running any JavaScript.
const SITE = defaultSiteConfig.siteUrl;
const NOT_INDEXED = ['/gracias', '/onboarding/success'];
const everyPage = [
  ...new Set([
    ...pageRoutes.map(([path]) => path).filter((path) => path !== '/industrias/no-existe'),
    ...industries.map((industry) => `/industrias/${industry.slug}`),
  ]),
];

interface Head {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string[];
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: string[];
}

function readHead(): Head {
  const metas = (selector: string, key: string) =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLMetaElement>(selector)).map((meta) => [
        meta.getAttribute(key) ?? '',
        meta.content,
      ]),
    );
  return {
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
    robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
    canonical: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((link) => link.href),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')).map((link) => [
        link.hreflang,
        link.href,
      ]),
    ),
    og: metas('meta[property^="og:"]', 'property'),
    twitter: metas('meta[name^="twitter:"]', 'name'),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ''),
  };
}

/** Every `price` anywhere in a structured-data block. */
function prices(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(prices);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => (key === 'price' ? [String(inner)] : prices(inner)));
  return [];
}

const catalogueOffers = new Set([
  ...plans.flatMap((plan) => (plan.monthlyPriceCents === null ? [] : [(plan.monthlyPriceCents / 100).toFixed(2)])),
  ...minutePacks.map((pack) => (pack.priceCents / 100).toFixed(2)),
]);

test.describe('for a crawler without JavaScript', () => {
  const heads = new Map<string, Head>();

  test.beforeAll(async ({ browser }) => {
    // Every page of the site, one after another (a crawler's pace): more than one test's time.
    test.setTimeout(everyPage.length * 2_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of everyPage) {
      // The head is in the HTML: the images and the favicon are not waited for.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      heads.set(path, await page.evaluate(readHead));
    }
    await context.close();
  });

  test('every route has a complete head: title, description, canonical, Open Graph, Twitter card, hreflang', () => {
    expect(heads.size).toBe(everyPage.length);
    for (const [path, head] of heads) {
      const canonical = `${SITE}${path}`;
      const where = `en ${path}`;
      expect(head.title, where).toMatch(/EstefanIA/);
      expect(head.description, where).toBeTruthy();
      expect(head.canonical, where).toEqual([canonical]);
      expect(head.alternates, where).toEqual({ 'es-ES': canonical, 'x-default': canonical });
      expect(head.og, where).toMatchObject({
        'og:title': head.title,
        'og:description': head.description,
        'og:url': canonical,
        'og:locale': 'es_ES',
        'og:site_name': 'EstefanIA',
        'og:image:width': '1200',
        'og:image:height': '630',
      });
      expect(head.og['og:type'], where).toMatch(/^(website|article|book)$/);
      expect(head.og['og:image'], where).toMatch(new RegExp(`^${SITE}/og/(home|solutions|industries|pricing|blog|book)\\.png$`));
      expect(head.twitter, where).toMatchObject({
        'twitter:card': 'summary_large_image',
        'twitter:title': head.title,
        'twitter:description': head.description,
        'twitter:image': head.og['og:image'],
      });
      expect(head.robots, where).toBe(NOT_INDEXED.includes(path) ? 'noindex' : null);
    }
  });

  test('titles and descriptions are unique: each industry and solution page its own', () => {
    const titles = [...heads.values()].map((head) => head.title);
    const descriptions = [...heads.values()].map((head) => head.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test('each section shows its own preview image, a real 1200×630 PNG', async ({ request }) => {
    expect(heads.get('/')?.og['og:image']).toBe(`${SITE}/og/home.png`);
    expect(heads.get('/precios')?.og['og:image']).toBe(`${SITE}/og/pricing.png`);
    expect(heads.get('/industrias/dentistas')?.og['og:image']).toBe(`${SITE}/og/industries.png`);
    expect(heads.get('/soluciones/recepcionista-ia')?.og['og:image']).toBe(`${SITE}/og/solutions.png`);
    expect(heads.get('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes')?.og['og:image']).toBe(`${SITE}/og/blog.png`);
    expect(heads.get('/recursos/aeo-guia-seo-llms')?.og['og:image']).toBe(`${SITE}/og/book.png`);
    const images = new Set([...heads.values()].map((head) => head.og['og:image'] ?? ''));
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test('every JSON-LD block parses; Organization and WebSite are on every page', () => {
    for (const [path, head] of heads) {
      const types = head.jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
      expect(types, `en ${path}`).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    }
    const organization = JSON.parse(heads.get('/')!.jsonLd.find((text) => text.includes('"Organization"'))!) as Record<
      string,
      unknown
    >;
    expect(organization).toMatchObject({
      name: 'EstefanIA',
      legalName: 'EstefanIA Soluciones de Voz, S.L.',
      logo: { url: `${SITE}/og/logo.png` },
      email: defaultSiteConfig.supportEmail,
    });
  });

  test('each page publishes the structured data of what it is', () => {
    const typesOf = (path: string) => heads.get(path)!.jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(typesOf('/precios')).toEqual(expect.arrayContaining(['SoftwareApplication', 'FAQPage']));
    expect(typesOf('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes')).toEqual(
      expect.arrayContaining(['Article', 'FAQPage', 'BreadcrumbList']),
    );
    expect(typesOf('/recursos/aeo-guia-seo-llms')).toContain('Book');
    for (const path of ['/soluciones', '/soluciones/recepcionista-ia', '/recursos/blog', '/industrias', '/industrias/fontaneria'])
      expect(typesOf(path), path).toContain('BreadcrumbList');
    const article = heads
      .get('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes')!
      .jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block['@type'] === 'Article');
    expect(article).toMatchObject({ dateModified: '2025-09-12', author: { name: 'Equipo editorial de EstefanIA' } });
  });

  test('every price in the structured data is the catalogue price, in EUR', () => {
    const pricing = heads
      .get('/precios')!
      .jsonLd.map((text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string }[] })
      .find((block) => block['@type'] === 'SoftwareApplication')!;
    expect(pricing.offers).toHaveLength(plans.filter((plan) => plan.monthlyPriceCents !== null).length + minutePacks.length);
    expect(new Set(prices(pricing))).toEqual(catalogueOffers);
    expect(pricing.offers!.every((offer) => offer.priceCurrency === 'EUR')).toBe(true);
    for (const [path, head] of heads) {
      for (const price of head.jsonLd.flatMap((text) => prices(JSON.parse(text))))
        expect(
          catalogueOffers.has(price) || (path === '/recursos/aeo-guia-seo-llms' && price === '0.00'),
          `${price} en ${path}`,
        ).toBe(true);
    }
  });
});

test('the not-found page and an unknown industry ask not to be indexed, with 404', async ({ request }) => {
  for (const path of ['/no-existe', '/industrias/no-existe']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('/sitemap.xml lists every indexable page the remotes publish, and each answers 200', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = indexableUrls;
  expect(locs).toEqual(expected.map((path) => `${SITE}${path}`));
  expect(locs).toHaveLength(16 + 32);
  expect(locs).toEqual(expect.arrayContaining(industries.map((industry) => `${SITE}/industrias/${industry.slug}`)));
  for (const path of NOT_INDEXED) expect(xml).not.toContain(path);
  for (const path of expected) expect((await request.get(path)).status(), path).toBe(200);
});

test('/robots.txt points to the sitemap and /llms.txt summarises the site, both as text', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const llms = await request.get('/llms.txt');
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await llms.text();
  expect(text).toMatch(/^# EstefanIA\n\n> /);
  expect(text).toContain(`[Precios](${SITE}/precios)`);
});

test('client navigation keeps the head in sync', async ({ consented: page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Precios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios claros, sin sorpresas');
  await expect(page).toHaveTitle(/Precios/);
  const head = await page.evaluate(readHead);
  expect(head.canonical).toEqual([`${SITE}/precios`]);
  expect(head.og['og:url']).toBe(`${SITE}/precios`);
  expect(head.og['og:image']).toBe(`${SITE}/og/pricing.png`);
  expect(head.og['og:title']).toBe(head.title);
  expect(head.jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('SoftwareApplication');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu recepcionista con IA que nunca pierde una llamada');
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href))
    .toBe(`${SITE}/`);
  expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
});
