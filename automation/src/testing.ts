// Helpers for the test suites (never imported by the service itself).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AutomationConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate, migrations } from './db/migrations.js';
import type { Database } from './db/queryable.js';
import { silentLogger } from './logger.js';
import { paymentFormFields } from './http/payment-form.js';
import type { Resolver } from './net/safe-fetch.js';
import type { SiteSignals } from './extract/types.js';
import { threadCpuMs } from './cpu.js';
import { startService, type RunningService } from './server.js';
import type { Synthesizer } from './tts/synthesizer.js';
import { automationPaths, defaultSiteConfig } from '@estefania/shared/config';
import { checkoutSessionId } from '@estefania/shared/plans';
import { demoDataSchema, type CreateAccountRequest, type DemoData } from '@estefania/shared/webhooks';
import { expect } from 'vitest';

/** A page's signals for `detectSector`: the ones given, the rest absent. */
export function pageSignals(given: Partial<SiteSignals> = {}): SiteSignals {
  return { types: [], title: null, h1: null, metaDescription: null, keywords: null, menu: null, headings: null, ...given };
}

export const fixturesDir = new URL('./__fixtures__/', import.meta.url);

export { threadCpuMs };

/** The median of three runs' CPU time on this thread, in milliseconds, and the last run's result. */
export function medianThreadCpu<T>(run: () => T): { ms: number; result: T } {
  let result!: T;
  const times = [0, 1, 2].map(() => {
    const start = threadCpuMs();
    result = run();
    return threadCpuMs() - start;
  });
  return { ms: times.sort((a, b) => a - b)[1] ?? Number.POSITIVE_INFINITY, result };
}

export function fixture(name: string): Buffer {
  return readFileSync(new URL(name, fixturesDir));
}

export async function makeTempDir(prefix = 'estefania-automation-'): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/**
 * A fresh embedded PostgreSQL costs an initdb (seconds on a busy machine). Tests start from a copy
 * of one migrated, cleanly closed data directory instead, cached in the OS temp dir and keyed on
 * the migrations, so it is rebuilt whenever the schema changes.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const key = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const template = join(tmpdir(), `estefania-automation-pglite-${key}`);
  if (!existsSync(join(template, 'ready'))) {
    const building = await mkdtemp(join(tmpdir(), 'estefania-automation-pglite-build-'));
    const database = await openDatabase({ databaseUrl: null, dataDir: building });
    await database.close();
    await writeFile(join(building, 'ready'), key);
    try {
      await rename(building, template);
    } catch {
      // Another test file built it first.
      await rm(building, { recursive: true, force: true });
    }
  }
  await mkdir(dataDir, { recursive: true });
  await cp(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

/** Service configuration for tests: temp data, random port, loopback fetches allowed, quiet. */
export function testConfig(dataDir: string, overrides: Partial<AutomationConfig> = {}): AutomationConfig {
  const base = loadConfig({
    AUTOMATION_DATA_DIR: dataDir,
    PORT_AUTOMATION: '0',
    AUTOMATION_ALLOW_PRIVATE_HOSTS: 'true',
    AUTOMATION_LOG_REQUESTS: 'false',
  });
  return {
    ...base,
    hosts: ['127.0.0.1'],
    publicUrl: null,
    fetch: { ...base.fetch, timeoutMs: 2_000 },
    createDemoRateLimit: { max: 1_000, windowMs: 60_000 },
    drainTimeoutMs: 2_000,
    voice: { ...base.voice, workers: 2 },
    ...overrides,
  };
}

/**
 * Test DNS: names ending in ".test" are local sample sites on 127.0.0.1 (or the address given);
 * everything else does not exist. No query ever leaves the machine.
 */
export function testResolver(addresses: Record<string, string> = {}): Resolver {
  return (hostname, _options, callback) => {
    const host = hostname.toLowerCase();
    const address = addresses[host] ?? (host.endsWith('.test') && !host.includes('offline') ? '127.0.0.1' : null);
    if (!address) {
      const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      error.code = 'ENOTFOUND';
      setImmediate(() => callback(error, []));
      return;
    }
    setImmediate(() => callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]));
  };
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface SampleSites {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Requests received, by path. */
  hits: string[];
  close(): Promise<void>;
}

/** A local web server standing in for customers' websites. */
export async function startSampleSites(routes: Record<string, Handler>): Promise<SampleSites> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.push(path);
    const handler = routes[path];
    if (!handler) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<title>404 Not Found</title>');
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function html(body: Buffer | string, contentType = 'text/html; charset=utf-8'): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(body);
  };
}

