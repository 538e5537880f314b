import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import pg from 'pg';
import sirv from 'sirv';
import { APPS, appPort } from '@estefania/shared/apps';
import { expect } from './fixtures';
import { E2E_PORTS } from '../ports';

// Two shell server processes behind one remotes.json, as a deployment runs them behind a load
// balancer, with the automation service on a real PostgreSQL: the same URL gives the same page
// from either; a lead sent through one is in the one database; a page published to the bucket is
// served by both within the revalidation interval (1 s), and a rollback takes it from both.
// PostgreSQL comes from .ci/run (AUTOMATION_TEST_DATABASE_URL): without it this file is skipped.
const root = new URL('../../', import.meta.url).pathname;
const DATABASE = process.env.AUTOMATION_TEST_DATABASE_URL;
const SHELLS = [E2E_PORTS.twoShellsA, E2E_PORTS.twoShellsB].map((port) => `http://localhost:${port}`);
const AUTOMATION = `http://localhost:${E2E_PORTS.twoShellsAutomation}`;
const CDN = `http://localhost:${E2E_PORTS.twoShellsCdn}/`;
const NEW_PAGE = '/recursos/guia-aeo-edicion-2027';
const REVALIDATE_MS = 1000;

test.skip(!DATABASE, 'needs a real PostgreSQL: .ci/run starts one and sets AUTOMATION_TEST_DATABASE_URL');
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const children: ChildProcess[] = [];
let cdn: Server | undefined;
let work: string;
let remotesJson: string;
let databaseUrl: string;
const databaseName = `two_shells_${process.pid}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = DATABASE!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function start(name: string, args: string[], env: Record<string, string>, cwd = root): void {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  children.push(child);
}

const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok ?? false;
const status = async (base: string, path: string) => (await fetch(`${base}${path}`, { redirect: 'manual' })).status;
const text = async (base: string, path: string) => (await fetch(`${base}${path}`)).text();

const run = promisify(execFile);
const publish = (...args: string[]) =>
  run(
    process.execPath,
    [join(root, 'scripts', 'publish-remote.mjs'), 'marketing', join(work, 'cdn'), ...args, '--remotes-json', remotesJson],
    {
      cwd: root,
    },
  );

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'two-shells-'));
  // A database of its own on the suite's PostgreSQL.
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName}`));
  await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
  const url = new URL(DATABASE!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.href;

  start(
    'automation',
    ['--import', 'tsx', 'src/main.ts'],
    {
      PORT_AUTOMATION: String(E2E_PORTS.twoShellsAutomation),
      DATABASE_URL: databaseUrl,
      AUTOMATION_DATA_DIR: join(work, 'automation'),
      FORM_RATE_LIMIT: '1000',
    },
    join(root, 'automation'),
  );

  // The bucket publish:remote writes releases to.
  mkdirSync(join(work, 'cdn'));
  const files = sirv(join(work, 'cdn'), { dev: true });
  cdn = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => cdn!.listen(E2E_PORTS.twoShellsCdn, '127.0.0.1', resolve));

  const local = (remote: keyof typeof APPS) => `http://localhost:${appPort(remote)}/remoteEntry.js`;
  const lead = (kind: string) => `${AUTOMATION}/webhooks/${kind}`;
  remotesJson = join(work, 'remotes.json');
  writeFileSync(
    remotesJson,
    JSON.stringify({
      remotes: {
        marketing: local('marketing'),
        industries: local('industries'),
        pricing: local('pricing'),
        onboarding: local('onboarding'),
      },
      ssrRevalidateMs: REVALIDATE_MS,
      config: {
        webhooks: {
          createDemo: lead('create-demo'),
          createAccount: lead('create-account'),
          demoRequest: lead('demo-request'),
          newsletter: lead('newsletter'),
          bookWaitlist: lead('book-waitlist'),
        },
        eventsEndpoint: `${AUTOMATION}/events`,
      },
    }),
  );
  for (const [index, base] of SHELLS.entries())
    start(`shell-${'AB'[index]}`, [join(root, 'shell', 'dist-server', 'main.js')], {
      PORT_SHELL: new URL(base).port,
      SHELL_REMOTES_JSON: remotesJson,
    });

  for (const url of [...SHELLS.map((base) => `${base}/remotes.json`), `${AUTOMATION}/health`])
    await expect.poll(() => answers(url), { timeout: 60_000, message: url }).toBe(true);
});

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
    ),
  );
  cdn?.closeAllConnections();
  cdn?.close();
  if (DATABASE) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the same URL gives the same page from either shell server', async () => {
  for (const path of ['/', '/precios', '/industrias/dentistas', '/recursos/blog', '/onboarding', '/no-existe']) {
    const [a, b] = await Promise.all(SHELLS.map((base) => fetch(`${base}${path}`)));
    expect(b!.status, path).toBe(a!.status);
    expect(b!.headers.get('content-security-policy'), path).toBe(a!.headers.get('content-security-policy'));
    expect(b!.headers.get('etag'), path).toBe(a!.headers.get('etag'));
    expect(await b!.text(), path).toBe(await a!.text());
  }
});

test('a lead sent through either shell server lands in the one PostgreSQL', async () => {
  const emails = SHELLS.map((_, index) => `dos-shells-${index}-${Date.now()}@example.es`);
  for (const [index, base] of SHELLS.entries()) {
    const response = await fetch(`${base}/formularios/boletin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ email: emails[index]! }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  }
  const stored = await admin(
    (client) =>
      client.query<{ email: string }>(`SELECT email FROM leads WHERE kind = 'newsletter' AND email = ANY($1) ORDER BY email`, [
        emails,
      ]),
    databaseUrl,
  );
  expect(stored.rows.map((row) => row.email)).toEqual([...emails].sort());
});

test('a page published to the bucket is served by both within the revalidation interval; a rollback takes it from both', async () => {
  // A release of marketing with one page more: its own build, a new route to an existing page.
  const dir = join(work, 'remote-marketing');
  cpSync(join(root, APPS.marketing.dir, 'dist'), join(dir, 'dist'), {
    recursive: true,
    filter: (src) => !/\.(br|gz)$/.test(src),
  });
  const routesFile = join(dir, 'dist', 'routes.json');
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: { path: string }[] };
  const book = routes.routes.find((route) => route.path === '/recursos/aeo-guia-seo-llms')!;
  routes.routes.push({ ...book, path: NEW_PAGE });
  writeFileSync(routesFile, JSON.stringify(routes));

  for (const base of SHELLS) expect(await status(base, NEW_PAGE)).toBe(404);
  await publish('--dir', dir, '--no-build', '--public-url', CDN);
  // Each server checks remotes.json and the remotes' manifests at most every REVALIDATE_MS; the
  // poll allows for a busy machine.
  for (const base of SHELLS) await expect.poll(() => status(base, NEW_PAGE), { timeout: 5_000, message: base }).toBe(200);
  for (const base of SHELLS) expect(await text(base, '/sitemap.xml')).toContain(`${NEW_PAGE}</loc>`);

  await publish('--rollback');
  for (const base of SHELLS) await expect.poll(() => status(base, NEW_PAGE), { timeout: 5_000, message: base }).toBe(404);
  for (const base of SHELLS) {
    expect(await text(base, '/sitemap.xml')).not.toContain(NEW_PAGE);
    expect(await status(base, '/recursos/aeo-guia-seo-llms')).toBe(200);
  }
});
