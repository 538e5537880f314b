import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { appPort } from '@estefania/shared/apps';
import { expect, test } from './fixtures';
import { E2E_PORTS } from '../ports';

// A remote whose server code is hostile, against a shell server of its own (started, like a
// deployment may start it, from a directory that is not the repository): its pages get the
// fallback, every other route keeps answering, and the server stays up.
const root = new URL('../../', import.meta.url).pathname;
const SHELL_PORT = E2E_PORTS.ssrIsolationShell;
const HOSTILE_PORT = E2E_PORTS.ssrIsolationHostile;
const TEMP_FILE_SHELL_PORT = E2E_PORTS.ssrIsolationTempFileShell;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const remoteUrl = (port: number) => `http://localhost:${port}/remoteEntry.js`;

const PRICING_HEADING = 'Precios claros, sin sorpresas';
const HOME_HEADING = 'Tu recepcionista con IA que nunca pierde una llamada';
const FALLBACK_HEADING = 'Esta sección no está disponible ahora mismo';
const SSR_TIMEOUT_MS = 1000;
const RENDER_BACKOFF_MS = 30_000;

type Mode = 'ok' | 'exit' | 'bomb' | 'spin';
/** Runs first thing when the remote's server entry is evaluated. */
const HOSTILE_CODE: Record<Mode, string> = {
  ok: '',
  exit: 'process.exit(7);',
  bomb: '{ const kept = []; for (;;) kept.push(new Array(1e6).fill(Math.random())); }',
  spin: '{ const until = Date.now() + 4000; while (Date.now() < until); }',
};

test.describe.configure({ mode: 'serial' });

let mode: Mode = 'ok';
let deploys = 0;
const shells: ChildProcess[] = [];
const servers: Server[] = [];
const logs: string[] = [];
let manifestPath: string;

