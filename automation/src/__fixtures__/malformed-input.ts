// The table behind malformed-input.test.ts: a sample of every path parameter and a valid body of
// every POST route, the ways each is spoilt, and the raw HTTP sender (no client library tidies the
// request up on the way).
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { defaultSiteConfig } from '@estefania/shared/config';
import type { RegisteredRoute } from '../app.js';
import { SITE } from '../testing.js';

export const REPORT_TOKEN = 'fuzz-report-token-0123456789';
/** "Never a hang": every answer within this, whatever was sent. */
export const ANSWER_WITHIN_MS = 10_000;

export interface RawRequest {
  method: string;
  /** Sent as is: percent-encoding and bytes above 0x7F (as Latin-1) are not touched. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  contentType: string;
  body: string;
}

/** A raw HTTP request: node:http sends the path and body exactly as given (fetch would normalise them). */
export function send(base: URL, raw: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = raw.body === undefined ? undefined : Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body, 'utf8');
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method: raw.method,
        path: raw.path,
        headers: {
          accept: 'application/json',
          // Past the origin guards (the site's own page posting): the input itself must be what is refused.
          origin: SITE,
          'sec-fetch-site': 'same-origin',
          authorization: `Bearer ${REPORT_TOKEN}`,
          connection: 'close',
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...raw.headers,
        },
        timeout: ANSWER_WITHIN_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)));
    // The server may answer (413, 431) and close before the whole body is written: the answer counts.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    req.end(body);
  });
}

// ── What a route needs to be reached ────────────────────────────────────────────────────────────

/** A value of each path parameter that reaches the handler (a known product, a pack…). */
export const pathSamples: Record<string, string> = {
  productId: defaultSiteConfig.plans.autonomo.productId,
  minutes: '50',
  sessionId: 'cs_test_abcdefghij',
  demoId: 'demo_abcdefghij',
  file: 'greeting.mp3',
  visit: '8b0e6b52-3d3a-4c43-9a35-6f1f0c1f6b7e',
  callId: '3f1c2b8a-9d4e-4c1a-8b7f-2e6d5a4c3b21',
};

export type BodyKind = 'json' | 'beacon' | 'form';

export const demoBody = {
  customer_website: 'https://clinica-sonrisa.test/contacto',
  customer_language: 'es',
  product_id: defaultSiteConfig.plans.pyme.productId,
  plan_name: 'PYME',
};
export const accountBody = {
  first_name: 'Ana',
  last_name: 'García López',
  phone: '+34 600 000 000',
  email: 'ana@clinicasonrisa.es',
  company_name: 'Clínica Sonrisa',
  company_website: 'https://clinica-sonrisa.test/',
  company_description: 'Clínica dental familiar en Getafe.\nAbierta de lunes a sábado.',
  audio_greeting: 'http://127.0.0.1:8787/audio/demo_abcdefghij/greeting.mp3',
  audio_message: 'http://127.0.0.1:8787/audio/demo_abcdefghij/message.mp3',
  demo_id: 'demo_abcdefghij',
  product_id: defaultSiteConfig.plans.pyme.productId,
  plan_name: 'PYME',
  stripe_session_id: 'cs_test_abcdefghij',
};
export const leadBody = {
  email: 'ana@clinicasonrisa.es',
  consent: true,
  firstName: 'Ana',
  surname: 'García López',
  businessName: 'Clínica Sonrisa',
  phone: '+34 600 000 000',
};
export const batchBody = {
  v: 1,
  visit: randomUUID(),
  events: [
    { type: 'page_view', seq: 0, path: '/precios', referrerHost: 'buscador.example', viewport: 'desktop' },
    { type: 'demo_played', seq: 1, plan: 'pyme', clip: 'greeting', secondsHeard: 4.5 },
  ],
};
/** Fields whose contract allows null as well as the sample's value. */
export const nullable = new Set(['events.0.referrerHost', 'events.1.plan']);
export const paymentForm = { email: 'ana@clinicasonrisa.es', client_reference_id: 'demo_abcdefghij' };

/** A valid body of every route that takes one: the fuzz spoils one part of it at a time. */
export const bodySamples: Record<string, { kind: BodyKind; value: Record<string, unknown> }> = {
  'POST /webhooks/create-demo': { kind: 'json', value: demoBody },
  'POST /webhooks/create-account': { kind: 'json', value: accountBody },
  'POST /webhooks/demo-request': { kind: 'json', value: leadBody },
  'POST /webhooks/newsletter': { kind: 'json', value: { email: leadBody.email, consent: true } },
  'POST /webhooks/book-waitlist': { kind: 'json', value: { email: leadBody.email, consent: true } },
  'POST /events': { kind: 'beacon', value: batchBody },
  'POST /checkout/:productId': { kind: 'form', value: paymentForm },
  'POST /checkout/pack/:minutes': { kind: 'form', value: paymentForm },
  'POST /trial': { kind: 'form', value: paymentForm },
  'POST /calls': { kind: 'json', value: { demo_id: '3f1c2b8a-9d4e-4c1a-8b7f-2e6d5a4c3b21' } },
  'POST /calls/:callId/offer': { kind: 'json', value: { token: 'abcdefghij', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } },
  'POST /calls/:callId/hangup': { kind: 'json', value: { token: 'abcdefghij' } },
};

