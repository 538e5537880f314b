import { defaultSiteConfig } from '@estefania/shared/config';
import type { DemoData } from '@estefania/shared/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../server.js';
import { accountRequest, countRows, makeDemo, payPlan, postJson, sessionIdOf, startTestService, startTrial } from '../testing.js';
import { DemoStore } from '../demo/store.js';
import { CheckoutStore } from '../checkout/store.js';

const autonomo = defaultSiteConfig.plans.autonomo.productId;
const pyme = defaultSiteConfig.plans.pyme.productId;
const refusal =
  'Ya se ha usado la prueba gratuita con este email o con esta web, y solo hay una por cliente. Puedes seguir con cualquiera de nuestros planes sin repetir la demo.';

describe('free trial: page, start and trial account', () => {
  let service: RunningService;
  let stop: () => Promise<void>;
  let demo: DemoData;

  beforeAll(async () => {
    ({ service, stop } = await startTestService());
    demo = await makeDemo(service.url, 'https://www.panaderia-espiga.invalid/');
  });
  afterAll(() => stop?.());

  const trialAccount = (sessionId: string, overrides: Parameters<typeof accountRequest>[3] = {}) =>
    accountRequest(demo, sessionId, autonomo, { plan_name: 'Autónomo', email: 'lucia@panaderia-espiga.es', ...overrides });

  it('says what the trial is, what follows it and asks for no card', async () => {
    const response = await fetch(
      `${service.url}/trial?prefilled_email=lucia%40panaderia-espiga.es&client_reference_id=${demo.demo_id}`,
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta');
    expect(page).toContain(
      'Cuando gastes los 25 minutos o termine el periodo de prueba, tu cuenta pasa al plan Autónomo por 59 € al mes, salvo que la canceles antes.',
    );
    expect(page).toContain('Hay una sola prueba gratuita por cliente');
    expect(page).toContain('value="lucia@panaderia-espiga.es"');
    expect(page).toContain(`name="client_reference_id" value="${demo.demo_id}"`);
    expect(page).toContain('Empezar mi prueba gratuita');
    expect(page).not.toMatch(/tarjeta de prueba|4242|Pagar/);
  });

  it('starts a trial with nothing paid and returns to the success page like a checkout', async () => {
    const response = await startTrial(service.url, 'lucia@panaderia-espiga.es', demo.demo_id);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/onboarding\/success\?session_id=cs_test_/);
    const session = await new CheckoutStore(service.db).getSession(sessionIdOf(response));
    expect(session).toMatchObject({
      kind: 'trial',
      status: 'complete',
      amountCents: 0,
      productId: autonomo,
      planKey: 'autonomo',
      paidAt: null,
      email: 'lucia@panaderia-espiga.es',
      clientReferenceId: demo.demo_id,
    });
  });

  it('creates a trial account of 25 minutes that turns into Autónomo, once per session', async () => {
    const sessionId = sessionIdOf(await startTrial(service.url, 'lucia@panaderia-espiga.es', demo.demo_id));
    const response = await postJson(`${service.url}/webhooks/create-account`, trialAccount(sessionId));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      created: true,
      plan: 'autonomo',
      trial: { minutes: 25, converts_to: 'autonomo' },
    });
    const [account] = await service.db.query<Record<string, unknown>>(
      'SELECT kind, trial_minutes, plan_key, plan_name, customer_email, website_domain FROM accounts WHERE stripe_session_id = $1',
      [sessionId],
    );
    expect(account).toEqual({
      kind: 'trial',
      trial_minutes: 25,
      plan_key: 'autonomo',
      plan_name: 'Autónomo',
      customer_email: 'lucia@panaderia-espiga.es',
      website_domain: 'panaderia-espiga.invalid',
    });
    // The same call again (a retry of the success page) is the same account, not a second trial.
    expect((await postJson(`${service.url}/webhooks/create-account`, trialAccount(sessionId))).status).toBe(200);
  });

  it('refuses a second trial for the same e-mail at once, in Spanish, offering the plans', async () => {
    const other = await makeDemo(service.url, 'https://otra-panaderia.invalid/');
    const page = await fetch(
      `${service.url}/trial?prefilled_email=Lucia%2Bdos%40Panaderia-Espiga.es&client_reference_id=${other.demo_id}`,
    );
    expect(page.status).toBe(409);
    const text = await page.text();
    expect(text).toContain('Ya has usado tu prueba gratuita');
    expect(text).toContain(refusal);
    expect(text).toContain('href="http://localhost:5173/onboarding?trial=0"');
    expect(text).toContain('href="http://localhost:5173/precios"');
    expect(text).not.toContain('Empezar mi prueba gratuita');

    const sessions = await countRows(service, 'accounts');
    const posted = await startTrial(service.url, 'lucia@panaderia-espiga.es', other.demo_id);
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain(refusal);
    const json = await startTrial(service.url, 'lucia@panaderia-espiga.es', other.demo_id, 'application/json');
    expect(json.status).toBe(409);
    expect(await json.json()).toEqual({ error: { code: 'trial_already_used', message: refusal } });
    expect(await countRows(service, 'accounts')).toBe(sessions);
  });

  it('refuses a second trial for the same website domain under another e-mail', async () => {
    const sameSite = await makeDemo(service.url, 'http://panaderia-espiga.invalid/contacto');
    const response = await startTrial(service.url, 'pedido@otro-correo.es', sameSite.demo_id);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(refusal);
  });

  it('counts googlemail as gmail, Gmail without dots, and a website with repeated www. or trailing dots as the same customer', async () => {
    const site = await makeDemo(service.url, 'https://sexta-panaderia.invalid/');
    const sessionId = sessionIdOf(await startTrial(service.url, 'Carmen.Ruiz@gmail.com', site.demo_id));
    const created = await postJson(
      `${service.url}/webhooks/create-account`,
      accountRequest(site, sessionId, autonomo, { plan_name: 'Autónomo', email: 'Carmen.Ruiz@gmail.com' }),
    );
    expect(created.status).toBe(201);
    for (const email of ['carmenruiz@googlemail.com', 'c.a.r.m.e.n.r.u.i.z+otra@GoogleMail.com']) {
      const page = await fetch(`${service.url}/trial?prefilled_email=${encodeURIComponent(email)}`);
      expect(page.status, email).toBe(409);
    }
    for (const website of ['https://www.www.sexta-panaderia.invalid/', 'https://sexta-panaderia.invalid../']) {
      const sameSite = await makeDemo(service.url, website);
      const response = await startTrial(service.url, `otra-persona-${sameSite.demo_id.slice(0, 6)}@correo.es`, sameSite.demo_id);
      expect(response.status, website).toBe(409);
    }
    // Dots count outside Gmail: another person.
    const page = await fetch(`${service.url}/trial?prefilled_email=${encodeURIComponent('carmen.ruiz@outlook.es')}`);
    expect(page.status).toBe(200);
  });

  it('refuses it again at create-account, writing nothing, when two trials were started before either account', async () => {
    const before = await service.db.query('SELECT * FROM accounts ORDER BY created_at');
    // A trial started under another e-mail and site, whose account then names the first customer's e-mail.
    const elsewhere = await makeDemo(service.url, 'https://tercera-panaderia.invalid/');
    const sessionId = sessionIdOf(await startTrial(service.url, 'nuevo@tercera-panaderia.es', elsewhere.demo_id));
    expect(sessionId).not.toBe('');
    const response = await postJson(
      `${service.url}/webhooks/create-account`,
      accountRequest(elsewhere, sessionId, autonomo, { plan_name: 'Autónomo', email: 'LUCIA@panaderia-espiga.es' }),
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('trial_already_used');
    // Nothing stored is lost or changed: the first trial account, every demo.
    expect(await service.db.query('SELECT * FROM accounts ORDER BY created_at')).toEqual(before);
    expect(await new DemoStore(service.db).getDemo(elsewhere.demo_id)).not.toBeNull();
    expect(await new DemoStore(service.db).getDemo(demo.demo_id)).not.toBeNull();
  });

  it('lets a customer who had the trial buy a plan, and keeps paid plans as they were', async () => {
    const paid = sessionIdOf(await payPlan(service.url, pyme, 'lucia@panaderia-espiga.es'));
    const response = await postJson(
      `${service.url}/webhooks/create-account`,
      accountRequest(demo, paid, pyme, { email: 'lucia@panaderia-espiga.es' }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ created: true, plan: 'pyme' });
    expect(body).not.toHaveProperty('trial');
  });

  it('does not let a trial session make an account for another plan', async () => {
    const fresh = await makeDemo(service.url, 'https://cuarta-panaderia.invalid/');
    const sessionId = sessionIdOf(await startTrial(service.url, 'ana@cuarta-panaderia.es', fresh.demo_id));
    const response = await postJson(
      `${service.url}/webhooks/create-account`,
      accountRequest(fresh, sessionId, pyme, { email: 'ana@cuarta-panaderia.es' }),
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('session_mismatch');
  });

  it('gives exactly one trial when two accounts for the same customer race', async () => {
    const raced = await makeDemo(service.url, 'https://quinta-panaderia.invalid/');
    const sessions = await Promise.all(
      ['a@quinta-panaderia.es', 'b@quinta-panaderia.es'].map(async (email) => sessionIdOf(await startTrial(service.url, email))),
    );
    const statuses = await Promise.all(
      sessions.map(
        async (sessionId, index) =>
          (
            await postJson(
              `${service.url}/webhooks/create-account`,
              accountRequest(raced, sessionId, autonomo, { plan_name: 'Autónomo', email: `${index}@quinta-panaderia.es` }),
            )
          ).status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses the start form posted from another site, and a bad e-mail with a Spanish message', async () => {
    const evil = await fetch(`${service.url}/trial`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ email: 'x@y.es' }),
      redirect: 'manual',
    });
    expect(evil.status).toBe(403);
    const bad = await startTrial(service.url, 'no-es-un-correo');
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain('Introduce un correo electrónico válido.');
    expect(page).toContain('value="no-es-un-correo"');
  });

  it('limits how often a client may ask whether an e-mail had its trial (429)', async () => {
    const limited = await startTestService({ formRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        statuses.push((await fetch(`${limited.service.url}/trial?prefilled_email=p${index}%40x.es`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.stop();
    }
  });
});
