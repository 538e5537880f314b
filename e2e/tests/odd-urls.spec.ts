import { expect, shellUrl, test } from './fixtures';

// Odd spellings of a page and URLs that are no page at all, as an attacker or an unlucky link would
// send them: one matcher decides them on the server and in the browser, at once, never by waiting
// for a render that cannot finish.
const redirects: ReadonlyArray<readonly [string, string]> = [
  ['/Precios', '/precios'],
  ['/PRECIOS', '/precios'],
  ['/%70recios', '/precios'],
  ['/precios/', '/precios'],
  ['//precios', '/precios'],
  ['/INDUSTRIAS', '/industrias'],
  ['/Industrias/dentistas', '/industrias/dentistas'],
  ['/industrias/DENTISTAS/', '/industrias/dentistas'],
  ['/Precios?utm_source=boletin', '/precios?utm_source=boletin'],
];

const notFound = [
  '/nada',
  '/pr%C3%A9cios',
  '/precios%00',
  '/precios%2Fx',
  '/%E0%A4%A',
  `/${'a'.repeat(3000)}`,
  `/${'a/'.repeat(700)}`,
  '/soluciones/otra',
  '/formularios',
];

for (const [path, location] of redirects) {
  test(`${path} answers 301 to ${location}`, async ({ request }) => {
    // The whole URL: a path starting with // would otherwise be read as another host.
    const response = await request.get(`${shellUrl}${path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(location);
  });
}

test('any other odd path is a 404 with the not-found page, and noindex', async ({ request }) => {
  for (const path of notFound) {
    const response = await request.get(`${shellUrl}${path}`, { maxRedirects: 0 });
    expect(response.status(), path.slice(0, 40)).toBe(404);
    const html = await response.text();
    expect(html, path.slice(0, 40)).toContain('¡Ups! Página no encontrada');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('a path with a file extension is a missing file: a plain 404, never a page', async ({ request }) => {
  for (const path of ['/precios.php', '/wp-login.php', '/.env', '/assets/no-esta.js']) {
    const response = await request.get(`${shellUrl}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toBe('No encontrado');
  }
});

test('a burst of odd URLs gets only redirects and 404s, and the site keeps answering', async ({ request }) => {
  const paths = Array.from({ length: 300 }, (_, i) =>
    i % 3 === 0 ? `/PRECIOS?i=${i}` : i % 3 === 1 ? `/nada-${i}` : `/Industrias/x${i}`,
  );
  const statuses: number[] = [];
  for (let i = 0; i < paths.length; i += 50) {
    const batch = await Promise.all(paths.slice(i, i + 50).map((path) => request.get(path, { maxRedirects: 0 })));
    statuses.push(...batch.map((response) => response.status()));
  }
  expect(new Set(statuses)).toEqual(new Set([301, 404]));
  expect((await request.get('/precios')).status()).toBe(200);
});

test('in the browser, an odd spelling lands on the canonical page', async ({ consented: page }) => {
  await page.goto('/Precios/');
  expect(new URL(page.url()).pathname).toBe('/precios');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios claros, sin sorpresas');
});