export const contentTypeOf: Record<BodyKind, string> = {
  json: 'application/json',
  beacon: 'text/plain;charset=UTF-8',
  form: 'application/x-www-form-urlencoded',
};

/** Content types a route of each kind does not take (null: no Content-Type at all). */
export const wrongContentTypes: Record<BodyKind, (string | null)[]> = {
  json: [
    null,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/jsonx',
    'json',
  ],
  beacon: [null, 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/html'],
  form: [null, 'application/json', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x'],
};

export function fill(route: RegisteredRoute, values: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => values[name] ?? (pathSamples[name] as string));
}

export function paramsOf(route: RegisteredRoute): string[] {
  return [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

// ── The malformed inputs ────────────────────────────────────────────────────────────────────────

/** Control characters (C0 but tab/LF/CR, DEL, C1) and broken UTF-16: spliced into a valid value. */
export const badCharacters: Record<string, string> = {
  NUL: '\u0000',
  SOH: '\u0001',
  BS: '\u0008',
  VT: '\u000B',
  FF: '\u000C',
  ESC: '\u001B',
  US: '\u001F',
  DEL: '\u007F',
  NEL: '\u0085',
  APC: '\u009F',
  'lone high surrogate': '\uD800',
  'lone low surrogate': '\uDC00',
  'surrogates reversed': '\uDC00\uD800',
};

export const MEGABYTE = 'a'.repeat(1024 * 1024);
export const DEEP = 10_000;
export const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
export const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;

/** Values of the wrong type for any field (as JSON text, so nesting can be deeper than JSON.stringify likes). */
export const wrongTypes: Record<string, string> = {
  number: '1',
  'negative number': '-1e308',
  'huge number': '1e400',
  boolean: 'true',
  null: 'null',
  'empty object': '{}',
  'empty array': '[]',
  'array of the value': '["x"]',
  'object for a value': '{"value":"x"}',
  'array nested 10,000 deep': deepArray,
  'object nested 10,000 deep': deepObject,
};

/** Path parameter values: control characters, broken percent-encoding and UTF-8, traversal, overlong. */
export const badPathValues: Record<string, string> = {
  '%00': '%00',
  'x%00': 'x%00',
  '%01': '%01',
  '%1F': '%1F',
  '%7F': '%7F',
  'C1 %C2%85': '%C2%85',
  'lone percent': '%',
  '%Z9': '%Z9',
  'truncated %E0%A4%A': '%E0%A4%A',
  'overlong NUL %C0%80': '%C0%80',
  'UTF-8 surrogate %ED%A0%80': '%ED%A0%80',
  'invalid byte %FF': '%FF',
  'raw Latin-1 bytes': 'caf\u00e9\u00ff',
  'encoded slash': '..%2F..%2Fetc%2Fpasswd',
  '8 KB': 'x'.repeat(8 * 1024),
  '20 KB (past the header limit)': 'x'.repeat(20 * 1024),
};

export type Leaf = { path: (string | number)[]; value: unknown };

export function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return [{ path, value }, ...value.flatMap((item, index) => leaves(item, [...path, index]))];
  if (value && typeof value === 'object')
    return [
      ...(path.length > 0 ? [{ path, value }] : []),
      ...Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key])),
    ];
  return [{ path, value }];
}

/** The sample with the value at `path` replaced by raw JSON text. */
export function replacedJson(sample: Record<string, unknown>, path: (string | number)[], rawJson: string): string {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = '\u0000__fuzz__\u0000';
  return JSON.stringify(copy).replace(JSON.stringify('\u0000__fuzz__\u0000'), rawJson);
}

export function splice(value: string, bad: string): string[] {
  const middle = Math.floor(value.length / 2);
  return [value.slice(0, middle) + bad + value.slice(middle), value + bad];
}

export interface Case {
  name: string;
  request: RawRequest;
  /** Not malformed, only unusual (an extra or repeated optional field): any answer below 500. */
  mayPass?: boolean;
}

