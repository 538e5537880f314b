import { defaultSiteConfig } from '@estefania/shared/config';
import { demoDataSchema, type DemoData } from '@estefania/shared/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../server.js';
import { accountRequest, countRows, payPlan, postJson, startTestService } from '../testing.js';

const pyme = defaultSiteConfig.plans.pyme.productId;

describe('POST /webhooks/create-account', () => {
  let service: RunningService;
  let stop: () => Promise<void>;
  let demo: DemoData;

  const paidSession = async () => {
    const paid = await payPlan(service.url, pyme);
    return new URL(paid.headers.get('location') ?? '').searchParams.get('session_id') ?? '';
  };

  beforeAll(async () => {
    ({ service, stop } = await startTestService());
    demo = demoDataSchema.parse(
      await (
        await postJson(`${service.url}/webhooks/create-demo`, {
          customer_website: 'https://www.fisioterapia-luna.invalid/',
          customer_language: 'es',
          product_id: pyme,
          plan_name: 'PYME',
        })
      ).json(),
    );
  });
  afterAll(() => stop?.());

  it('refuses a plan name that is not the plan of the paid product (409, Spanish)', async () => {
    const response = await postJson(
      `${service.url}/webhooks/create-account`,
      accountRequest(demo, await paidSession(), pyme, { plan_name: 'Empresa' }),
    );
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error).toMatchObject({
      code: 'plan_mismatch',
      message: 'El nombre del plan no corresponde al producto de la sesión de pago.',
    });
    expect(await countRows(service, 'accounts')).toBe(0);
  });

  it('refuses a demo id that does not exist (409, Spanish)', async () => {
    const response = await postJson(
      `${service.url}/webhooks/create-account`,
      accountRequest(demo, await paidSession(), pyme, { demo_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error).toMatchObject({
      code: 'demo_not_found',
      message: 'No existe ninguna demo con ese identificador: vuelve a generar tu demo.',
    });
    expect(await countRows(service, 'accounts')).toBe(0);
  });

  it("links to this service's own panel, on the port it really runs on", async () => {
    const response = await postJson(`${service.url}/webhooks/create-account`, accountRequest(demo, await paidSession(), pyme));
    expect(response.status).toBe(201);
    expect(service.port).not.toBe(8787);
    expect(((await response.json()) as { dashboard_login_url: string }).dashboard_login_url).toBe(`${service.url}/panel/login`);
  });
});
