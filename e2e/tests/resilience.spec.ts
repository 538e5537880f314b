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

// A remote that hangs in the browser, a broken or moved remotes.json: the manifest is the server's
// business now (it renders with it and hands it to the browser inside the page), so those tests run
// against a shell server of their own: see ssr-remotes.spec.ts.

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
