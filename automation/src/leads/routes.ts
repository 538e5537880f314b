import { leadSchema } from '@estefania/shared/webhooks';
import { Hono } from 'hono';
import type { LeadKind } from '../db/store.js';
import { ServiceError } from '../errors.js';
import { limitBody } from '../http/body-limit.js';
import { allowOrigins } from '../http/origin.js';
import { rateLimit } from '../http/rate-limit.js';
import { readJson, validate } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';

const LEAD_KINDS: LeadKind[] = ['demo-request', 'newsletter', 'book-waitlist'];

/** POST /webhooks/{demo-request,newsletter,book-waitlist}: sign-ups with consent. */
export function leadRoutes(ctx: ServiceContext): Hono {
  const { config, store } = ctx;
  const routes = new Hono();
  // One limiter for the three lists: a client signing up everywhere is still one client.
  const guard = [
    allowOrigins((origin) => config.allowedOrigins.includes(origin)),
    rateLimit({ ...config.formRateLimit, trustedProxies: config.trustedProxies }),
    limitBody(config.bodyLimitBytes),
  ] as const;

  for (const kind of LEAD_KINDS) {
    routes.post(`/webhooks/${kind}`, ...guard, async (c) => {
      const lead = validate(leadSchema, await readJson(c));
      if (kind === 'demo-request') {
        // The demo form sends every contact field: the AI has to know whom to call and where.
        const missing = (['firstName', 'surname', 'businessName', 'phone'] as const).filter((field) => !lead[field]);
        if (missing.length > 0) {
          throw new ServiceError('invalid_request', {
            details: missing.map((field) => ({ path: field, message: 'Campo obligatorio.' })),
          });
        }
      }
      const result = await store.recordLead(kind, lead, new Date());
      return c.json({ ok: true, duplicate: !result.created }, result.created ? 201 : 200);
    });
  }
  return routes;
}
