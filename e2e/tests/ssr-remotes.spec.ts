import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { appPort } from '@estefania/shared/apps';
import { ISLAND_FAILED_MESSAGE } from '@estefania/shared/island-markup';
import { acceptCookiesUpFront, expect, expectIslandLive, test, waitForHydration } from './fixtures';
import { E2E_PORTS } from '../ports';

// A shell server of its own (another port, its own remotes.json) so these tests can point a remote
// at a hung, missing or redeployed build without touching the server the other tests use.
const root = new URL('../../', import.meta.url).pathname;
const SHELL_PORT = E2E_PORTS.ssrRemotesShell;
const HUNG_PORT = E2E_PORTS.ssrRemotesHung;
const REDEPLOY_PORT = E2E_PORTS.ssrRemotesRedeploy;
const CLOSED_PORT = E2E_PORTS.ssrRemotesClosed;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const remoteUrl = (port: number) => `http://localhost:${port}/remoteEntry.js`;

const OLD_HEADING = 'Precios claros, sin sorpresas';
const NEW_HEADING = 'Precios claros, ahora aún más claros';

test.describe.configure({ mode: 'serial' });

let shell: ChildProcess;
let manifestPath: string;
const servers: Server[] = [];

function writeManifest(pricing: string, extra: Record<string, unknown> = {}) {
  writeFileSync(
    manifestPath,
    JSON.stringify({
      ...extra,
      remotes: {
        marketing: remoteUrl(appPort('marketing')),
        industries: remoteUrl(appPort('industries')),
        pricing,
        onboarding: remoteUrl(appPort('onboarding')),
      },
      ssrTimeoutMs: 1000,
      ssrRevalidateMs: 0,
    }),
  );
}

