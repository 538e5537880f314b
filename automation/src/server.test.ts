import { defaultSiteConfig } from '@estefania/shared/config';
import { describe, expect, it } from 'vitest';
import { fakeVoice, postJson, startTestService } from './testing.js';

const demoRequest = {
  customer_website: 'https://www.academia-sol.invalid/',
  customer_language: 'es',
  product_id: defaultSiteConfig.plans.pyme.productId,
  plan_name: 'PYME',
};

describe('graceful shutdown', () => {
  it('finishes the requests in progress, and accepts no new connection', async () => {
    let calls = 0;
    const voice = fakeVoice(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const { service, stop } = await startTestService({ drainTimeoutMs: 5_000 }, { voice });
    try {
      const inFlight = postJson(`${service.url}/webhooks/create-demo`, demoRequest);
      while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const closing = service.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(fetch(`${service.url}/health`)).rejects.toThrow();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { company_name: string }).company_name).toBe('Academia Sol');
      await closing;
    } finally {
      await stop();
    }
  });

  it('cuts what is still running at the deadline', async () => {
    const voice = fakeVoice(() => new Promise(() => undefined));
    const { service, stop } = await startTestService({ drainTimeoutMs: 300 }, { voice });
    try {
      const inFlight = postJson(`${service.url}/webhooks/create-demo`, demoRequest).then(
        (response) => response.status,
        () => 'cut',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await service.close();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await inFlight).toBe('cut');
    } finally {
      await stop();
    }
  });
});
