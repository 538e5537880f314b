import type { NumberedMeasurementEvent } from '@estefania/shared/measurement';
import type { Database } from '../db/queryable.js';
import { FUNNEL_EVENT_TYPES, type DayRange, type ReportInput } from './report.js';

/** Days are Spanish days: a page seen at 00:30 in Madrid belongs to that day, not the one before in UTC. */
export const REPORT_TIME_ZONE = 'Europe/Madrid';

export interface StoredMeasurementEvent {
  seq: number;
  type: string;
  path: string | null;
  referrer_host: string | null;
  viewport: string | null;
  plan: string | null;
  clip: string | null;
  seconds_heard: number | null;
  reason: string | null;
  received_at: Date;
}

function columns(event: NumberedMeasurementEvent) {
  return {
    path: event.type === 'page_view' ? event.path : null,
    referrerHost: event.type === 'page_view' ? event.referrerHost : null,
    viewport: event.type === 'page_view' ? event.viewport : null,
    plan: 'plan' in event ? event.plan : null,
    clip: event.type === 'demo_played' ? event.clip : null,
    secondsHeard: event.type === 'demo_played' ? event.secondsHeard : null,
    reason: event.type === 'demo_failed' || event.type === 'account_failed' ? event.reason : null,
  };
}

// The range's bounds, computed by PostgreSQL in the report's time zone (daylight saving included).
const RANGE = `received_at >= ($1::date::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')
  AND received_at < (($2::date + 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')`;

/** Storage of measurement events; plain PostgreSQL, so PGlite and a real server behave alike. */
export class MeasurementStore {
  constructor(private readonly db: Database) {}

  /** Stores a validated batch; an event already stored (same visit and number) is not stored twice. */
  async insert(visit: string, version: number, events: NumberedMeasurementEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const params: unknown[] = [visit, version];
    const rows = events.map((event) => {
      const c = columns(event);
      const values = [event.seq, event.type, c.path, c.referrerHost, c.viewport, c.plan, c.clip, c.secondsHeard, c.reason];
      const placeholders = values.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `($1, $2, ${placeholders.join(', ')})`;
    });
    const inserted = await this.db.query<{ id: string }>(
      `INSERT INTO measurement_events
         (visit_id, contract_version, seq, type, path, referrer_host, viewport, plan, clip, seconds_heard, reason)
       VALUES ${rows.join(', ')}
       ON CONFLICT (visit_id, seq) DO NOTHING
       RETURNING id`,
      params,
    );
    return inserted.length;
  }

  /** The retention rule: events older than `months` are deleted. Answers how many went. */
  async deleteOlderThan(months: number): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'DELETE FROM measurement_events WHERE received_at < now() - make_interval(months => $1) RETURNING id',
      [months],
    );
    return rows.length;
  }

  /** One visit's events in the order they happened. */
  async visitEvents(visit: string): Promise<StoredMeasurementEvent[]> {
    return this.db.query<StoredMeasurementEvent>(
      `SELECT seq, type, path, referrer_host, viewport, plan, clip, seconds_heard, reason, received_at
       FROM measurement_events WHERE visit_id = $1 ORDER BY seq`,
      [visit],
    );
  }

  /** The counts the report is computed from, for the days of `range`. */
  async reportInput(range: DayRange): Promise<ReportInput> {
    const bounds = [range.from, range.to];
    const pageViews = await this.db.query<{ path: string; views: number; visits: number }>(
      `SELECT path, count(*)::int AS views, count(DISTINCT visit_id)::int AS visits
       FROM measurement_events WHERE type = 'page_view' AND ${RANGE}
       GROUP BY path ORDER BY views DESC, path`,
      bounds,
    );
    // Each visit counts for one plan: the last one it chose in the range (a plan picked at step 3
    // counts for the whole visit); visits that never had one are "without plan".
    const funnel = await this.db.query<{
      plan: string | null;
      type: string;
      reason: string | null;
      visits: number;
      events: number;
    }>(
      `WITH funnel AS (
         SELECT * FROM measurement_events WHERE type = ANY($3::text[]) AND ${RANGE}
       ), visit_plan AS (
         SELECT DISTINCT ON (visit_id) visit_id, plan FROM funnel WHERE plan IS NOT NULL ORDER BY visit_id, seq DESC
       )
       SELECT vp.plan, f.type, f.reason, count(DISTINCT f.visit_id)::int AS visits, count(*)::int AS events
       FROM funnel f LEFT JOIN visit_plan vp USING (visit_id)
       GROUP BY vp.plan, f.type, f.reason`,
      [...bounds, FUNNEL_EVENT_TYPES],
    );
    // How much of each clip a visit heard: the most it reported (each report is the running total).
    const listening = await this.db.query<{ plan: string | null; clip: string; visits: number; seconds: number }>(
      `WITH funnel AS (
         SELECT * FROM measurement_events WHERE type = ANY($3::text[]) AND ${RANGE}
       ), visit_plan AS (
         SELECT DISTINCT ON (visit_id) visit_id, plan FROM funnel WHERE plan IS NOT NULL ORDER BY visit_id, seq DESC
       ), heard AS (
         SELECT visit_id, clip, max(seconds_heard) AS seconds FROM funnel WHERE type = 'demo_played' GROUP BY visit_id, clip
       )
       SELECT vp.plan, h.clip, count(*)::int AS visits, sum(h.seconds)::float8 AS seconds
       FROM heard h LEFT JOIN visit_plan vp USING (visit_id)
       GROUP BY vp.plan, h.clip`,
      [...bounds, FUNNEL_EVENT_TYPES],
    );
    return { range, timeZone: REPORT_TIME_ZONE, pageViews, funnel, listening };
  }
}