/** The pricing build, its server entry made hostile as `mode` says; each change is a new release. */
function serveHostileRemote(): Promise<void> {
  const dist = join(root, 'remote-pricing', 'dist');
  const files = sirv(dist, { dev: true });
  const entry = readFileSync(join(dist, 'remoteEntry.ssr.js'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const path = (req.url ?? '').replace(/\?.*$/, '');
    if (path === '/mf-manifest.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ...manifest, release: `${mode}-${deploys}` }));
    }
    if (path === '/remoteEntry.ssr.js') {
      const [first, ...rest] = entry.split('\n');
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end([first, HOSTILE_CODE[mode], ...rest].join('\n'));
    }
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(HOSTILE_PORT, '127.0.0.1', resolve));
}

function deploy(next: Mode) {
  mode = next;
  deploys += 1;
}

async function startShell(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // Started from an empty directory: nothing may depend on the repository being the cwd.
  const cwd = mkdtempSync(join(tmpdir(), 'shell-cwd-'));
  const shell = spawn(process.execPath, [join(root, 'shell', 'dist-server', 'main.js')], {
    cwd,
    env: { ...process.env, PORT_SHELL: String(port), SHELL_REMOTES_JSON: manifestPath, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  shell.stderr?.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  shells.push(shell);
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/remotes.json`).catch(() => null))?.status, { timeout: 15_000 })
    .toBe(200);
  return Object.assign(shell, { cwdForTest: cwd });
}

test.beforeAll(async () => {
  manifestPath = join(mkdtempSync(join(tmpdir(), 'ssr-isolation-')), 'remotes.json');
  writeFileSync(
    manifestPath,
    JSON.stringify({
      remotes: {
        marketing: remoteUrl(appPort('marketing')),
        industries: remoteUrl(appPort('industries')),
        pricing: remoteUrl(HOSTILE_PORT),
        onboarding: remoteUrl(appPort('onboarding')),
      },
      ssrTimeoutMs: SSR_TIMEOUT_MS,
      ssrRevalidateMs: 0,
    }),
  );
  await serveHostileRemote();
  // A backoff longer than any of these tests: a request during it must not try the remote again,
  // however slow the machine (with the default 1 s, a loaded machine could see it expire).
  await startShell(SHELL_PORT, { SHELL_RENDER_BACKOFF_MS: String(RENDER_BACKOFF_MS) });
});

test.afterAll(() => {
  for (const shell of shells) shell.kill('SIGTERM');
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

async function page(path: string, base = shellUrl) {
  const started = Date.now();
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  return { status: response.status, html, ms: Date.now() - started, cacheControl: response.headers.get('cache-control') };
}

/**
 * The first render of a page on a freshly started shell, once it is there. A fresh render worker loads the
 * remote (its server entry, the shared packages) inside that render's `ssrTimeoutMs`, which a loaded machine
 * sometimes misses: that render is the fallback and a later one, after the render backoff, is the page. What
 * these tests check comes after it; `within` covers the backoff.
 */
async function firstRender(path: string, heading: string, base: string, within: number) {
  let last = await page(path, base);
  await expect
    .poll(
      async () => {
        if (!last.html.includes(heading)) last = await page(path, base);
        return last.html.includes(heading);
      },
      { timeout: within, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return last;
}

async function otherRoutesAnswer() {
  const home = await page('/');
  expect(home.status).toBe(200);
  expect(home.html).toContain(HOME_HEADING);
  expect((await page('/industrias/dentistas')).status).toBe(200);
  expect((await page('/no-existe')).status).toBe(404);
}

test('started from another directory, the server renders remote pages', async () => {
  test.setTimeout(RENDER_BACKOFF_MS + 30_000);
  deploy('ok');
  const pricing = await firstRender('/precios', PRICING_HEADING, shellUrl, RENDER_BACKOFF_MS + 10_000);
  expect(pricing.status).toBe(200);
  expect(pricing.html).toContain(PRICING_HEADING);
  expect(pricing.html).not.toContain(FALLBACK_HEADING);
  // The other remotes' pages too (their workers load their remotes once, here).
  await otherRoutesAnswer();
  // Nothing written next to where it was started.
  const cwd = (shells[0] as ChildProcess & { cwdForTest: string }).cwdForTest;
  expect(readdirSync(cwd)).toEqual([]);
});

for (const hostile of ['exit', 'bomb', 'spin'] as const) {
  test(`a remote whose server entry ${hostile === 'exit' ? 'calls process.exit' : hostile === 'bomb' ? 'allocates in a loop' : 'busy-loops for 4 s'}: its page gets the fallback in time, the rest of the site does not notice`, async () => {
    const ownLogs = logs.length;
    deploy(hostile);
    // Other routes while the hostile render is under way: answered as usual.
    const [pricing, home] = await Promise.all([
      page('/precios'),
      new Promise<Awaited<ReturnType<typeof page>>>((resolve) => setTimeout(() => resolve(page('/')), 150)),
    ]);
    expect(pricing.status).toBe(200);
    expect(pricing.cacheControl).toBe('no-store');
    expect(pricing.html).toContain(FALLBACK_HEADING);
    expect(pricing.html).toMatch(/<header\b/);
    expect(pricing.html).toContain('Reintentar');
    // The deadline is ssrTimeoutMs plus a 1 s margin; a busy loop cannot stretch it.
    expect(pricing.ms).toBeLessThan(SSR_TIMEOUT_MS + 1000 + 1500);
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(1000);
    await otherRoutesAnswer();

    // While it keeps failing, its pages answer the fallback without a new attempt until the backoff:
    // no new failure is logged for it (a new attempt would log «el reintento 1 también falló»).
    const attempts = () => logs.filter((line) => /\] pricing: (no se puede|el reintento)/.test(line));
    const attemptsBefore = attempts().length;
    const again = await page('/precios?otra=1');
    expect(again.status).toBe(200);
    expect(again.html).toContain(FALLBACK_HEADING);
    expect(attempts()).toHaveLength(attemptsBefore);

    // Fixed and redeployed: rendered on the server again, by a fresh worker.
    deploy('ok');
    await expect.poll(async () => (await page('/precios')).html.includes(PRICING_HEADING), { timeout: 10_000 }).toBe(true);
    // A render that allocates is stopped by whichever comes first, the heap limit or the deadline
    // (on a busy machine, filling the heap can take longer than the deadline): both are the cut-off
    // this test is about. renderPool.test.ts checks the heap limit on its own.
    const why = {
      exit: /terminó por su cuenta \(código 7\)/,
      bomb: /se quedó sin memoria|superó el plazo/,
      spin: /superó el plazo/,
    }[hostile];
    expect(logs.slice(ownLogs).join('\n')).toMatch(why);
  });
}

test('the server is still the same process after all that', () => {
  expect(shells[0]!.exitCode).toBeNull();
  expect(logs.join('\n')).toMatch(/pricing: vuelve a renderizarse en el servidor|versión nueva/);
});

test('the loader cache folder removed while the server runs: remote pages still render, and a redeploy too', async () => {
  // The temp-file loader strategy is the one that writes remote code to disk.
  const cacheRoot = mkdtempSync(join(tmpdir(), 'ssr-cache-'));
  await startShell(TEMP_FILE_SHELL_PORT, { SHELL_SSR_STRATEGY: 'temp-file', SHELL_SSR_CACHE_DIR: cacheRoot });
  const base = `http://localhost:${TEMP_FILE_SHELL_PORT}`;
  deploy('ok');
  await firstRender('/precios', PRICING_HEADING, base, 15_000);
  expect(readdirSync(cacheRoot).length).toBeGreaterThan(0);

  rmSync(cacheRoot, { recursive: true, force: true });
  expect((await page('/precios?despues=1', base)).html).toContain(PRICING_HEADING);
  deploy('ok'); // a new release: its code is written to the (re-created) folder
  await expect.poll(async () => (await page('/cookies', base)).status, { timeout: 10_000 }).toBe(200);
  await expect
    .poll(async () => (await page('/precios?nueva=1', base)).html.includes(PRICING_HEADING), { timeout: 10_000 })
    .toBe(true);
  expect(existsSync(cacheRoot)).toBe(true);
});
