import { ISLAND_ATTRIBUTES, ISLAND_ELEMENT } from '@estefania/shared/island-markup';
import { expect, test, expectIslandLive } from './fixtures';
import { industries } from './site';
import { pageRoutes } from './pages';

// What a crawler, a link preview or a visitor without JavaScript gets: the first HTML of each URL.
const allRoutes = [
  ...new Set([
    ...pageRoutes.map(([path]) => path).filter((path) => path !== '/industrias/no-existe'),
    ...industries.map((industry) => `/industrias/${industry.slug}`),
  ]),
];

test.describe('first HTML of every route, without JavaScript', () => {
  for (const path of allRoutes) {
    test(`${path} holds its content, header and footer`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="es">/);
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      expect(main).toMatch(/<h1\b[^>]*>[\s\S]+?<\/h1>/);
      const words = main
        .replace(/<style\b[\s\S]*?<\/style>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length).toBeGreaterThan(20);
      expect(html).toMatch(/<header\b/);
      expect(html).toMatch(/<footer\b/);
      expect(html).toMatch(/<title>[^<]*EstefanIA[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      // Nothing is left for a script to reveal.
      expect(html).not.toContain('<template id="B:');
    });
  }
});

test('a browser with JavaScript off reads the page and its headings', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of pageRoutes.slice(0, 6)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await context.close();
});

test.describe('hydration', () => {
  for (const [path, heading] of [
    ...pageRoutes.filter(([path]) => path !== '/industrias/no-existe'),
    ['/industrias/dentistas', 'Recepcionista IA para clínicas dentales'] as const,
  ]) {
    test(`${path} hydrates without console errors`, async ({ consented: page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/404 Error: User attempted/.test(message.text())) problems.push(message.text());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The page comes alive: each of its islands is woken as a touch wakes it (React takes over its
      // markup; a mismatch would be logged). A page with none (the header and footer are HTML) runs
      // no code but the page script.
      const islands = page.locator(ISLAND_ELEMENT);
      const names = await islands.evaluateAll(
        (elements, attribute) => elements.map((element) => element.getAttribute(attribute)!),
        ISLAND_ATTRIBUTES.name,
      );
      for (const name of new Set(names)) {
        await page.locator(`${ISLAND_ELEMENT}[${ISLAND_ATTRIBUTES.name}="${name}"]`).first().dispatchEvent('pointerover');
        await expectIslandLive(page, name);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('HTTP semantics', () => {
  test('unknown paths and unknown industries are 404 with the not-found page and noindex', async ({ request }) => {
    const notFound: ReadonlyArray<readonly [string, string]> = [
      ['/no-existe', '¡Ups! Página no encontrada'],
      ['/industrias/astronautas', 'Industria no encontrada'],
    ];
    for (const [path, heading] of notFound) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain(heading);
      expect(html).toContain('<meta name="robots" content="noindex"');
    }
  });

  test('a missing asset is 404, not a page', async ({ request }) => {
    const response = await request.get('/assets/no-existe-123.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toContain('text/html');
  });

  test('HEAD works and HTML is compressed with Vary', async ({ request }) => {
    const head = await request.head('/precios');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('text/html; charset=utf-8');
    const response = await request.get('/precios', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['vary']).toBe('Accept-Encoding');
    const gzip = await request.get('/precios', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });
});
