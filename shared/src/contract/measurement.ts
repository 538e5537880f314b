// The measurement contract: first-party page views and the onboarding funnel, sent only with the
// visitor's consent to the banner's analytics category. Remotes `measure()` what happens on their
// pages, the shell sends it (batched, with sendBeacon) and the automation service validates it with
// the same schemas. Versioned and additive-only like the toast events: new event types and optional
// fields may be added, nothing is renamed or removed; a consumer ignores types and fields it does not
// know, so a remote built against an older `shared` keeps working, and so does an older service.
//
// No personal data, by construction: an event carries only the values below (a known page, a host, a
// screen class, a plan, a clip, seconds, a reason), never an e-mail, name, phone or typed website.
import { z } from 'zod/mini';
import { createStore } from 'zustand/vanilla';
import { planKeySchema, type PaidPlanKey, type SiteConfig } from './config';
import { paidPlanForProductId } from './planLinks';
import { forbiddenCharacterMessages, hasForbiddenCharacters } from './characters';

export const MEASUREMENT_CONTRACT_VERSION = 1 as const;

export { MEASUREMENT_RETENTION_MONTHS } from './storage';

/** Most events in one request; the shell sends at most this many at a time. */
export const MEASUREMENT_BATCH_MAX = 25;

/** The path recorded for a page that does not exist: never the text the visitor typed. */
export const NOT_FOUND_PATH = '/(404)';

/**
 * The path a page view records: the canonical URL of a page of the composed site (the shell
 * passes `page` when the path is one), without trailing slash or query, or NOT_FOUND_PATH.
 * Anything else (a mistyped or made-up URL) could hold personal data.
 */
export function measuredPath(page: { path: string } | null): string {
  return page && isMeasurablePath(page.path) ? page.path : NOT_FOUND_PATH;
}

/**
 * What a recorded path may look like: a site path of lower-case words, digits and hyphens (every
 * page a remote can publish is spelt so). The service cannot know the pages of the moment; this
 * shape cannot carry an e-mail, a name with capitals or a query.
 */
export function isMeasurablePath(path: string): boolean {
  return path.length <= 200 && /^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path);
}

export const viewportClasses = ['mobile', 'tablet', 'desktop'] as const;
export type ViewportClass = (typeof viewportClasses)[number];

/** The window's width as a class: enough to know the device kind, too coarse to fingerprint. */
export function viewportClass(width: number): ViewportClass {
  if (width < 640) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** Host (and port) of a referring page on another site, as sent: lower case, nothing else. */
const hostSchema = z
  .string()
  .check(z.maxLength(261), z.regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/));

/** The host of `referrer` when it is another site's page; null for our own pages, none or garbage. */
export function referrerHost(referrer: string, ownOrigin: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || !/^https?:$/.test(url.protocol)) return null;
    const host = url.host.toLowerCase();
    return hostSchema.safeParse(host).success ? host : null;
  } catch {
    return null;
  }
}

/**
 * The funnel's plans: the three paid plans and the free trial, counted apart from the plan it turns
 * into (a trial that converts to Autónomo is not an Autónomo sign-up). 'trial' was added after the
 * first release: the service that reads it must be deployed before the site that sends it.
 */
export const funnelPlanKeys = [...planKeySchema.options, 'trial'] as const;
export type FunnelPlanKey = (typeof funnelPlanKeys)[number];

/** The plan an onboarding event carries: 'trial' for a free trial, whatever plan it turns into. */
export function funnelPlan(planKey: PaidPlanKey | null, trial: boolean): FunnelPlanKey | null {
  return trial ? 'trial' : planKey;
}

/** `funnelPlan` of a product id (from a plan link or a draft): null for one that is no configured paid plan. */
export function funnelPlanFor(config: SiteConfig, productId: string, trial: boolean): FunnelPlanKey | null {
  return funnelPlan(paidPlanForProductId(config, productId)?.key ?? null, trial);
}

/** The self-service plan of the funnel, or null while none is chosen. */
const plan = z.nullable(z.enum(funnelPlanKeys));
const failureReason = z.enum(['rejected', 'network']);
export const demoClips = ['greeting', 'message'] as const;

const pagePath = z.string().check(
  z.maxLength(200),
  z.refine((path) => path === NOT_FOUND_PATH || isMeasurablePath(path), 'Ruta desconocida'),
);

