import { defaultSiteConfig } from '@estefania/shared/config';
import { demoDataSchema, type CreateAccountRequest, type DemoData } from '@estefania/shared/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from './logger.js';
import { startService, type RunningService } from './server.js';
import {
  accountRequest as accountRequestFor,
  countAccountsForSession,
  errorOf,
  expectSpanish,
  findLeads,
  fixture,
  html,
  makeTempDir,
  paidSession,
  postJson,
  seedDataDir,
  SITE,
  startSampleSites,
  testConfig,
  testResolver,
  type SampleSites,
  demoRequest,
  startTestService,
} from './testing.js';
import { parseMp3 } from './tts/mp3.js';
import { DemoStore } from './demo/store.js';

const autonomo = defaultSiteConfig.plans.autonomo.productId;
const pyme = defaultSiteConfig.plans.pyme.productId;

function accountRequest(demo: DemoData, sessionId: string, productId = pyme) {
  return accountRequestFor(demo, sessionId, productId);
}

describe('automation service', () => {
  let sites: SampleSites;
  let service: RunningService;
  let stop: () => Promise<void>;
  let demo: DemoData;

  beforeAll(async () => {
    sites = await startSampleSites({
      '/': html(fixture('og-site-name.html.txt')),
    });
    ({ service, stop } = await startTestService({}, { voice: 'embedded' }));
    // The demo the accounts are made for (create-demo itself is tested in demo/create-demo.test.ts).
    const response = await postJson(
      `${service.url}/webhooks/create-demo`,
      demoRequest(`http://clinica-sonrisa.test:${sites.port}/`),
    );
    demo = demoDataSchema.parse(await response.json());
  });
  afterAll(async () => {
    await stop?.();
    await sites?.close();
  });

  it('GET /health', async () => {
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite', voice: 'es+f3', voice_provider: 'espeak' });
  });

  describe('POST /webhooks/create-account', () => {
    it('creates the account once per paid session (idempotent), and refuses a different payload for it', async () => {
      const sessionId = await paidSession(service, pyme);
      const request = accountRequest(demo, sessionId);
      const first = await postJson(`${service.url}/webhooks/create-account`, request, { origin: SITE });
      expect(first.status).toBe(201);
      const created = (await first.json()) as { ok: boolean; account_id: string; created: boolean };
      // The panel of this service, wherever it runs (not the default port 8787).
      expect(created).toMatchObject({ ok: true, created: true, dashboard_login_url: `${service.url}/panel/login` });

      // Same request again (a reload of the success page): success, no second account. Key order does not matter.
      const reordered = Object.fromEntries(Object.entries(request).reverse());
      const again = await postJson(`${service.url}/webhooks/create-account`, reordered);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ ok: true, created: false, account_id: created.account_id });
      expect(await countAccountsForSession(service, sessionId)).toBe(1);

      const different = await postJson(`${service.url}/webhooks/create-account`, { ...request, phone: '+34 611 111 111' });
      expect(different.status).toBe(409);
      const error = await errorOf(different);
      expect(error.code).toBe('session_already_used');
      expectSpanish(error.message);
      expect(await countAccountsForSession(service, sessionId)).toBe(1);
    });

    it('creates one account when the same request arrives twice at once', async () => {
      const request = accountRequest(demo, await paidSession(service, pyme));
      const responses = await Promise.all([1, 2, 3].map(() => postJson(`${service.url}/webhooks/create-account`, request)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
      expect(await countAccountsForSession(service, request.stripe_session_id)).toBe(1);
    });

    it('needs a known, paid session for the same plan', async () => {
      const unknown = await postJson(`${service.url}/webhooks/create-account`, accountRequest(demo, 'cs_test_doesNotExist123'));
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).code).toBe('session_not_found');

      const otherPlan = accountRequest(demo, await paidSession(service, autonomo));
      const mismatch = await postJson(`${service.url}/webhooks/create-account`, otherPlan);
      expect(mismatch.status).toBe(409);
      expect((await errorOf(mismatch)).code).toBe('session_mismatch');

      const pack = await fetch(`${service.url}/checkout/pack/50`, {
        method: 'POST',
        headers: { origin: service.url },
        body: new URLSearchParams({ email: 'c@example.es' }),
        redirect: 'manual',
      });
      const packSession = decodeURIComponent((pack.headers.get('location') ?? '').split('/').pop() ?? '');
      const packAccount = await postJson(`${service.url}/webhooks/create-account`, accountRequest(demo, packSession));
      expect(packAccount.status).toBe(409);

      const badPlan = await postJson(
        `${service.url}/webhooks/create-account`,
        accountRequest(demo, 'cs_test_doesNotExist123', 'prod_enterprise'),
      );
      expect(badPlan.status).toBe(400);
      expect(await errorOf(badPlan)).toMatchObject({ code: 'invalid_plan', message: 'Plan no válido.' });
    });

    it.each([
      ['an unknown key', { extra: true }, '(cuerpo)'],
      ['a bad e-mail', { email: 'ana' }, 'email'],
      ['an empty first name', { first_name: '  ' }, 'first_name'],
      ['a malformed session id', { stripe_session_id: 'session-1' }, 'stripe_session_id'],
      ['a non-http audio URL', { audio_greeting: 'javascript:alert(1)' }, 'audio_greeting'],
    ])('validates strictly: %s → 400', async (_label, change, path) => {
      const response = await postJson(`${service.url}/webhooks/create-account`, {
        ...accountRequest(demo, 'cs_test_abcdefgh'),
        ...change,
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.details?.map((detail) => detail.path)).toContain(path);
      expectSpanish(error.message);
    });
  });

  describe('leads', () => {
    const demoRequestLead = {
      email: 'Luis@Example.es',
      consent: true,
      firstName: 'Luis',
      surname: 'Pérez',
      businessName: 'Fontanería Pérez',
      phone: '+34 600 111 222',
    };

    it('stores a demo request with consent and timestamp, once per e-mail address', async () => {
      const first = await postJson(`${service.url}/webhooks/demo-request`, demoRequestLead, { origin: SITE });
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ ok: true, duplicate: false });
      const again = await postJson(`${service.url}/webhooks/demo-request`, {
        ...demoRequestLead,
        email: 'luis@example.es',
        phone: '+34 600 333 444',
      });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ ok: true, duplicate: true });
      const rows = await findLeads(service, 'demo-request', 'luis@example.es');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ consent: true, submissions: 2, first_name: 'Luis' });
      expect(new Date(rows[0]?.consented_at ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('needs every contact field for a demo request, and consent always', async () => {
      const { phone: _phone, ...withoutPhone } = demoRequestLead;
      const missing = await postJson(`${service.url}/webhooks/demo-request`, withoutPhone);
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).details?.[0]).toEqual({ path: 'phone', message: 'Campo obligatorio.' });
      for (const consent of [false, 'true', undefined]) {
        const response = await postJson(`${service.url}/webhooks/newsletter`, { email: 'x@example.es', consent });
        expect(response.status).toBe(400);
      }
    });

    it('stores newsletter and book waitlist sign-ups separately, without duplicates', async () => {
      for (const kind of ['newsletter', 'book-waitlist'] as const) {
        const first = await postJson(`${service.url}/webhooks/${kind}`, { email: 'marta@example.es', consent: true });
        expect(first.status).toBe(201);
        const again = await postJson(`${service.url}/webhooks/${kind}`, { email: 'MARTA@example.es', consent: true });
        expect(again.status).toBe(200);
        expect(await findLeads(service, kind, 'marta@example.es')).toHaveLength(1);
      }
      const bad = await postJson(`${service.url}/webhooks/newsletter`, { email: 'no-email', consent: true });
      expect(bad.status).toBe(400);
    });
  });

  describe('CORS, pages and errors', () => {
    it('allows only the site origins', async () => {
      for (const origin of [SITE, 'http://127.0.0.1:5173', 'http://localhost:5177']) {
        const preflight = await fetch(`${service.url}/webhooks/create-demo`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
        expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
      }
      const evil = await fetch(`${service.url}/webhooks/create-demo`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers unknown routes with a Spanish 404', async () => {
      const response = await fetch(`${service.url}/no-existe`);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'No hemos encontrado lo que buscas.' });
      expect((await fetch(`${service.url}/webhooks/create-demo`)).status).toBe(404);
    });
  });
});

