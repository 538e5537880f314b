// The measurement contract's event schemas and types: what the automation service validates a batch
// with. The values and rules are measurementBase.ts and the channel measurementChannel.ts, which the
// browser's pages load (with these types only) without any validation library.
import { z } from 'zod/mini';
import {
  demoClips,
  failureReasons,
  funnelPlanKeys,
  isMeasurablePath,
  MEASUREMENT_BATCH_MAX,
  NOT_FOUND_PATH,
  REFERRER_HOST_MAX,
  REFERRER_HOST_PATTERN,
  viewportClasses,
} from './measurementBase';
import { forbiddenCharacterMessages, hasForbiddenCharacters } from './characters';

const hostSchema = z.string().check(z.maxLength(REFERRER_HOST_MAX), z.regex(REFERRER_HOST_PATTERN));

/** The self-service plan of the funnel, or null while none is chosen. */
const plan = z.nullable(z.enum(funnelPlanKeys));
const failureReason = z.enum(failureReasons);

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
