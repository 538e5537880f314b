import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expect, waitForHydration } from './fixtures';
import { E2E_PORTS } from '../ports';

// A deployment whose automation platform writes the demo's clips to object storage on another
// origin than its webhooks (n8n or Make with a bucket): `config.mediaOrigins` in remotes.json lets
// the audio through the Content-Security-Policy. Without it the player says it could not load the
// clip and the shell server logs the report naming the setting. (Plain `test`: the suite's fixture
// fails any test on a CSP violation, which the second case is about.)
const root = new URL('../../', import.meta.url).pathname;
const WEBHOOK = `http://localhost:${E2E_PORTS.audioHostWebhook}`;
const STORAGE = `http://localhost:${E2E_PORTS.audioHostStorage}`;
const shellUrl = (port: number) => `http://localhost:${port}`;

test.describe.configure({ mode: 'serial' });

/** Seconds of silence as a 16-bit mono WAV: a real file a browser decodes. */
function silentWav(seconds: number, rate = 8000): Buffer {
  const data = Buffer.alloc(seconds * rate * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

let servers: Server[] = [];
const shells: ChildProcess[] = [];
const logs = new Map<number, string>();
const storageHits: string[] = [];
let work: string;

function listen(port: number, handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function startShell(port: number, mediaOrigins: string[] | undefined): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'remotes.json'), 'utf8')) as Record<string, unknown>;
  const config = { webhooks: { createDemo: `${WEBHOOK}/webhooks/create-demo` }, ...(mediaOrigins ? { mediaOrigins } : {}) };
  const file = join(work, `remotes-${port}.json`);
  writeFileSync(file, JSON.stringify({ ...manifest, config }));
  const shell = spawn(process.execPath, [join(root, 'shell', 'dist-server', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT_SHELL: String(port), SHELL_REMOTES_JSON: file },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  shells.push(shell);
  logs.set(port, '');
  shell.stderr?.on('data', (chunk: Buffer) => logs.set(port, `${logs.get(port)}${chunk.toString()}`));
  // It listens once its render workers have started: seconds, more with the other shell starting too.
  await expect
    .poll(async () => (await fetch(`${shellUrl(port)}/remotes.json`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  work = mkdtempSync(join(tmpdir(), 'audio-host-'));
  const wav = silentWav(3);
  // The automation platform: answers the demo with clips on the storage's origin.
  await listen(E2E_PORTS.audioHostWebhook, (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method !== 'POST' || req.url !== '/webhooks/create-demo') return res.writeHead(404).end();
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          website: 'https://panaderia-laespiga.es/',
          company_name: 'Panadería La Espiga',
          company_description: 'Pan de masa madre y bollería en Valladolid.',
          company_sector: null,
          site_read: true,
          audio_greeting: `${STORAGE}/demos/d-cdn/saludo.wav`,
          audio_message: `${STORAGE}/demos/d-cdn/mensaje.wav`,
          demo_id: 'd-cdn',
        }),
      );
    });
  });
  // The bucket.
  await listen(E2E_PORTS.audioHostStorage, (req, res) => {
    storageHits.push(req.url ?? '');
    if (!/^\/demos\/d-cdn\/(saludo|mensaje)\.wav$/.test(req.url ?? '')) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': wav.length, 'accept-ranges': 'none' });
    res.end(wav);
  });
  await Promise.all([
    startShell(E2E_PORTS.audioHostShellWith, [STORAGE]),
    startShell(E2E_PORTS.audioHostShellWithout, undefined),
  ]);
});

test.afterAll(() => {
  for (const shell of shells) shell.kill('SIGTERM');
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  servers = [];
  if (work) rmSync(work, { recursive: true, force: true });
});

async function reachDemo(page: Page, port: number) {
  await acceptCookiesUpFront(page, shellUrl(port));
  await page.goto(`${shellUrl(port)}/onboarding?product=prod_pyme&plan=PYME`);
  await waitForHydration(page);
  await page.getByLabel('Sitio web de tu empresa').fill('panaderia-laespiga.es');
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
  await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible({ timeout: 20_000 });
}

test('with the storage in config.mediaOrigins, the demo plays from it', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.request.get(`${shellUrl(E2E_PORTS.audioHostShellWith)}/onboarding`);
  expect(response.headers()['content-security-policy']).toMatch(new RegExp(`media-src [^;]*${STORAGE}`));

  await reachDemo(page, E2E_PORTS.audioHostShellWith);
  const greeting = page.getByRole('group', { name: 'Saludo inicial' });
  await expect(greeting.getByTestId('total-time')).toHaveText('0:03');
  await expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeEnabled();
  await expect(greeting.getByRole('alert')).toHaveCount(0);
  expect(storageHits.some((hit) => hit.endsWith('/saludo.wav'))).toBe(true);
  expect(refused).toEqual([]);
});

test('without it, the player says the clip could not be loaded and the shell logs which setting to change', async ({ page }) => {
  const port = E2E_PORTS.audioHostShellWithout;
  const response = await page.request.get(`${shellUrl(port)}/onboarding`);
  expect(response.headers()['content-security-policy']).not.toContain(STORAGE);

  await reachDemo(page, port);
  const greeting = page.getByRole('group', { name: 'Saludo inicial' });
  await expect(greeting.getByRole('alert')).toHaveText(
    'No hemos podido cargar este audio. Comprueba tu conexión y recarga la página.',
  );
  await expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeDisabled();
  // Everything else of the step is there: the demo is not lost, only its audio.
  await expect(page.getByText('Panadería La Espiga', { exact: true })).toBeVisible();
  await expect
    .poll(() => logs.get(port), { timeout: 15_000 })
    .toContain(
      `[csp] infracción de media-src: ${STORAGE}/demos/d-cdn/saludo.wav en ${shellUrl(port)}/onboarding. ` +
        `Si el audio de las demos se sirve desde ahí, añade "${STORAGE}" a config.mediaOrigins en remotes.json`,
    );
});