describe('persistence', () => {
  it('keeps demos, audio, sessions, accounts and leads across a restart', async () => {
    const temp = await makeTempDir();
    try {
      await seedDataDir(temp.path);
      const config = testConfig(temp.path);
      const first = await startService({ config, log: silentLogger, resolve: testResolver() });
      let saved: DemoData;
      let request: CreateAccountRequest;
      try {
        saved = demoDataSchema.parse(
          await (await postJson(`${first.url}/webhooks/create-demo`, demoRequest('https://www.optica-lopez.invalid/'))).json(),
        );
        request = accountRequest(saved, await paidSession(first, pyme));
        expect((await postJson(`${first.url}/webhooks/create-account`, request)).status).toBe(201);
        expect((await postJson(`${first.url}/webhooks/newsletter`, { email: 'pepa@example.es', consent: true })).status).toBe(
          201,
        );
      } finally {
        await first.close();
      }

      const second = await startService({ config, log: silentLogger, resolve: testResolver() });
      try {
        const audioPath = new URL(saved.audio_greeting).pathname;
        const audio = await fetch(`${second.url}${audioPath}`);
        expect(audio.status).toBe(200);
        expect(parseMp3(new Uint8Array(await audio.arrayBuffer())).durationSeconds).toBeGreaterThan(2);
        expect(await new DemoStore(second.db).getDemo(saved.demo_id)).toMatchObject({ companyName: 'Óptica López' });
        const replay = await postJson(`${second.url}/webhooks/create-account`, request);
        expect(replay.status).toBe(200);
        expect(await replay.json()).toMatchObject({ created: false });
        expect((await postJson(`${second.url}/webhooks/newsletter`, { email: 'pepa@example.es', consent: true })).status).toBe(
          200,
        );
        expect(await (await fetch(`${second.url}/panel/login`)).text()).toContain('<strong>1</strong>');
      } finally {
        await second.close();
      }
    } finally {
      await temp.remove();
    }
  });
});
