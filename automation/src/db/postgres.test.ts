// The same flows on a real PostgreSQL server (the DATABASE_URL mode). Runs only when
// AUTOMATION_TEST_DATABASE_URL points at a database it may create schemas in, e.g.
//   AUTOMATION_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/estefania_test npm test -w automation
// Each run works in its own schema and drops it at the end.
import { randomUUID } from 'node:crypto';
import { demoDataSchema, type CreateAccountRequest } from '@estefania/shared/webhooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import type { MeasurementReport } from '../measurement/report.js';
import { startService } from '../server.js';
import {
  accountRequest,
  makeDemo,
  makeTempDir,
  migratePaidAccountFromV2,
  payPlan,
  postJson,
  sessionIdOf,
  startTrial,
  testConfig,
  testResolver,
} from '../testing.js';
import { openDatabase } from './database.js';
import { migrate, migrations } from './migrations.js';
import type { Database } from './queryable.js';

const url = process.env.AUTOMATION_TEST_DATABASE_URL;

// Skipped without AUTOMATION_TEST_DATABASE_URL: it needs a real PostgreSQL server, which `.ci/run` starts
// (.ci/postgres.sh) and sets; the same flows run on the embedded PGlite in every other suite.
describe.skipIf(!url)('real PostgreSQL (DATABASE_URL)', () => {
  const schema = `automation_test_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let databaseUrl: string;
  let temp: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const withSchema = new URL(url as string);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = withSchema.href;
    temp = await makeTempDir();
  });
  afterAll(async () => {
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    await temp?.remove();
  });

  it('migrates once even when several instances start at the same time', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl, dataDir: temp.path })));
    try {
      expect(databases[0]?.kind).toBe('postgres');
      expect(await migrate(databases[0] as (typeof databases)[0])).toEqual([]);
      const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.schema_migrations`);
      expect(rows[0]?.n).toBe(migrations.length);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('runs the demo → payment → account flow, idempotently, and keeps it across a restart', async () => {
    const config = { ...testConfig(temp.path), databaseUrl };
    const pyme = config.site.plans.pyme.productId;
    const first = await startService({ config, log: silentLogger, resolve: testResolver() });
    let request: CreateAccountRequest;
    try {
      const demo = demoDataSchema.parse(
        await (
          await postJson(`${first.url}/webhooks/create-demo`, {
            customer_website: 'https://www.clinica-garcia.invalid/',
            customer_language: 'es',
            product_id: pyme,
            plan_name: 'PYME',
          })
        ).json(),
      );
      expect(demo.company_name).toBe('Clínica García');
      const paid = await payPlan(first.url, pyme, 'a@b.es');
      const sessionId = new URL(paid.headers.get('location') ?? '').searchParams.get('session_id') ?? '';
      request = accountRequest(demo, sessionId, pyme, {
        first_name: 'Lola',
        last_name: 'García',
        email: 'lola@clinica-garcia.es',
      });
      const statuses = await Promise.all(
        [1, 2].map(async () => (await postJson(`${first.url}/webhooks/create-account`, request)).status),
      );
      expect(statuses.sort()).toEqual([200, 201]);

      // Mixed payloads racing for one new session: exactly one account, the same payload as the
      // winner replays (200), every other payload is a conflict (409).
      const paidAgain = await payPlan(first.url, pyme, 'b@c.es');
      const raceSession = new URL(paidAgain.headers.get('location') ?? '').searchParams.get('session_id') ?? '';
      const variants = ['+34 611 000 001', '+34 611 000 002', '+34 611 000 003'].map((phone) =>
        accountRequest(demo, raceSession, pyme, { phone }),
      );
      const race = await Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const body = variants[index % variants.length];
          const response = await postJson(`${first.url}/webhooks/create-account`, body);
          return { phone: body?.phone, status: response.status };
        }),
      );
      const winners = race.filter((entry) => entry.status === 201);
      expect(winners).toHaveLength(1);
      for (const entry of race) {
        expect(entry.status).toBe(entry.phone === winners[0]?.phone ? (entry.status === 201 ? 201 : 200) : 409);
      }
      const { rows: raced } = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${schema}.accounts WHERE stripe_session_id = $1`,
        [raceSession],
      );
      expect(raced[0]?.n).toBe(1);
      expect((await postJson(`${first.url}/webhooks/create-account`, { ...request, phone: '+34 699 999 999' })).status).toBe(409);
      expect((await postJson(`${first.url}/webhooks/newsletter`, { email: 'Lola@B.es', consent: true })).status).toBe(201);
      expect((await postJson(`${first.url}/webhooks/newsletter`, { email: 'lola@b.es', consent: true })).status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await startService({ config, log: silentLogger, resolve: testResolver() });
    try {
      const replay = await postJson(`${second.url}/webhooks/create-account`, request);
      expect(replay.status).toBe(200);
      const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.accounts`);
      expect(rows[0]?.n).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('adds the free trial to a database that already has accounts, losing none', async () => {
    const legacy = `${schema}_v2`;
    await admin.query(`CREATE SCHEMA ${legacy}`);
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${legacy}` });
    await client.connect();
    const database: Database = {
      kind: 'postgres',
      query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
        (await client.query<T>(sql, [...params])).rows,
      transaction: async (fn) => {
        await client.query('BEGIN');
        try {
          const result = await fn(database);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
      close: () => client.end(),
    };
    try {
      const { applied, before, after } = await migratePaidAccountFromV2(database);
      expect(applied).toEqual([3, 4, 5, 6]);
      expect(after).toEqual({
        ...before,
        kind: 'paid',
        trial_minutes: null,
        customer_email: null,
        website_domain: null,
        duplicate_trial_of: null,
      });
    } finally {
      await database.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${legacy} CASCADE`);
    }
  });

  it('gives one free trial per e-mail and per website domain, also when accounts race, and keeps the first', async () => {
    const config = { ...testConfig(temp.path), databaseUrl };
    const autonomo = config.site.plans.autonomo.productId;
    const service = await startService({ config, log: silentLogger, resolve: testResolver() });
    try {
      const demo = await makeDemo(service.url, 'https://www.peluqueria-nerea.invalid/');
      const started = await startTrial(service.url, 'nerea@peluqueria-nerea.es', demo.demo_id);
      expect(started.status).toBe(303);
      const first = accountRequest(demo, sessionIdOf(started), autonomo, {
        plan_name: 'Autónomo',
        email: 'nerea@peluqueria-nerea.es',
      });
      expect((await postJson(`${service.url}/webhooks/create-account`, first)).status).toBe(201);
      const { rows: kept } = await admin.query<{ id: string }>(`SELECT * FROM ${schema}.accounts WHERE kind = 'trial'`);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({
        trial_minutes: 25,
        customer_email: 'nerea@peluqueria-nerea.es',
        website_domain: 'peluqueria-nerea.invalid',
      });

      // Same e-mail (another site), then same site (another e-mail): refused before anything starts.
      const other = await makeDemo(service.url, 'https://otra-peluqueria.invalid/');
      expect((await startTrial(service.url, 'Nerea@peluqueria-nerea.es', other.demo_id)).status).toBe(409);
      const sameSite = await makeDemo(service.url, 'https://peluqueria-nerea.invalid/citas');
      expect((await startTrial(service.url, 'recepcion@gmail.example', sameSite.demo_id)).status).toBe(409);

      // Trials started for one new business before any account exists, whose accounts then race.
      const raced = await makeDemo(service.url, 'https://barberia-sur.invalid/');
      const sessions = await Promise.all(
        [1, 2, 3, 4].map(async (index) => sessionIdOf(await startTrial(service.url, `${index}@barberia-sur.es`))),
      );
      const statuses = await Promise.all(
        sessions.map(
          async (sessionId, index) =>
            (
              await postJson(
                `${service.url}/webhooks/create-account`,
                accountRequest(raced, sessionId, autonomo, { plan_name: 'Autónomo', email: `${index}@barberia-sur.es` }),
              )
            ).status,
        ),
      );
      expect(statuses.sort()).toEqual([201, 409, 409, 409]);
      const { rows: trials } = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${schema}.accounts WHERE kind = 'trial' AND website_domain = 'barberia-sur.invalid'`,
      );
      expect(trials[0]?.n).toBe(1);
      const { rows: stillThere } = await admin.query(`SELECT * FROM ${schema}.accounts WHERE id = $1`, [kept[0]?.id]);
      expect(stillThere).toEqual(kept);
    } finally {
      await service.close();
    }
  });

  it('stores measurement batches in order and reports them per plan', async () => {
    const config = { ...testConfig(temp.path), databaseUrl, reportToken: 'informes-de-prueba-postgres' };
    const service = await startService({ config, log: silentLogger, resolve: testResolver() });
    try {
      const visit = randomUUID();
      const send = (events: Record<string, unknown>[], first: number) =>
        fetch(`${service.url}/events`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:5173' },
          body: JSON.stringify({ v: 1, visit, events: events.map((event, index) => ({ ...event, seq: first + index })) }),
        });
      expect(
        (
          await send(
            [
              { type: 'page_view', path: '/onboarding', referrerHost: 'www.google.es', viewport: 'tablet' },
              { type: 'onboarding_started', plan: 'autonomo' },
              { type: 'demo_played', plan: 'autonomo', clip: 'message', secondsHeard: 9.5 },
            ],
            0,
          )
        ).status,
      ).toBe(202);
      expect((await send([{ type: 'account_created', plan: 'autonomo' }], 3)).status).toBe(202);
      const headers = { authorization: 'Bearer informes-de-prueba-postgres' };
      const visitResponse = await fetch(`${service.url}/reports/measurement/visits/${visit}`, { headers });
      const { events } = (await visitResponse.json()) as { events: { type: string; referrer_host: string | null }[] };
      expect(events.map((event) => event.type)).toEqual(['page_view', 'onboarding_started', 'demo_played', 'account_created']);
      expect(events[0]?.referrer_host).toBe('www.google.es');
      const report = (await (await fetch(`${service.url}/reports/measurement`, { headers })).json()) as MeasurementReport;
      const autonomo = report.funnels.find((funnel) => funnel.plan === 'autonomo');
      expect(autonomo?.steps.map((step) => step.visits)).toEqual([1, 0, 0, 1, 0, 1]);
      expect(autonomo?.listening[1]).toMatchObject({ visits: 1, averageSeconds: 9.5 });
      expect(report.pageViews.routes.find((route) => route.path === '/onboarding')).toMatchObject({ views: 1, visits: 1 });
    } finally {
      await service.close();
    }
  });
});
