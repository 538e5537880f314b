import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../server.js';
import { countRows, findLeads, findLeadSubmissions, postJson, SITE, startTestService } from '../testing.js';

describe('lead sign-ups', () => {
  let service: RunningService;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ service, stop } = await startTestService({ formRateLimit: { max: 6, windowMs: 60_000 } }));
  });
  afterAll(() => stop?.());

  it('keeps the first contact data of an address and records each new consent as its own row', async () => {
    const lead = {
      email: 'rosa@example.es',
      consent: true,
      firstName: 'Rosa',
      surname: 'Martín',
      businessName: 'Floristería Rosa',
      phone: '+34 600 123 456',
    };
    expect((await postJson(`${service.url}/webhooks/demo-request`, lead, { origin: SITE })).status).toBe(201);
    // Anyone can type Rosa's address: the repeat must not replace her name or phone.
    const repeat = await postJson(`${service.url}/webhooks/demo-request`, {
      ...lead,
      firstName: 'Intruso',
      phone: '+34 699 999 999',
    });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ok: true, duplicate: true });

    const [stored] = await findLeads(service, 'demo-request', 'rosa@example.es');
    expect(stored).toMatchObject({ first_name: 'Rosa', phone: '+34 600 123 456', submissions: 2 });
    const submissions = await findLeadSubmissions(service, 'demo-request', 'rosa@example.es');
    expect(submissions.map((row) => [row.first_name, row.phone, row.consent])).toEqual([
      ['Rosa', '+34 600 123 456', true],
      ['Intruso', '+34 699 999 999', true],
    ]);
  });

  it('refuses a post from a page on another origin (403, in Spanish)', async () => {
    const before = await countRows(service, 'leads');
    const response = await postJson(
      `${service.url}/webhooks/newsletter`,
      { email: 'x@example.es', consent: true },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'forbidden_origin',
      message: 'Esta petición solo se acepta desde la web de EstefanIA.',
    });
    expect(await countRows(service, 'leads')).toBe(before);
  });

  it('limits sign-ups per client across the lists (429 + Retry-After)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let index = 0; index < 8; index += 1) {
      const kind = index % 2 === 0 ? 'newsletter' : 'book-waitlist';
      const response = await postJson(`${service.url}/webhooks/${kind}`, { email: `p${index}@example.es`, consent: true });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(6);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