/** Every event type, with its fields (z.object: fields it does not know are dropped, never stored). */
export const measurementEventSchemas = {
  page_view: z.object({
    type: z.literal('page_view'),
    path: pagePath,
    referrerHost: z.nullable(hostSchema),
    viewport: z.enum(viewportClasses),
  }),
  /** /onboarding shows step 1 (a saved draft that resumes at step 3 is not a new start). */
  onboarding_started: z.object({ type: z.literal('onboarding_started'), plan }),
  /** Step 1 passed validation and the demo is being made. */
  onboarding_step1_saved: z.object({ type: z.literal('onboarding_step1_saved'), plan }),
  demo_ready: z.object({ type: z.literal('demo_ready'), plan }),
  /** Spec §8: "Error al guardar el sitio web." (rejected) or "Error de red." (network). */
  demo_failed: z.object({ type: z.literal('demo_failed'), plan, reason: failureReason }),
  /** A clip stopped (pause, end, leaving step 3): how much of it has been heard in this page, in seconds. */
  demo_played: z.object({
    type: z.literal('demo_played'),
    plan,
    clip: z.enum(demoClips),
    secondsHeard: z.number().check(z.minimum(0), z.maximum(600)),
  }),
  /** Step 3 saved the draft and the browser leaves for the plan's payment page. */
  contact_submitted: z.object({ type: z.literal('contact_submitted'), plan }),
  account_created: z.object({ type: z.literal('account_created'), plan }),
  /** Spec §8: "Error al procesar el pago" (rejected: non-ok answer) or a network failure. */
  account_failed: z.object({ type: z.literal('account_failed'), plan, reason: failureReason }),
} as const;

export type MeasurementEventType = keyof typeof measurementEventSchemas;
export type MeasurementEvent = {
  [K in MeasurementEventType]: z.infer<(typeof measurementEventSchemas)[K]>;
}[MeasurementEventType];

/** An event as sent: numbered in its visit, so the service keeps the order across requests. */
export type NumberedMeasurementEvent = MeasurementEvent & { seq: number };

export interface MeasurementBatch {
  v: number;
  /** Random id of the visit (one browser tab), kept in sessionStorage only with consent. */
  visit: string;
  events: NumberedMeasurementEvent[];
}

const seqSchema = z.int().check(z.minimum(0), z.maximum(1_000_000));

/** The request body; each event is checked against its own type's schema by parseMeasurementBatch. */
export const measurementBatchSchema = z.object({
  v: z.int().check(z.minimum(1), z.maximum(1000)),
  visit: z.uuid(),
  events: z
    .array(
      z.looseObject({
        // A type this build does not know is ignored (a newer site may send it), but one that holds
        // control characters or broken Unicode is no event type at all: the batch is refused.
        type: z.string().check(
          z.maxLength(64),
          z.refine((type) => !hasForbiddenCharacters(type), forbiddenCharacterMessages.control),
        ),
        seq: seqSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(MEASUREMENT_BATCH_MAX)),
});

export type ParsedMeasurementBatch =
  | { ok: true; visit: string; version: number; events: NumberedMeasurementEvent[]; ignored: number }
  | { ok: false; issues: { path: string; message: string }[] };

function issuesOf(error: z.core.$ZodError, prefix: (string | number)[] = []) {
  return error.issues.map((issue) => ({ path: [...prefix, ...issue.path].map(String).join('.'), message: issue.message }));
}

function isKnownType(type: string): type is MeasurementEventType {
  return Object.hasOwn(measurementEventSchemas, type);
}

/**
 * Validates a request body. Types this build does not know are counted and ignored (a newer site
 * may send them); a known type with a wrong or missing field refuses the whole batch.
 */
export function parseMeasurementBatch(input: unknown): ParsedMeasurementBatch {
  const envelope = measurementBatchSchema.safeParse(input);
  if (!envelope.success) return { ok: false, issues: issuesOf(envelope.error) };
  const events: NumberedMeasurementEvent[] = [];
  let ignored = 0;
  for (const [index, raw] of envelope.data.events.entries()) {
    if (!isKnownType(raw.type)) {
      ignored += 1;
      continue;
    }
    const parsed = measurementEventSchemas[raw.type].safeParse(raw);
    if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error, ['events', index]) };
    events.push({ ...parsed.data, seq: raw.seq });
  }
  return { ok: true, visit: envelope.data.visit, version: envelope.data.v, events, ignored };
}

/** Events measured before anyone consumes them (the shell starts after hydration) wait here, up to this many. */
export const MEASUREMENT_PENDING_MAX = 100;

interface MeasurementChannelState {
  pending: MeasurementEvent[];
}

/** Remotes and the shell measure, the shell's sender drains: every event is delivered once. */
export const measurementChannel = createStore<MeasurementChannelState>(() => ({ pending: [] }));

/**
 * Records that something happened. Costs nothing and sends nothing by itself: the shell decides,
 * from the visitor's consent, whether the event is sent or dropped.
 */
export function measure(event: MeasurementEvent): void {
  measurementChannel.setState((state) =>
    state.pending.length >= MEASUREMENT_PENDING_MAX ? state : { pending: [...state.pending, event] },
  );
}

/** Deliver pending events now and every later one, to `handler`; returns the unsubscribe. */
export function consumeMeasurements(handler: (event: MeasurementEvent) => void): () => void {
  const flush = () => {
    const { pending } = measurementChannel.getState();
    if (pending.length === 0) return;
    measurementChannel.setState({ pending: [] });
    for (const event of pending) handler(event);
  };
  flush();
  return measurementChannel.subscribe((state) => {
    if (state.pending.length > 0) flush();
  });
}
