// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '@estefania/shared/config';
import { demoRequestForm, demoStepCopy, emailErrors, formActions, websiteStepForm } from '@estefania/shared/forms';
import { FORM_BODY_LIMIT_BYTES, registerFormPosts, sentPath } from './forms';
import { formPageCopy } from './formPageDocument';

/** A stand-in for the automation service: records what it is sent and answers as told. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
let received: Received[] = [];
let answer: { status: number; body: unknown; hang?: boolean } = { status: 201, body: { ok: true } };
let service: Server;
let serviceUrl = '';

beforeAll(async () => {
  service = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(raw || 'null') as unknown });
      if (answer.hang) return; // never answers: the caller's timeout decides
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});

const logs: string[] = [];
function setup(webhooks: Partial<SiteConfig['webhooks']> = {}) {
  const config: SiteConfig = {
    ...defaultSiteConfig,
    siteUrl: 'https://www.estefania.es',
    webhooks: {
      ...defaultSiteConfig.webhooks,
      demoRequest: `${serviceUrl}/webhooks/demo-request`,
      newsletter: `${serviceUrl}/webhooks/newsletter`,
      bookWaitlist: `${serviceUrl}/webhooks/book-waitlist`,
      createDemo: `${serviceUrl}/webhooks/create-demo`,
      ...webhooks,
    },
  };
  const app = new Hono();
  registerFormPosts(app, {
    siteConfig: () => Promise.resolve(config),
    log: (message) => logs.push(message),
    leadTimeoutMs: 1500,
    createDemoTimeoutMs: 1500,
  });
  return app;
}

const FORM = 'application/x-www-form-urlencoded';
function post(app: Hono, path: string, fields: Record<string, string> | string, headers: Record<string, string> = {}) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return app.request(`http://localhost:5173${path}`, {
    method: 'POST',
    headers: { 'Content-Type': FORM, Origin: 'http://localhost:5173', ...headers },
    body,
  });
}

const lucia = {
  firstName: 'Lucía',
  surname: 'Martín García',
  businessName: 'Clínica Dental Martín',
  email: 'lucia@example.es',
  phone: '+34 612 345 678',
  consent: 'on',
};

/** The whole <input> tag of an id, to check its attributes whatever their order. */
function input(html: string, id: string): string {
  return new RegExp(`<input[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? `(no input #${id})`;
}

/** Every attribute value and text of the page decoded once, so assertions read like the page. */
const decoded = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

beforeEach(() => {
  received = [];
  logs.length = 0;
  answer = { status: 201, body: { ok: true } };
});

describe('demo request posted without JavaScript', () => {
  it('sends the same lead as the enhanced form, server to server, and redirects to a URL with nothing personal', async () => {
    const response = await post(setup(), formActions.demoRequest, { ...lucia, firstName: '  Lucía ' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(sentPath('demoRequest'));
    for (const value of ['Lucía', 'lucia', '612', 'Martín', 'Clínica']) expect(decodeURIComponent(location)).not.toContain(value);
    expect(received).toEqual([
      expect.objectContaining({
        path: '/webhooks/demo-request',
        body: {
          firstName: 'Lucía',
          surname: 'Martín García',
          businessName: 'Clínica Dental Martín',
          email: 'lucia@example.es',
          phone: '+34 612 345 678',
          consent: true,
        },
      }),
    ]);
    // A server-to-server call: no browser Origin is forwarded, so the service's origin check does not apply.
    expect(received[0]?.headers.origin).toBeUndefined();
  });

  it('confirms on the page it redirects to, in Spanish', async () => {
    const response = await setup().request(`http://localhost${sentPath('demoRequest')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(html).toContain('¡Solicitud enviada!');
    expect(html).toContain('EstefanIA te contactará pronto en el número proporcionado.');
    expect(html).not.toContain('<script');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the spec message for empty fields next to them, keeping what was typed', async () => {
    const response = await post(setup(), formActions.demoRequest, { ...lucia, surname: ' ', phone: '' });
    expect(response.status).toBe(422);
    const html = decoded(await response.text());
    expect(html).toContain(demoRequestForm.toasts.missingFields.description);
    expect(input(html, 'demo-surname')).toContain('aria-invalid="true"');
    expect(input(html, 'demo-surname')).toContain('aria-describedby="demo-surname-error"');
    expect(html).toMatch(/<p id="demo-surname-error" class="error">Por favor, completa todos los campos obligatorios\.<\/p>/);
    expect(input(html, 'demo-firstName')).toContain('value="Lucía"');
    expect(input(html, 'demo-email')).toContain('value="lucia@example.es"');
    expect(input(html, 'demo-consent')).toContain('checked=""');
    expect(received).toEqual([]);
  });

  it('checks in the spec order: consent, then the e-mail, then the phone', async () => {
    const app = setup();
    const noConsent = { ...lucia } as Record<string, string>;
    delete noConsent.consent;
    expect(decoded(await (await post(app, formActions.demoRequest, noConsent)).text())).toContain(
      'Debes autorizar el contacto para continuar.',
    );
    const badEmail = decoded(await (await post(app, formActions.demoRequest, { ...lucia, email: 'lucia@' })).text());
    expect(badEmail).toContain(demoRequestForm.toasts.invalidEmail.description);
    expect(input(badEmail, 'demo-email')).toContain('value="lucia@"');
    expect(input(badEmail, 'demo-email')).toContain('aria-invalid="true"');
    const badPhone = decoded(await (await post(app, formActions.demoRequest, { ...lucia, phone: '12' })).text());
    expect(badPhone).toContain(demoRequestForm.toasts.invalidPhone.description);
    expect(received).toEqual([]);
  });

  it('keeps the input and says so when the lead endpoint refuses, cannot be reached or is too slow', async () => {
    answer = { status: 500, body: { error: { code: 'internal', message: 'El servicio no está disponible ahora mismo.' } } };
    let response = await post(setup(), formActions.demoRequest, lucia);
    expect(response.status).toBe(502);
    let html = decoded(await response.text());
    expect(html).toContain('No hemos podido enviar tu solicitud');
    expect(html).toContain('El servicio no está disponible ahora mismo.');
    expect(input(html, 'demo-phone')).toContain('value="+34 612 345 678"');

    response = await post(setup({ demoRequest: 'http://127.0.0.1:1/webhooks/demo-request' }), formActions.demoRequest, lucia);
    expect(response.status).toBe(502);
    html = decoded(await response.text());
    expect(html).toContain(formPageCopy.unreachable);
    expect(input(html, 'demo-businessName')).toContain('value="Clínica Dental Martín"');

    answer = { status: 201, body: {}, hang: true };
    response = await post(setup(), formActions.demoRequest, lucia);
    expect(response.status).toBe(504);
    expect(decoded(await response.text())).toContain(formPageCopy.timeout);
    expect(logs.length).toBe(3);
    expect(logs.join('\n')).not.toContain('lucia@example.es');
  });

  it('passes the rate limit on as 429 with the same words as the toast', async () => {
    answer = { status: 429, body: { error: { code: 'rate_limited', message: 'x' } } };
    const response = await post(setup(), formActions.demoRequest, lucia);
    expect(response.status).toBe(429);
    expect(decoded(await response.text())).toContain('Has hecho demasiados envíos seguidos.');
  });

  it('confirms without sending when no endpoint is configured (the spec seed)', async () => {
    const response = await post(setup({ demoRequest: null }), formActions.demoRequest, lucia);
    expect(response.status).toBe(303);
    expect(received).toEqual([]);
  });
});

describe('what a post must be', () => {
  it('refuses a body over the limit with 413, before reading it', async () => {
    const response = await post(setup(), formActions.newsletter, `email=${'a'.repeat(FORM_BODY_LIMIT_BYTES)}`);
    expect(response.status).toBe(413);
    expect(decoded(await response.text())).toContain(formPageCopy.tooLarge);
    expect(received).toEqual([]);
  });

  it('refuses anything but a urlencoded form with 415', async () => {
    const json = await post(setup(), formActions.newsletter, JSON.stringify({ email: 'ana@agencia.es' }), {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect(decoded(await json.text())).toContain(formPageCopy.wrongType);
    const multipart = await post(setup(), formActions.newsletter, 'x', { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(multipart.status).toBe(415);
    const withCharset = await post(setup(), formActions.newsletter, 'email=ana%40agencia.es', {
      'Content-Type': `${FORM}; charset=UTF-8`,
    });
    expect(withCharset.status).toBe(303);
  });

  it('refuses a form posted from another site (403) and accepts the site origin, none or "null"', async () => {
    const app = setup();
    const foreign = await post(app, formActions.newsletter, { email: 'ana@agencia.es' }, { Origin: 'https://phishing.example' });
    expect(foreign.status).toBe(403);
    expect(decoded(await foreign.text())).toContain(formPageCopy.foreignOrigin);
    expect(received).toEqual([]);
    for (const origin of ['https://www.estefania.es', 'null']) {
      expect((await post(app, formActions.newsletter, { email: 'ana@agencia.es' }, { Origin: origin })).status).toBe(303);
    }
  });
});

describe('newsletter and book waitlist posted without JavaScript', () => {
  it('signs up with consent and confirms on a fixed URL', async () => {
    const app = setup();
    const newsletter = await post(app, formActions.newsletter, { email: ' ana@agencia.es ' });
    expect(newsletter.headers.get('location')).toBe(sentPath('newsletter'));
    const book = await post(app, formActions.bookWaitlist, { email: 'ana@agencia.es' });
    expect(book.headers.get('location')).toBe(sentPath('bookWaitlist'));
    expect(received.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/webhooks/newsletter', body: { email: 'ana@agencia.es', consent: true } },
      { path: '/webhooks/book-waitlist', body: { email: 'ana@agencia.es', consent: true } },
    ]);
    const page = await (await app.request(`http://localhost${sentPath('bookWaitlist')}`)).text();
    expect(page).toContain('¡Ya estás en la lista!');
    expect(page).toContain('href="/recursos/aeo-guia-seo-llms"');
  });

  it('shows the same messages as the enhanced form next to the field, with the address kept', async () => {
    const app = setup();
    const empty = await post(app, formActions.newsletter, { email: '' });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toMatch(
      new RegExp(
        `aria-describedby="email-error email-note"[^>]*>.*<p id="email-error" class="error">${emailErrors.empty}</p>`,
        's',
      ),
    );
    const invalid = decoded(await (await post(app, formActions.bookWaitlist, { email: 'ana@agencia' })).text());
    expect(invalid).toContain(emailErrors.invalid);
    expect(invalid).toMatch(/value="ana@agencia"/);
    expect(received).toEqual([]);
  });

  it('escapes what it echoes back', async () => {
    const html = await (await post(setup(), formActions.newsletter, { email: '"><script>alert(1)</script>' })).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('serves each form empty on GET, labelled and without scripts', async () => {
    const app = setup();
    for (const path of Object.values(formActions)) {
      const response = await app.request(`http://localhost${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain(`action="${path}"`);
      expect(html).toContain('method="post"');
      expect(html).not.toContain('<script');
      // Every visible input has a label pointing at it.
      const ids = [...html.matchAll(/<input(?![^>]*type="hidden")[^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(html).toContain(`<label for="${id}">`);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      // The site's own security headers, as on every other page; HSTS since the site is https here.
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('onboarding step 1 posted without JavaScript', () => {
  const demo = {
    website: 'https://laespiga.es',
    company_name: 'Panadería La Espiga',
    company_description: 'Pan artesano en Valladolid.',
    audio_greeting: 'http://localhost:8787/audio/demo_1/greeting.wav',
    audio_message: 'http://localhost:8787/audio/demo_1/message.wav',
    demo_id: 'demo_1',
  };

  it('makes the demo with the plan of the page and shows it with audio players', async () => {
    answer = { status: 200, body: demo };
    const response = await post(setup(), formActions.onboarding, {
      website: 'laespiga.es',
      fullName: 'Lucía Martín',
      email: 'lucia@laespiga.es',
      product: 'prod_pyme',
      plan: 'PYME',
    });
    expect(response.status).toBe(200);
    expect(received.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/webhooks/create-demo',
        body: { customer_website: 'https://laespiga.es', customer_language: 'es', product_id: 'prod_pyme', plan_name: 'PYME' },
      },
    ]);
    const html = decoded(await response.text());
    expect(html).toContain(websiteStepForm.toasts.saved);
    expect(html).toContain('Panadería La Espiga');
    expect(html).toMatch(/<audio controls="" preload="none" src="http:\/\/localhost:8787\/audio\/demo_1\/greeting.wav"/);
    expect(html).toContain(formPageCopy.onboarding.needsJavaScript);
    expect(html).toContain('href="/onboarding?product=prod_pyme&plan=PYME"');
    expect(response.headers.get('content-security-policy')).toContain('media-src http://localhost:8787');
  });

  it("says so, in the onboarding step's own words, when the demo could not read the website", async () => {
    answer = { status: 200, body: { ...demo, company_name: 'Laespiga', company_description: '', site_read: false } };
    const response = await post(setup(), formActions.onboarding, { website: 'laespiga.es', fullName: 'Lucía', email: 'l@l.es' });
    expect(response.status).toBe(200);
    const html = decoded(await response.text());
    expect(html).toContain(`<strong>${demoStepCopy.siteNotRead.title}.</strong> ${demoStepCopy.siteNotRead.body}`);
    expect(html).toContain(`<dt>${demoStepCopy.companyName}</dt><dd>Laespiga</dd>`);
    expect(html).not.toContain(`<dt>${demoStepCopy.companyDescription}</dt>`);
  });

  it('shows the spec messages by their fields, keeping what was typed', async () => {
    const response = await post(setup(), formActions.onboarding, { website: '', fullName: 'Lucía', email: '' });
    expect(response.status).toBe(422);
    const html = decoded(await response.text());
    expect(html).toContain('Por favor ingrese un sitio web');
    expect(html).toContain('Por favor ingrese su email de empresa');
    expect(html).not.toContain('Por favor ingrese su nombre y apellidos');
    expect(input(html, 'alta-fullName')).toContain('value="Lucía"');
    expect(received).toEqual([]);
  });

  it('says the website could not be used, or the service not reached, with the input kept', async () => {
    answer = { status: 422, body: { error: { code: 'site_unreachable', message: 'x' } } };
    let response = await post(setup(), formActions.onboarding, { website: 'laespiga.es', fullName: 'Lucía', email: 'l@l.es' });
    expect(response.status).toBe(502);
    let html = decoded(await response.text());
    expect(html).toContain('Error al guardar el sitio web.');
    expect(html).toContain(websiteStepForm.failureHelp.rejected);
    expect(input(html, 'alta-website')).toContain('value="laespiga.es"');
    // The same input as the live step: a URL keyboard, no capitals or spelling fixes, the shared limit.
    expect(input(html, 'alta-website')).toMatch(
      /inputMode="url".*autoComplete="url".*autoCapitalize="none".*spellCheck="false".*maxLength="2000"/i,
    );

    response = await post(setup({ createDemo: 'http://127.0.0.1:1/webhooks/create-demo' }), formActions.onboarding, {
      website: 'laespiga.es',
      fullName: 'Lucía',
      email: 'l@l.es',
    });
    expect(response.status).toBe(502);
    html = decoded(await response.text());
    expect(html).toContain('Error de red.');
    expect(html).toContain(websiteStepForm.failureHelp.network);
  });
});
