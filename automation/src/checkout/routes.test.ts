import { formatEuros, minutePacks, planByKey } from '@estefania/shared/catalogue';
import { defaultSiteConfig } from '@estefania/shared/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../server.js';
import { errorOf, expectSpanish, paidSession, SITE, startTestService } from '../testing.js';
import { CheckoutStore } from './store.js';

const autonomo = defaultSiteConfig.plans.autonomo.productId;

describe('test checkout payments', () => {
  let service: RunningService;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ service, stop } = await startTestService({ formRateLimit: { max: 5, windowMs: 60_000 } }));
  });
  afterAll(() => stop?.());

  const pay = (
    headers: Record<string, string>,
    body: URLSearchParams | string = new URLSearchParams({ email: 'ana@example.es' }),
  ) => fetch(`${service.url}/checkout/${autonomo}`, { method: 'POST', headers, body, redirect: 'manual' });

  it('refuses the form posted from another site, or with no origin at all (403)', async () => {
    const evil = await pay({ origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { error: { code: string } }).error.code).toBe('forbidden_origin');
    expect((await pay({})).status).toBe(403);
    expect((await pay({ origin: service.url })).status).toBe(303);
  });

  it('answers 400, not 500, to a malformed multipart body', async () => {
    const response = await pay(
      { origin: service.url, 'content-type': 'multipart/form-data; boundary=zzz' },
      '--zzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.es\r\n--yyy--garbage',
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: 'invalid_request', message: 'El formulario enviado no se puede leer.' });
  });

  it('limits payments per client (429 + Retry-After)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await pay({ origin: service.url })).status);
    expect(statuses).toContain(429);
  });
});

describe('test checkout pages', () => {
  let service: RunningService;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ service, stop } = await startTestService());
  });
  afterAll(() => stop?.());

  it('shows a Spanish test-payment page with plan and price from the catalogue', async () => {
    const response = await fetch(
      `${service.url}/checkout/${autonomo}?prefilled_email=ana%40example.es&client_reference_id=ref_123`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173");
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Pago de prueba');
    expect(page).toContain('Plan Autónomo');
    expect(page).toContain(formatEuros(planByKey('autonomo').monthlyPriceCents ?? 0));
    expect(page).toContain('al mes');
    expect(page).toMatch(/<button type="submit">Pagar<\/button>/);
    expect(page).toContain('value="ana@example.es"');
    expect(page).toContain('name="client_reference_id" value="ref_123"');
    expect(page).toContain(`href="${SITE}/onboarding"`);
  });

  it('drops an invalid prefill or reference instead of echoing it', async () => {
    const response = await fetch(
      `${service.url}/checkout/${autonomo}?prefilled_email=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&client_reference_id=%3Cb%3E`,
    );
    const page = await response.text();
    expect(page).not.toContain('<script');
    expect(page).not.toContain('client_reference_id');
  });

  it('has a page for each minute pack and 404 for anything else', async () => {
    for (const pack of minutePacks) {
      const page = await (await fetch(`${service.url}/checkout/pack/${pack.minutes}`)).text();
      expect(page).toContain(`Pack de ${pack.minutes} minutos`);
      expect(page).toContain(formatEuros(pack.priceCents));
      expect(page).toContain('pago único');
    }
    for (const path of ['/checkout/pack/75', '/checkout/pack/abc', '/checkout/prod_inexistente', '/checkout/enterprise']) {
      const response = await fetch(`${service.url}${path}`);
      expect(response.status, path).toBe(404);
      expectSpanish((await errorOf(response)).message);
    }
  });

  it('records a paid cs_test_ session and redirects (303) to the success page', async () => {
    const sessionId = await paidSession(service, autonomo, 'ana@example.es');
    expect(await new CheckoutStore(service.db).getSession(sessionId)).toMatchObject({
      kind: 'plan',
      productId: autonomo,
      planKey: 'autonomo',
      amountCents: planByKey('autonomo').monthlyPriceCents,
      email: 'ana@example.es',
      clientReferenceId: 'ref_1',
      status: 'paid',
    });

    const pack = await fetch(`${service.url}/checkout/pack/100`, {
      method: 'POST',
      headers: { origin: service.url },
      body: new URLSearchParams({ email: 'b@example.es' }),
      redirect: 'manual',
    });
    expect(pack.status).toBe(303);
    // A pack is not an onboarding: it lands on its own receipt, not on /onboarding/success.
    const receiptPath = pack.headers.get('location') ?? '';
    expect(receiptPath).toMatch(/^\/checkout\/receipt\/cs_test_/);
    const packSession = decodeURIComponent(receiptPath.split('/').pop() ?? '');
    expect(await new CheckoutStore(service.db).getSession(packSession)).toMatchObject({
      kind: 'pack',
      packMinutes: 100,
      amountCents: 4900,
    });
    const receipt = await fetch(`${service.url}${receiptPath}`);
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain('¡Pago completado!');
    expect(html).toContain('Pack de 100 minutos');
    expect(html).toContain('49 €');
    expect(html).toContain('b@example.es');
    expect(html).toContain('/precios');

    const unknown = await fetch(`${service.url}/checkout/receipt/cs_test_inexistente`);
    expect(unknown.status).toBe(404);
    const planReceipt = await fetch(`${service.url}/checkout/receipt/${encodeURIComponent(sessionId)}`);
    expect(planReceipt.status).toBe(404);
  });

  it('refuses a payment without a valid e-mail (HTML for the browser, JSON otherwise)', async () => {
    const browser = await fetch(`${service.url}/checkout/${autonomo}`, {
      method: 'POST',
      headers: { accept: 'text/html', origin: service.url },
      body: new URLSearchParams({ email: 'no-es-un-email' }),
      redirect: 'manual',
    });
    expect(browser.status).toBe(400);
    expect(await browser.text()).toContain('Introduce un correo electrónico válido.');
    const api = await fetch(`${service.url}/checkout/${autonomo}`, {
      method: 'POST',
      headers: { origin: service.url },
      body: new URLSearchParams({ email: '' }),
    });
    expect(api.status).toBe(400);
    expect((await errorOf(api)).details?.[0]?.path).toBe('email');
  });
});
