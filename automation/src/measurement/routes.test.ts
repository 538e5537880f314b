import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import type { RunningService } from '../server.js';
import { makeTempDir, SITE, startTestService } from '../testing.js';
import type { MeasurementReport } from './report.js';
import { ensureReportToken, readReportToken, reportTokenPath } from './report-token.js';
import { startRetentionJob } from './retention.js';
import { today } from './range.js';
import { MeasurementStore, REPORT_TIME_ZONE } from './store.js';

const TOKEN = 'informes-de-prueba-0123456789';

/** What the shell's sendBeacon sends: text/plain JSON, with the page's origin. */
function beacon(url: string, body: unknown, headers: Record<string, string> = { origin: SITE }) {
  return fetch(`${url}/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function batch(visit: string, events: Record<string, unknown>[], first = 0) {
  return { v: 1, visit, events: events.map((event, index) => ({ ...event, seq: first + index })) };
}

async function report(url: string, query: string, token = TOKEN) {
  return fetch(`${url}/reports/measurement${query}`, { headers: { authorization: `Bearer ${token}` } });
}

async function visitEvents(url: string, visit: string) {
  const response = await fetch(`${url}/reports/measurement/visits/${visit}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return ((await response.json()) as { events: { seq: number; type: string; plan: string | null }[] }).events;
}

describe('measurement events', () => {
  let service: RunningService;
  let stop: () => Promise<void>;
  let events: MeasurementStore;

  beforeAll(async () => {
    ({ service, stop } = await startTestService({ reportToken: TOKEN, eventsRateLimit: { max: 1_000, windowMs: 60_000 } }));
    events = new MeasurementStore(service.db);
  });
  afterAll(() => stop?.());

  it('stores a batch from the site in order, once, and gives a visit back in that order', async () => {
    const visit = randomUUID();
    const first = batch(visit, [
      { type: 'page_view', path: '/onboarding', referrerHost: null, viewport: 'mobile' },
      { type: 'onboarding_started', plan: 'pyme' },
      { type: 'onboarding_step1_saved', plan: 'pyme' },
    ]);
    const response = await beacon(service.url, first);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: 3, ignored: 0 });
    // The page after the payment page sends the rest, numbered on.
    await beacon(service.url, batch(visit, [{ type: 'account_created', plan: 'pyme' }], 4));
    await beacon(service.url, batch(visit, [{ type: 'demo_ready', plan: 'pyme' }], 3));
    // A beacon delivered twice is stored once.
    expect(await (await beacon(service.url, first)).json()).toEqual({ stored: 0, ignored: 0 });
    expect((await visitEvents(service.url, visit)).map((event) => [event.seq, event.type])).toEqual([
      [0, 'page_view'],
      [1, 'onboarding_started'],
      [2, 'onboarding_step1_saved'],
      [3, 'demo_ready'],
      [4, 'account_created'],
    ]);
  });

  it('counts a free trial as its own plan, not under the plan it turns into (Autónomo)', async () => {
    const visit = randomUUID();
    // What the onboarding sends for a "Prueba gratis" visit, from the start to the account.
    const steps = ['onboarding_started', 'onboarding_step1_saved', 'demo_ready', 'contact_submitted', 'account_created'];
    const response = await beacon(
      service.url,
      batch(
        visit,
        steps.map((type) => ({ type, plan: 'trial' })),
      ),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: steps.length, ignored: 0 });
    const day = today(REPORT_TIME_ZONE);
    const result = (await (await report(service.url, `?from=${day}&to=${day}`)).json()) as MeasurementReport;
    const funnel = (plan: string | null) => result.funnels.find((entry) => entry.plan === plan);
    expect(funnel('trial')).toMatchObject({ label: 'Prueba gratuita' });
    expect(funnel('trial')?.steps.map((step) => step.visits)).toEqual([1, 1, 1, 0, 1, 1]);
    expect(funnel('autonomo')?.steps.every((step) => step.visits === 0)).toBe(true);
  });

  it('accepts application/json too, and ignores event types it does not know', async () => {
    const response = await fetch(`${service.url}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify(
        batch(randomUUID(), [
          { type: 'calculator_used', calls: 60 },
          { type: 'demo_ready', plan: null },
        ]),
      ),
    });
    expect(await response.json()).toEqual({ stored: 1, ignored: 1 });
  });

  it('never stores a field outside the contract', async () => {
    const visit = randomUUID();
    await beacon(
      service.url,
      batch(visit, [
        { type: 'onboarding_step1_saved', plan: 'pyme', email: 'lucia@laespiga.es', website: 'https://laespiga.es' },
      ]),
    );
    const rows = await service.db.query<Record<string, unknown>>('SELECT * FROM measurement_events WHERE visit_id = $1', [visit]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/lucia|espiga/);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }, 403, 'forbidden_origin'],
    ['no origin (not a page of the site)', {}, 403, 'forbidden_origin'],
  ])('refuses a batch from %s', async (_case, headers, status, code) => {
    const visit = randomUUID();
    const response = await beacon(service.url, batch(visit, [{ type: 'demo_ready', plan: 'pyme' }]), headers);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await visitEvents(service.url, visit)).toEqual([]);
  });

  it('refuses invalid batches in Spanish, saying where, and stores none of it', async () => {
    const visit = randomUUID();
    const response = await beacon(
      service.url,
      batch(visit, [
        { type: 'demo_ready', plan: 'pyme' },
        { type: 'page_view', path: '/Lucia.Martin@laespiga.es', referrerHost: null, viewport: 'mobile' },
      ]),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details[0]?.path).toBe('events.1.path');
    expect(await visitEvents(service.url, visit)).toEqual([]);
    expect((await beacon(service.url, '{"v":1,')).status).toBe(400);
    const form = await beacon(service.url, 'v=1', { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('refuses a body larger than a batch can be', async () => {
    const response = await beacon(service.url, { v: 1, visit: randomUUID(), events: [], padding: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });

  it('keeps the report and the visits behind the token', async () => {
    expect((await fetch(`${service.url}/reports/measurement`)).status).toBe(401);
    const wrong = await report(service.url, '', 'otro-token-cualquiera-123');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'Falta el token de los informes o no es válido.',
    );
    expect((await fetch(`${service.url}/reports/measurement/visits/${randomUUID()}`)).status).toBe(401);
    expect((await report(service.url, '?from=2026-02-30')).status).toBe(400);
  });

  it('reports page views per route and the funnel per plan for Madrid days', async () => {
    const db = service.db;
    const insert = (visit: string, seq: number, type: string, at: string, extra: Record<string, unknown> = {}) =>
      db.query(
        `INSERT INTO measurement_events (visit_id, seq, type, contract_version, path, plan, clip, seconds_heard, reason, received_at)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9)`,
        [
          visit,
          seq,
          type,
          extra.path ?? null,
          extra.plan ?? null,
          extra.clip ?? null,
          extra.seconds ?? null,
          extra.reason ?? null,
          at,
        ],
      );
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    // 1 March 2025 in Madrid is 28 Feb 23:00 UTC to 1 March 23:00 UTC.
    await insert(a, 0, 'page_view', '2025-02-28T23:30:00Z', { path: '/' });
    await insert(a, 1, 'page_view', '2025-03-01T10:00:00Z', { path: '/precios' });
    await insert(b, 0, 'page_view', '2025-03-01T10:00:00Z', { path: '/precios' });
    await insert(c, 0, 'page_view', '2025-02-28T22:59:00Z', { path: '/' }); // still 28 February in Madrid
    await insert(c, 1, 'page_view', '2025-03-01T23:00:00Z', { path: '/' }); // already 2 March in Madrid
    // Visit a starts without a plan and picks PYME at step 3: the whole visit counts for PYME.
    await insert(a, 2, 'onboarding_started', '2025-03-01T10:01:00Z', { plan: null });
    await insert(a, 3, 'onboarding_step1_saved', '2025-03-01T10:02:00Z', { plan: null });
    await insert(a, 4, 'demo_ready', '2025-03-01T10:03:00Z', { plan: null });
    await insert(a, 5, 'demo_played', '2025-03-01T10:04:00Z', { plan: null, clip: 'greeting', seconds: 3 });
    await insert(a, 6, 'demo_played', '2025-03-01T10:05:00Z', { plan: null, clip: 'greeting', seconds: 7 });
    await insert(a, 7, 'contact_submitted', '2025-03-01T10:06:00Z', { plan: 'pyme' });
    await insert(a, 8, 'account_created', '2025-03-01T10:08:00Z', { plan: 'pyme' });
    // Visit b starts Empresa twice (a reload), the demo fails once for the network, then works.
    await insert(b, 1, 'onboarding_started', '2025-03-01T11:00:00Z', { plan: 'empresa' });
    await insert(b, 2, 'onboarding_started', '2025-03-01T11:01:00Z', { plan: 'empresa' });
    await insert(b, 3, 'onboarding_step1_saved', '2025-03-01T11:02:00Z', { plan: 'empresa' });
    await insert(b, 4, 'demo_failed', '2025-03-01T11:03:00Z', { plan: 'empresa', reason: 'network' });
    await insert(b, 5, 'demo_ready', '2025-03-01T11:04:00Z', { plan: 'empresa' });

    const response = await report(service.url, '?from=2025-03-01&to=2025-03-01');
    expect(response.status).toBe(200);
    const result = (await response.json()) as MeasurementReport;
    expect(result.range).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(result.pageViews).toEqual({
      total: 3,
      routes: [
        { path: '/precios', views: 2, visits: 2, share: 2 / 3 },
        { path: '/', views: 1, visits: 1, share: 1 / 3 },
      ],
    });
    const funnel = (plan: string | null) => result.funnels.find((entry) => entry.plan === plan);
    expect(funnel('pyme')?.steps.map((step) => step.visits)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(funnel('pyme')?.listening[0]).toMatchObject({ visits: 1, averageSeconds: 7 });
    expect(funnel('empresa')?.steps.map((step) => step.visits)).toEqual([1, 1, 1, 0, 0, 0]);
    expect(funnel('empresa')?.failures[1]).toMatchObject({ visits: 1, events: 1 });
    expect(funnel(null)?.steps.map((step) => step.visits)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(funnel('all')?.steps.map((step) => step.visits)).toEqual([2, 2, 2, 1, 1, 1]);
    expect(funnel('all')?.steps[4]).toMatchObject({ conversion: 0.5, ofStarted: 0.5 });

    // The same counts straight from the store (what `npm run report` reads with the service stopped).
    const direct = await events.reportInput({ from: '2025-02-28', to: '2025-02-28' });
    expect(direct.pageViews).toEqual([{ path: '/', views: 1, visits: 1 }]);
  });

  it('deletes events older than the retention the cookie policy states', async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    const insert = (visit: string, age: string) =>
      service.db.query(
        `INSERT INTO measurement_events (visit_id, seq, type, contract_version, plan, received_at)
         VALUES ($1, 0, 'demo_ready', 1, 'pyme', now() - $2::interval)`,
        [visit, age],
      );
    await insert(old, '13 months 1 day');
    await insert(recent, '12 months 25 days');
    const job = startRetentionJob(events, silentLogger, { intervalMs: 60_000 });
    await job.stop();
    expect(await job.runOnce()).toBe(0); // the first run, at start, already deleted it
    expect(await visitEvents(service.url, old)).toEqual([]);
    expect(await visitEvents(service.url, recent)).toHaveLength(1);
  });
});

describe('measurement limits', () => {
  it('limits batches per client (429 + Retry-After)', async () => {
    const { service, stop } = await startTestService({ eventsRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let index = 0; index < 5; index += 1) {
        const response = await beacon(service.url, batch(randomUUID(), [{ type: 'demo_ready', plan: null }]));
        statuses.push(response.status);
        retryAfter ??= response.headers.get('retry-after');
      }
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });

  it('makes its own report token, readable by the local user only, when REPORT_TOKEN is not set', async () => {
    const { service, dataDir, stop } = await startTestService();
    try {
      const path = reportTokenPath(dataDir);
      const token = (await readFile(path, 'utf8')).trim();
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(((await import('node:fs')).statSync(path).mode & 0o777).toString(8)).toBe('600');
      expect((await report(service.url, '', token)).status).toBe(200);
    } finally {
      await stop();
    }
  });

  it('replaces an empty token file left by a process stopped halfway, and keeps a good one', async () => {
    const temp = await makeTempDir();
    try {
      await writeFile(reportTokenPath(temp.path), '');
      const token = await ensureReportToken(temp.path, null);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await readReportToken(temp.path)).toBe(token);
      expect(await ensureReportToken(temp.path, null)).toBe(token);
      expect(await ensureReportToken(temp.path, 'configurado-por-entorno')).toBe('configurado-por-entorno');
      expect((await readdir(temp.path)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      await temp.remove();
    }
  });
});
