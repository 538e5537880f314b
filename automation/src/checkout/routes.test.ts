import { defaultSiteConfig } from '@estefania/shared/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../server.js';
import { startTestService } from '../testing.js';

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
