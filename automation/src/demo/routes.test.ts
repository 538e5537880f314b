import { defaultSiteConfig } from '@estefania/shared/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../server.js';
import { countRows, fakeVoice, fixture, html, startSampleSites, startTestService, type SampleSites } from '../testing.js';

const pyme = defaultSiteConfig.plans.pyme.productId;

describe('create-demo under load', () => {
  let sites: SampleSites;
  let service: RunningService;
  let stop: () => Promise<void>;
  let openGate: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (openGate = resolve));
  const voice = fakeVoice(() => gate);

  beforeAll(async () => {
    sites = await startSampleSites({
      '/a': html(fixture('og-site-name.html.txt')),
      '/b': html(fixture('og-site-name.html.txt')),
      '/d': html(fixture('og-site-name.html.txt')),
    });
    ({ service, stop } = await startTestService({ createDemoConcurrency: { max: 1, queue: 1 } }, { voice }));
  });
  afterAll(async () => {
    await stop?.();
    await sites?.close();
  });

  const request = (path: string, signal?: AbortSignal) =>
    fetch(`${service.url}/webhooks/create-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_website: `http://negocio.test:${sites.port}${path}`,
        customer_language: 'es',
        product_id: pyme,
        plan_name: 'PYME',
      }),
      ...(signal ? { signal } : {}),
    });

  const until = async (condition: () => boolean) => {
    const deadline = Date.now() + 5_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not met in 5 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('caps demos in progress, queues a few, answers 503 + Retry-After past that, and drops work whose client left', async () => {
    const a = new AbortController();
    const first = request('/a', a.signal).catch(() => null);
    await until(() => voice.calls > 0); // A is synthesising (the voice waits on the gate)
    const b = new AbortController();
    const second = request('/b', b.signal).catch(() => null);
    await until(() => service.demoSlots.stats().queued === 1);

    const refused = await request('/c');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'overloaded',
      message: 'Ahora mismo estamos preparando muchas demos. Vuelve a intentarlo en unos segundos.',
    });

    // B gives up while queued: it leaves the queue and its site is never fetched.
    b.abort();
    await second;
    await until(() => service.demoSlots.stats().queued === 0);
    const fourth = request('/d');
    await until(() => service.demoSlots.stats().queued === 1);

    // A gives up while its audio is being made: nothing is stored for it.
    a.abort();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 50));
    openGate();
    gate = Promise.resolve();
    const answered = await fourth;
    expect(answered.status).toBe(200);

    expect(await countRows(service, 'demos')).toBe(1);
    expect(sites.hits).not.toContain('/b');
    expect(sites.hits).not.toContain('/c');
    expect(service.demoSlots.stats()).toMatchObject({ running: 0, queued: 0, peakQueued: 1, refused: 1 });
  });
});
