import { automationPaths } from '@estefania/shared/config';
import { parseMeasurementBatch } from '@estefania/shared/measurement';
import { Hono, type Context } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { z } from 'zod';
import { ServiceError } from '../errors.js';
import { limitBody } from '../http/body-limit.js';
import { allowOrigins } from '../http/origin.js';
import { rateLimit } from '../http/rate-limit.js';
import { validate } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';
import { dayRangeSchema } from './range.js';
import { buildReport } from './report.js';
import { REPORT_TIME_ZONE, type MeasurementStore } from './store.js';

/** A batch is at most 25 small events: a few KiB. */
export const EVENTS_BODY_LIMIT_BYTES = 16 * 1024;

// The site sends with sendBeacon as text/plain (a simple cross-origin request, no preflight); the
// body is the batch as JSON all the same.
const BEACON_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;

async function readBeaconJson(c: Context): Promise<unknown> {
  if (!BEACON_TYPE.test(c.req.header('content-type') ?? '')) throw new ServiceError('unsupported_media_type');
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    throw new ServiceError('invalid_json');
  }
}

/**
 * POST /events: the site's measurement batches (page views and the onboarding funnel), only from
 * the site's own pages. GET /reports/measurement and /reports/measurement/visits/:visit: the report
 * and one visit's events, behind the report token.
 */
export function measurementRoutes(ctx: ServiceContext, { events }: { events: MeasurementStore }): Hono {
  const { config, reportToken } = ctx;
  const routes = new Hono();
  const rangeSchema = dayRangeSchema(REPORT_TIME_ZONE);

  routes.post(
    automationPaths.events,
    allowOrigins((origin) => config.allowedOrigins.includes(origin), { required: true }),
    rateLimit({ ...config.eventsRateLimit, trustedProxies: config.trustedProxies }),
    limitBody(EVENTS_BODY_LIMIT_BYTES),
    async (c) => {
      const batch = parseMeasurementBatch(await readBeaconJson(c));
      if (!batch.ok) throw new ServiceError('invalid_request', { details: batch.issues });
      const stored = await events.insert(batch.visit, batch.version, batch.events);
      return c.json({ stored, ignored: batch.ignored }, 202);
    },
  );

  const withToken = bearerAuth({ token: reportToken });
  routes.get('/reports/measurement', withToken, async (c) => {
    const range = validate(rangeSchema, { from: c.req.query('from'), to: c.req.query('to') });
    return c.json(buildReport(await events.reportInput(range)));
  });
  routes.get('/reports/measurement/visits/:visit', withToken, async (c) => {
    const visit = validate(z.uuid(), c.req.param('visit'));
    return c.json({ visit, events: await events.visitEvents(visit) });
  });
  return routes;
}
