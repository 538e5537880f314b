import { ISLAND_FAILED_MESSAGE } from '@estefania/shared/island-markup';
import { expect, remotePorts, test } from './fixtures';

const fallbackHeading = 'Esta sección no está disponible ahora mismo';

test('a remote the browser cannot reach: its pages still read, touching its parts says so, the rest works, the next touch recovers', async ({
  consented: page,
}) => {
  let down = true;
  await page.route(`http://localhost:${remotePorts.marketing}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );

  // The server rendered the page: it reads whole without the remote's code.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu recepcionista con IA que nunca pierde una llamada');
  const section = page.getByRole('region', { name: /^Comparemos\.\.\./ });
  await section.scrollIntoViewIfNeeded();
  const traditional = section.getByRole('button', { name: 'Secretaria virtual tradicional' });
  await traditional.click();
  await expect(page.getByText(ISLAND_FAILED_MESSAGE)).toBeVisible();
  await expect(page.getByRole('heading', { name: fallbackHeading })).toHaveCount(0);

  // The shell's own parts keep working.
  await page.getByRole('banner').getByRole('link', { name: 'Industrias' }).hover();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Fontanería' })).toBeVisible();

  // Back up: the next touch loads it from a fresh entry and does what was asked.
  down = false;
  await traditional.click();
  await expect(section.getByText('Secretaria virtual tradicional: 4 de 8 funciones')).toBeVisible();
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
  // Which chunk is each island's is read fresh too: it names a new release's chunks.
  const islands = await request.get(`http://localhost:${remotePorts.marketing}/islands.json`);
  expect(islands.headers()['cache-control']).toBe('no-cache');
  expect(Object.keys((await islands.json()) as object)).toContain('Comparison');
  const asset = /assets\/[^"']+\.js/.exec(await entry.text())?.[0];
  expect(asset).toBeTruthy();
  const hashed = await request.get(`http://localhost:${remotePorts.marketing}/${asset}`);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get('/assets/no-existe.js');
  expect(missing.status()).toBe(404);
  const deepLink = await request.get('/industrias/fontaneria');
  expect(deepLink.headers()['content-type']).toContain('text/html');
});