export function redirect(location: string, status = 302): Handler {
  return (_request, response) => {
    response.writeHead(status, { location }).end();
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The site's origin in the test configuration. */
export const SITE = 'http://localhost:5173';

/** The service's JSON error answer. */
export interface ErrorJson {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

/** The service's JSON error body. */
export async function errorOf(response: Response): Promise<ErrorJson['error']> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as ErrorJson).error;
}

/** Spanish, human message: accents or common Spanish words, never an English default. */
export function expectSpanish(message: string) {
  expect(message).toMatch(/[áéíóúñ¿¡]|\b(no|la|el|de|los|las|una?|es|ese|esa)\b/i);
  expect(message).not.toMatch(/\b(the|invalid|error occurred|not found)\b/i);
}

/** Pays a plan and checks the redirect to the site's success page; returns the session id. */
export async function paidSession(service: RunningService, productId: string, email = 'ana@example.es'): Promise<string> {
  const response = await payPlan(service.url, productId, email);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/onboarding/success`);
  const sessionId = checkoutSessionId(location.searchParams) ?? '';
  expect(sessionId).toMatch(/^cs_test_[A-Za-z0-9]{40}$/);
  return sessionId;
}

/** Pays a plan on the test checkout; returns the redirect (the site's success page with the session id). */
export async function payPlan(serviceUrl: string, productId: string, email = 'ana@example.es'): Promise<Response> {
  return fetch(`${serviceUrl}/checkout/${productId}`, {
    method: 'POST',
    // A browser posting the page's own form sends the page's origin.
    headers: { origin: new URL(serviceUrl).origin },
    body: new URLSearchParams({ [paymentFormFields.email]: email, [paymentFormFields.reference]: 'ref_1' }),
    redirect: 'manual',
  });
}

/** Starts a free trial on the local trial page (its "Empezar" form); returns the redirect or the refusal. */
export async function startTrial(serviceUrl: string, email: string, demoId?: string, accept = 'text/html'): Promise<Response> {
  return fetch(`${serviceUrl}${automationPaths.trial}`, {
    method: 'POST',
    headers: { origin: new URL(serviceUrl).origin, accept },
    body: new URLSearchParams({ [paymentFormFields.email]: email, ...(demoId ? { [paymentFormFields.reference]: demoId } : {}) }),
    redirect: 'manual',
  });
}

/** The session id in a redirect to the site's success page ('' if there is none). */
export function sessionIdOf(response: Response): string {
  const location = response.headers.get('location');
  return location ? (checkoutSessionId(new URL(location).searchParams) ?? '') : '';
}

/** A demo made by the service for a website (test names that do not resolve give a generic demo at once). */
export async function makeDemo(serviceUrl: string, website: string, productId = 'prod_autonomo'): Promise<DemoData> {
  const response = await postJson(
    `${serviceUrl}${automationPaths.createDemo}`,
    demoRequest(website, { product_id: productId, plan_name: 'Autónomo' }),
  );
  if (response.status !== 200) throw new Error(`create-demo answered ${response.status}`);
  return demoDataSchema.parse(await response.json());
}

/** A create-account body (spec §7 call 2) for a demo and a paid session. */
export function accountRequest(
  demo: DemoData,
  sessionId: string,
  productId: string,
  overrides: Partial<CreateAccountRequest> = {},
): CreateAccountRequest {
  return {
    first_name: 'Ana',
    last_name: 'García López',
    phone: '+34 600 000 000',
    email: 'ana@clinicasonrisa.es',
    company_name: demo.company_name,
    company_website: demo.website,
    company_description: demo.company_description,
    audio_greeting: demo.audio_greeting,
    audio_message: demo.audio_message,
    demo_id: demo.demo_id,
    product_id: productId,
    plan_name: 'PYME',
    stripe_session_id: sessionId,
    ...overrides,
  };
}

/** A voice without workers: a few seconds of silence, after `gate` resolves when one is given. */
export function fakeVoice(gate?: () => Promise<void>): Synthesizer & { calls: number } {
  const voice = {
    calls: 0,
    async synthesize() {
      voice.calls += 1;
      await gate?.();
      const sampleRate = 22_050;
      return {
        pcm: new Int16Array(sampleRate * 3),
        sampleRate,
        seconds: 3,
        elapsedMs: 1,
        voice: { provider: 'espeak' as const, name: 'es+f3' },
      };
    },
    close: () => Promise.resolve(),
  };
  return voice;
}

/** A create-demo body (spec §7 call 1) for a website, for the PYME plan. */
export function demoRequest(website: string, extra: Record<string, unknown> = {}) {
  const productId = defaultSiteConfig.plans.pyme.productId;
  return { customer_website: website, customer_language: 'es', product_id: productId, plan_name: 'PYME', ...extra };
}

/**
 * The service on a fresh, seeded data directory; `stop` closes it and removes the directory. It
 * speaks with a fake voice unless given one, or `'embedded'`: the real eSpeak NG voice.
 */
export async function startTestService(
  overrides: Partial<AutomationConfig> = {},
  options: { voice?: Synthesizer | 'embedded' } = {},
): Promise<{ service: RunningService; dataDir: string; stop: () => Promise<void> }> {
  const temp = await makeTempDir();
  await seedDataDir(temp.path);
  const service = await startService({
    config: testConfig(temp.path, overrides),
    log: silentLogger,
    resolve: testResolver(),
    ...(options.voice === 'embedded' ? {} : { voice: options.voice ?? fakeVoice() }),
  });
  return {
    service,
    dataDir: temp.path,
    stop: async () => {
      await service.close();
      await temp.remove();
    },
  };
}

export async function countRows(service: RunningService, table: 'demos' | 'accounts' | 'leads' | 'lead_submissions') {
  const rows = await service.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

export async function countAccountsForSession(service: RunningService, sessionId: string): Promise<number> {
  const rows = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE stripe_session_id = $1', [
    sessionId,
  ]);
  return rows[0]?.n ?? 0;
}

/** The lead stored for a list and address (at most one). */
export async function findLeads(service: RunningService, kind: string, email: string) {
  return service.db.query<{
    id: string;
    email: string;
    first_name: string | null;
    phone: string | null;
    consent: boolean;
    consented_at: Date;
    submissions: number;
    created_at: Date;
  }>(
    'SELECT id, email, first_name, phone, consent, consented_at, submissions, created_at FROM leads WHERE kind = $1 AND email = $2',
    [kind, email.trim().toLowerCase()],
  );
}

/** Every submission for a list and address, oldest first. */
export async function findLeadSubmissions(service: RunningService, kind: string, email: string) {
  return service.db.query<{ first_name: string | null; phone: string | null; consent: boolean; consented_at: Date }>(
    `SELECT s.first_name, s.phone, s.consent, s.consented_at FROM lead_submissions s JOIN leads l ON l.id = s.lead_id
     WHERE l.kind = $1 AND l.email = $2 ORDER BY s.consented_at, s.created_at`,
    [kind, email.trim().toLowerCase()],
  );
}

/**
 * Brings a database to schema version 2 (before the free trial), stores a paid session and account
 * the way that version did, then runs the current migrations. Returns the rows before and after.
 */
export async function migratePaidAccountFromV2(database: Database): Promise<{
  applied: number[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}> {
  await database.query(`CREATE TABLE schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const migration of migrations.filter((candidate) => candidate.version <= 2)) {
    for (const statement of migration.statements) await database.query(statement);
    await database.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  }
  await database.query(
    `INSERT INTO checkout_sessions (id, kind, product_id, plan_key, description, amount_cents, recurring_interval, email, status, paid_at)
     VALUES ('cs_test_v2session', 'plan', 'prod_pyme', 'pyme', 'Plan PYME', 13900, 'month', 'ana@example.es', 'paid', now())`,
  );
  await database.query(
    `INSERT INTO accounts (id, stripe_session_id, payload_hash, first_name, last_name, phone, email, company_name, company_website,
       company_description, audio_greeting, audio_message, demo_id, product_id, plan_key, plan_name)
     VALUES ('acct_v2', 'cs_test_v2session', 'hash', 'Ana', 'García', '+34 600 000 000', 'ana@example.es', 'Clínica Ana',
       'https://clinica-ana.es', 'Clínica.', 'http://x/a.wav', 'http://x/b.wav', 'demo-v2', 'prod_pyme', 'pyme', 'PYME')`,
  );
  const select = 'SELECT * FROM accounts WHERE id = $1';
  const [before] = await database.query<Record<string, unknown>>(select, ['acct_v2']);
  const applied = await migrate(database);
  const [after] = await database.query<Record<string, unknown>>(select, ['acct_v2']);
  return { applied, before: before ?? {}, after: after ?? {} };
}

/**
 * The industry slugs the site publishes: the industries remote owns the list (its route manifest's
 * values of /industrias/:industria). Automation's sector detection and scripts must speak those
 * slugs, so its tests read them from the owner's source instead of keeping a copy.
 */
export async function publishedIndustrySlugs(): Promise<ReadonlySet<string>> {
  const { APPS } = await import('@estefania/shared/apps');
  const source = new URL(`../../${APPS.industries.dir}/src/routes.ts`, import.meta.url);
  const { routeManifest } = (await import(/* @vite-ignore */ source.href)) as {
    routeManifest: { routes: readonly { params?: Readonly<Record<string, readonly string[]>> }[] };
  };
  return new Set(routeManifest.routes.flatMap((route) => route.params?.industria ?? []));
}

/**
 * Why a call ended, once the service has written it down. The row is written after the provider has
 * answered the hang-up (told first, so the billing stops first): it may trail what a test waited for.
 */
export async function expectCallEnded(db: Database, callId: string, reason: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await db.query<{ end_reason: string | null }>('SELECT end_reason FROM calls WHERE id = $1', [callId]))[0]?.end_reason,
    )
    .toBe(reason);
}