/** Every malformed request for one route. */
export function casesFor(route: RegisteredRoute): Case[] {
  const cases: Case[] = [];
  const key = `${route.method} ${route.path}`;
  const path = fill(route);

  // Path parameters: each one spoilt in turn.
  for (const param of paramsOf(route)) {
    for (const [name, bad] of Object.entries(badPathValues)) {
      cases.push({ name: `:${param} = ${name}`, request: { method: route.method, path: fill(route, { [param]: bad }) } });
    }
  }

  // Query strings: values the route reads or not, spoilt.
  for (const query of [
    'prefilled_email=%00',
    'client_reference_id=%00',
    'from=%00&to=%01',
    'from=%ZZ',
    'x=%',
    '%00=%00',
    `from=${'9'.repeat(4096)}`,
  ]) {
    // A page drops a query value it cannot use (prefilled_email, client_reference_id): it may still answer.
    cases.push({ name: `?${query.slice(0, 40)}`, request: { method: route.method, path: `${path}?${query}` }, mayPass: true });
  }

  const sample = bodySamples[key];
  if (!sample) return cases;
  const type = contentTypeOf[sample.kind];
  const post = (name: string, body: string | Buffer, contentType: string | null = type, mayPass = false) =>
    cases.push({
      name,
      request: { method: route.method, path, body, headers: contentType === null ? {} : { 'content-type': contentType } },
      mayPass,
    });

  // The whole body.
  post('empty body', '');
  post('1 MB body', sample.kind === 'form' ? `email=${MEGABYTE}` : JSON.stringify({ ...sample.value, x: MEGABYTE }));
  for (const contentType of wrongContentTypes[sample.kind]) {
    post(
      `Content-Type ${contentType ?? '(none)'}`,
      sample.kind === 'form'
        ? new URLSearchParams(sample.value as Record<string, string>).toString()
        : JSON.stringify(sample.value),
      contentType,
    );
  }

  if (sample.kind === 'form') {
    const form = sample.value as Record<string, string>;
    for (const field of Object.keys(form)) {
      const others = Object.entries(form).filter(([name]) => name !== field);
      const encode = (value: string) => new URLSearchParams([...others, [field, value]]).toString();
      for (const [name, bad] of Object.entries(badCharacters)) {
        for (const spoilt of splice(form[field] as string, bad)) post(`${field} with ${name}`, encode(spoilt));
      }
      const rest = new URLSearchParams(others).toString();
      post(`${field} with invalid percent-encoding`, `${rest}&${field}=%ZZ%E0%A4%A`);
      post(
        `${field} with invalid UTF-8`,
        Buffer.concat([Buffer.from(`${rest}&${field}=`), Buffer.from([0xed, 0xa0, 0x80, 0xff])]),
      );
      // The last value counts, and `x[]` is just another field: unusual, not malformed.
      post(`${field} repeated`, `${encode(form[field] as string)}&${field}=${form[field] as string}`, type, true);
      post(`${field}[] as an array`, `${encode(form[field] as string)}&${field}[]=x&${field}[]=y`, type, true);
      post(`${field} of 60 KB`, encode('a'.repeat(60 * 1024)));
    }
    post(
      'multipart with a broken boundary',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na',
      'multipart/form-data; boundary=y',
    );
    return cases;
  }

  // JSON bodies.
  for (const [name, raw] of Object.entries({
    'invalid JSON': '{"email": ',
    'JSON with a NUL outside strings': '{"email"\u0000: 1}',
    'JSON with an unescaped control character in a string': '{"email": "a\u0001b"}',
    'escaped lone surrogate': '{"x": "\\uD800"}',
    'trailing garbage': `${JSON.stringify(sample.value)}x`,
    'two documents': `${JSON.stringify(sample.value)}${JSON.stringify(sample.value)}`,
    'a string': '"x"',
    'a number': '1',
    null: 'null',
    'an array for the object': JSON.stringify([sample.value]),
    'array nested 10,000 deep': deepArray,
    'object nested 10,000 deep': deepObject,
  })) {
    post(name, raw);
  }
  for (const leaf of leaves(sample.value)) {
    const where = leaf.path.join('.');
    if (typeof leaf.value === 'string') {
      for (const [name, bad] of Object.entries(badCharacters)) {
        for (const spoilt of splice(leaf.value, bad))
          post(`${where} with ${name}`, replacedJson(sample.value, leaf.path, JSON.stringify(spoilt)));
      }
    }
    for (const [name, raw] of Object.entries(wrongTypes)) {
      if (name === 'null' && nullable.has(where)) continue;
      if (typeof leaf.value === 'number' && (name === 'number' || name === 'negative number')) continue;
      if (typeof leaf.value === 'boolean' && name === 'boolean') continue;
      if (leaf.value === null && name === 'null') continue;
      post(`${where} as ${name}`, replacedJson(sample.value, leaf.path, raw));
    }
  }
  return cases;
}
