import { automationPaths } from '@estefania/shared/config';
import { leadSchema } from '@estefania/shared/webhooks';
import { Hono } from 'hono';
import { limitBody } from '../http/body-limit.js';
import { allowOrigins } from '../http/origin.js';
import { rateLimit } from '../http/rate-limit.js';
import { readJson, validate } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';
import { signUp } from './rules.js';
import { LEAD_KINDS, type LeadStore } from './store.js';

/** POST /webhooks/{demo-request,newsletter,book-waitlist}: sign-ups with consent. */
export function leadRoutes(ctx: ServiceContext, { leads }: { leads: LeadStore }): Hono {
  const { config } = ctx;
  const routes = new Hono();
  // One limiter for the three lists: a client signing up everywhere is still one client.
  const guard = [
    allowOrigins((origin) => config.allowedOrigins.includes(origin)),
    rateLimit({ ...config.formRateLimit, trustedProxies: config.trustedProxies }),
    limitBody(config.bodyLimitBytes),
  ] as const;

  for (const kind of LEAD_KINDS) {
    routes.post(automationPaths.leads[kind], ...guard, async (c) => {
      const result = await signUp(leads, kind, validate(leadSchema, await readJson(c)));
      return c.json({ ok: true, duplicate: !result.created }, result.created ? 201 : 200);
    });
  }
  return routes;
}
