import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { expect, remotePorts, test } from './fixtures';

const fallbackHeading = 'Esta sección no está disponible ahora mismo';

test('a remote that is down shows the fallback in the layout; the rest works; retry recovers', async ({ consented: page }) => {
  let down = true;
  await page.route(`http://localhost:${remotePorts.marketing}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes are unaffected.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Precios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios claros, sin sorpresas');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Industrias' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Una recepcionista IA que entiende tu sector');

  // Still down: retry shows the fallback again.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Soluciones' }).click();
  await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();

  // Back up: retry loads the page without a reload.
  down = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluciones para que ninguna llamada se quede sin respuesta');
});

test('a remote that hangs times out into the fallback, and retry works once it answers', async ({ consented: page }) => {
  // Shorten the manifest's timeout so the test does not wait the production 10 s, while keeping
  // it well past the 1.2 s the shell waits for the first page, so the loading state shows.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...manifest, loadTimeoutMs: 4000 } });
  });
  let hanging = true;
  await page.route(`http://localhost:${remotePorts.pricing}/**`, async (route) => {
    if (hanging) return; // never answered
    await route.continue();
  });

  await page.goto('/precios');
  await expect(page.getByText('Cargando página…')).toBeVisible();
  await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'EstefanIA, ir al inicio' })).toBeVisible();

  hanging = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios claros, sin sorpresas');
});

test('a broken remotes.json leaves the layout up with the fallback', async ({ consented: page }) => {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }),
  );
  await page.goto('/industrias');
  await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('moving a remote is an edit of remotes.json only', () => {
  let server: Server;
  let port: number;

  test.beforeAll(async () => {
    // A second static host serving the same pricing build, somewhere else.
    const { createAppServer } = await import('../../scripts/serve.mjs');
    server = createAppServer('pricing');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  test.afterAll(() => {
    server.close();
  });

  test('the shell loads pricing from wherever remotes.json says', async ({ consented: page }) => {
    const original = JSON.parse(await readFile(new URL('../../shell/dist/remotes.json', import.meta.url), 'utf8')) as {
      remotes: Record<string, string>;
    };
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        json: { ...original, remotes: { ...original.remotes, pricing: `http://127.0.0.1:${port}/remoteEntry.js` } },
      }),
    );
    const fromNewHost: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${port}/`)) fromNewHost.push(request.url());
    });
    await page.route(`http://localhost:${remotePorts.pricing}/**`, (route) => route.abort());
    await page.goto('/precios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios claros, sin sorpresas');
    expect(fromNewHost.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromNewHost.some((url) => url.includes('/assets/'))).toBe(true);
  });
});

test('the remotes answer with the caching the deployment relies on', async ({ request }) => {
  const manifest = await request.get('/remotes.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-type']).toContain('application/json');
  const entry = await request.get(`http://localhost:${remotePorts.marketing}/remoteEntry.js`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['content-encoding']).toBe('br');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  const asset = /assets\/[^"']+\.js/.exec(await entry.text())?.[0];
  expect(asset).toBeTruthy();
  const hashed = await request.get(`http://localhost:${remotePorts.marketing}/${asset}`);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get('/assets/no-existe.js');
  expect(missing.status()).toBe(404);
  const deepLink = await request.get('/industrias/fontaneria');
  expect(deepLink.headers()['content-type']).toContain('text/html');
});