/** Serves a remote's build with CORS; `hang` names paths that are never answered. */
function serveRemote(dir: string, port: number, hang: (path: string) => boolean = () => false): Promise<void> {
  const files = sirv(dir, { dev: true });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (hang(req.url ?? '')) return; // never answered
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

test.beforeAll(async () => {
  manifestPath = join(mkdtempSync(join(tmpdir(), 'ssr-remotes-')), 'remotes.json');
  writeManifest(remoteUrl(appPort('pricing')));
  // The hung remote answers the browser (remoteEntry.js and its chunks) but never the server's entry.
  await serveRemote(join(root, 'remote-pricing', 'dist'), HUNG_PORT, (path) => path.includes('.ssr.js'));
  // A rebuilt pricing remote: the same build with a new heading, at another URL.
  const rebuilt = mkdtempSync(join(tmpdir(), 'pricing-v2-'));
  cpSync(join(root, 'remote-pricing', 'dist'), rebuilt, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  for (const folder of ['server', 'assets']) {
    for (const name of readdirSync(join(rebuilt, folder))) {
      const file = join(rebuilt, folder, name);
      const code = readFileSync(file, 'utf8');
      if (code.includes(OLD_HEADING)) writeFileSync(file, code.replaceAll(OLD_HEADING, NEW_HEADING));
    }
  }
  await serveRemote(rebuilt, REDEPLOY_PORT);
  shell = spawn(process.execPath, [join(root, 'shell', 'dist-server', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT_SHELL: String(SHELL_PORT), SHELL_REMOTES_JSON: manifestPath },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${shellUrl}/remotes.json`).catch(() => null))?.status, { timeout: 15_000 })
    .toBe(200);
});

test.afterAll(() => {
  shell?.kill('SIGTERM');
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

test('a remote that hangs on the server: the layout with the fallback in time, then the browser loads the page', async ({
  page,
}) => {
  writeManifest(remoteUrl(HUNG_PORT));
  const started = Date.now();
  const response = await fetch(`${shellUrl}/precios`);
  expect(response.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(5000);
  const html = await response.text();
  expect(html).toContain('Esta sección no está disponible ahora mismo');
  expect(html).toMatch(/<title>Esta sección no está disponible \| EstefanIA<\/title>/);
  expect(html).toMatch(/<header\b/);
  expect(html).toMatch(/<footer\b/);

  // Other routes are unaffected.
  const home = await fetch(`${shellUrl}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('Tu recepcionista con IA que nunca pierde una llamada');

  // The browser takes over: it retries the remote itself and shows the page.
  await page.goto(`${shellUrl}/precios`, { waitUntil: 'commit' });
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_HEADING, { timeout: 15_000 });
});

test('a remote that is down on the server is the fallback with 200, not a 5xx', async () => {
  writeManifest(remoteUrl(CLOSED_PORT));
  const response = await fetch(`${shellUrl}/precios`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.text()).toContain('Reintentar');
});

test('a redeployed remote changes the server HTML without restarting the shell', async ({ page }) => {
  writeManifest(remoteUrl(appPort('pricing')));
  await expect.poll(async () => (await (await fetch(`${shellUrl}/precios`)).text()).includes(OLD_HEADING)).toBe(true);

  writeManifest(remoteUrl(REDEPLOY_PORT));
  await expect.poll(async () => (await (await fetch(`${shellUrl}/precios`)).text()).includes(NEW_HEADING)).toBe(true);

  // And the browser hydrates the new build's markup with the new build, from its new host (its
  // islands come alive on a touch: the annual toggle here).
  const problems: string[] = [];
  const fromNewHost: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${REDEPLOY_PORT}/`)) fromNewHost.push(request.url());
  });
  await page.goto(`${shellUrl}/precios`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
  await page.locator('label').filter({ hasText: 'Anual' }).click();
  await expectIslandLive(page, 'pricing/Plans');
  expect(fromNewHost.some((url) => url.includes('remoteEntry.js'))).toBe(true);
  expect(fromNewHost.some((url) => url.includes('/assets/'))).toBe(true);
  expect(problems).toEqual([]);
});

test('a remote that hangs in the browser: the server HTML reads at once, a touch says it does not answer, and the next touch works once it does', async ({
  page,
}) => {
  // The browser loader's timeout travels in the page, with the manifest: short, so the test does
  // not wait the production 10 s.
  writeManifest(remoteUrl(appPort('pricing')), { loadTimeoutMs: 3000 });
  await expect.poll(async () => (await (await fetch(`${shellUrl}/precios`)).text()).includes('"loadTimeoutMs":3000')).toBe(true);
  expect(await (await fetch(`${shellUrl}/precios`)).text()).toContain(OLD_HEADING);

  await acceptCookiesUpFront(page, shellUrl);
  let hanging = true;
  await page.route(`http://localhost:${appPort('pricing')}/**`, async (route) => {
    if (hanging) return; // never answered
    await route.continue();
  });
  await page.goto(`${shellUrl}/precios`);
  // The page is the server's: it reads at once, whatever the remote does in the browser.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_HEADING);
  const annual = page.locator('label').filter({ hasText: 'Anual' });
  await annual.click();
  await expect(page.getByText(ISLAND_FAILED_MESSAGE)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'EstefanIA, ir al inicio' })).toBeVisible();

  hanging = false;
  await annual.click();
  await expectIslandLive(page, 'pricing/Plans');
  await expect(page.getByRole('radio', { name: /Anual/ })).toBeChecked();
});

test('a broken edit of remotes.json keeps the last good one in force', async () => {
  writeManifest(remoteUrl(appPort('pricing')));
  await expect.poll(async () => (await (await fetch(`${shellUrl}/precios`)).text()).includes(OLD_HEADING)).toBe(true);
  writeFileSync(manifestPath, '<!doctype html>');
  await new Promise((resolve) => setTimeout(resolve, 600)); // past the server's 250 ms re-check
  const response = await fetch(`${shellUrl}/precios`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(OLD_HEADING);
});

test('the config of remotes.json reaches the server HTML and every remote after hydration (one config store)', async ({
  page,
}) => {
  const config = { phone: '611222333', packCheckoutLinks: { '100': 'https://pagos.example.es/pack-100' } };
  writeManifest(remoteUrl(appPort('pricing')), { config });
  await expect.poll(async () => (await (await fetch(`${shellUrl}/precios`)).text()).includes('611 22 23 33')).toBe(true);
  await page.goto(`${shellUrl}/precios`);
  // Set by the shell, read by the shell's footer and by the pricing remote alike.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '611 22 23 33' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar 100 minutos' })).toHaveAttribute(
    'href',
    'https://pagos.example.es/pack-100',
  );
});
