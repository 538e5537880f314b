// Malformed input, sent to every route the service registers: the answer is always the caller's
// error (4xx), never the service's (5xx), and never a hang. The routes come from the app itself, so
// a route added tomorrow is fuzzed tomorrow; what a route needs to be reached (a sample of each path
// parameter, a valid body to spoil) is a table (__fixtures__/malformed-input.ts), and a route missing
// from it fails the test.
import { defaultSiteConfig } from '@estefania/shared/config';
import { forbiddenCharacterMessages, hasForbiddenCharacters } from '@estefania/shared/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from './server.js';
import {
  accountRequest,
  countRows,
  html,
  makeDemo,
  payPlan,
  sessionIdOf,
  startSampleSites,
  startTestService,
  type ErrorJson,
} from './testing.js';
import {
  accountBody,
  bodySamples,
  casesFor,
  demoBody,
  leadBody,
  paramsOf,
  pathSamples,
  REPORT_TOKEN,
  send,
} from './__fixtures__/malformed-input.js';

describe('malformed input to every route', () => {
  let service: RunningService;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const started = await startTestService({
      reportToken: REPORT_TOKEN,
      // Far above what the test sends: a 429 would hide what the route does with the input.
      formRateLimit: { max: 1_000_000, windowMs: 60_000 },
      eventsRateLimit: { max: 1_000_000, windowMs: 60_000 },
    });
    service = started.service;
    stop = started.stop;
    // Real records behind the samples, so a spoilt field that got past validation would reach the
    // database (a made-up session would stop every create-account at "no such session").
    const demo = await makeDemo(service.url, 'https://clinica-sonrisa.test/contacto', defaultSiteConfig.plans.pyme.productId);
    const paid = sessionIdOf(await payPlan(service.url, defaultSiteConfig.plans.pyme.productId));
    Object.assign(accountBody, accountRequest(demo, paid, defaultSiteConfig.plans.pyme.productId, accountBody));
    Object.assign(accountBody, {
      demo_id: demo.demo_id,
      audio_greeting: demo.audio_greeting,
      audio_message: demo.audio_message,
      stripe_session_id: paid,
    });
    const pack = await fetch(`${service.url}/checkout/pack/50`, {
      method: 'POST',
      headers: { origin: service.url },
      body: new URLSearchParams({ email: 'ana@example.es' }),
      redirect: 'manual',
    });
    pathSamples.sessionId = (pack.headers.get('location') ?? '').split('/').pop() ?? '';
    pathSamples.demoId = demo.demo_id;
    expect(pathSamples.sessionId).toMatch(/^cs_test_/);
  });
  afterAll(async () => {
    await stop();
  });

  it('lists every registered route at GET /', async () => {
    const index = (await (await fetch(`${service.url}/`)).json()) as { endpoints: string[] };
    expect(index.endpoints).toEqual(service.routes.map((route) => `${route.method} ${route.path}`));
    expect(index.endpoints).toContain('GET /checkout/receipt/:sessionId');
  });

  it('knows how to reach every route the app registers', () => {
    const paths = new Set(service.routes.map((route) => route.path));
    // The table is not written by hand: the features' routes are all there.
    for (const expected of [
      '/webhooks/create-demo',
      '/checkout/receipt/:sessionId',
      '/trial',
      '/events',
      '/reports/measurement/visits/:visit',
    ])
      expect(paths).toContain(expected);
    for (const route of service.routes) {
      for (const param of paramsOf(route)) expect(pathSamples, `a sample of :${param} (${route.path})`).toHaveProperty(param);
      if (route.method === 'POST')
        expect(bodySamples, `a valid body of ${route.method} ${route.path}`).toHaveProperty(`${route.method} ${route.path}`);
    }
  });

  it('answers every malformed request with a 4xx in the usual error shape, at once', async () => {
    const base = new URL(service.url);
    const failures: string[] = [];
    let sent = 0;
    for (const route of service.routes) {
      for (const { name, request: raw, mayPass } of casesFor(route)) {
        sent += 1;
        const response = await send(base, raw).catch((error: Error) => ({ status: 0, contentType: '', body: error.message }));
        const label = `${route.method} ${route.path} — ${name}: ${response.status} ${response.body.slice(0, 160)}`;
        const acceptable = mayPass
          ? response.status > 0 && response.status < 500
          : response.status >= 400 && response.status < 500;
        if (!acceptable) {
          failures.push(label);
          continue;
        }
        if (response.status >= 400 && response.contentType.startsWith('application/json')) {
          const body = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
          if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
            failures.push(`${label} (not the error shape)`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // Still serving normally afterwards.
    expect((await send(base, { method: 'GET', path: '/health' })).status).toBe(200);
  }, 240_000);

  it('says in Spanish which field holds a control character, and stores nothing', async () => {
    const before = await countRows(service, 'leads');
    const response = await send(new URL(service.url), {
      method: 'POST',
      path: '/webhooks/demo-request',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...leadBody, firstName: 'Ana\u0000', businessName: 'Clínica \uD800' }),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: {
        code: 'invalid_request',
        message: 'Los datos enviados no son válidos.',
        details: [
          { path: 'firstName', message: forbiddenCharacterMessages.control },
          { path: 'businessName', message: forbiddenCharacterMessages.unicode },
        ],
      },
    });
    expect(await countRows(service, 'leads')).toBe(before);
  });

  it('answers a path with a NUL or broken percent-encoding with a 400, a well-formed unknown one with a 404', async () => {
    const base = new URL(service.url);
    for (const path of ['/checkout/receipt/%00', '/checkout/receipt/%E0%A4%A', '/reports/measurement/visits/%C0%80']) {
      const response = await send(base, { method: 'GET', path });
      expect(response.status, path).toBe(400);
      expect((JSON.parse(response.body) as ErrorJson).error.message).toMatch(/dirección pedida no es válida/);
    }
    const unknown = await send(base, { method: 'GET', path: '/checkout/receipt/cs_test_nadadenada' });
    expect(unknown.status).toBe(404);
    expect((JSON.parse(unknown.body) as ErrorJson).error.message).toBe('Ese pago no existe.');
  });

  it('makes a demo of a page whose title and JSON-LD hold control characters and half a surrogate pair', async () => {
    const sites = await startSampleSites({
      '/': html(
        `<html lang="es"><head><title>Panader&#1;ía La Espiga</title>
        <script type="application/ld+json">{"@type":"Bakery","name":"Panadería La Espiga\\uD800","description":"Pan de masa madre\\u0000 en Getafe."}</script>
        </head><body><h1>La Espiga</h1></body></html>`,
      ),
    });
    try {
      const response = await fetch(`${service.url}/webhooks/create-demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...demoBody, customer_website: sites.origin }),
      });
      expect(response.status).toBe(200);
      const demo = (await response.json()) as { company_name: string; company_description: string };
      expect(hasForbiddenCharacters(demo.company_name)).toBe(false);
      expect(hasForbiddenCharacters(demo.company_description, { lines: true })).toBe(false);
      expect(demo.company_name).toMatch(/Espiga/);
    } finally {
      await sites.close();
    }
  });
});
