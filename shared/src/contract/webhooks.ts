// Payloads of the two automation webhooks (spec §7). Keys are exact; the automation service
// validates requests with the same schemas the site uses to build them. zod/mini keeps the
// browser bundle small: these schemas ship in the shell's first load.
import { z } from 'zod/mini';
import { forbiddenCharacterMessages, hasControlCharacters, hasLoneSurrogates } from './characters';

export { forbiddenCharacterMessages, hasForbiddenCharacters } from './characters';

/**
 * The two checks every string field of a webhook runs first (characters.ts says which), before
 * trimming: a control character at either end is refused rather than quietly dropped.
 */
const printable = (options: { lines?: boolean } = {}) =>
  [
    z.refine<string>((value) => !hasControlCharacters(value, options), forbiddenCharacterMessages.control),
    z.refine<string>((value) => !hasLoneSurrogates(value), forbiddenCharacterMessages.unicode),
  ] as const;

/** A one-line text (a name, an id) of min..max characters. */
const line = (min: number, max: number) => z.string().check(...printable(), z.minLength(min), z.maxLength(max));
/** A trimmed one-line text a person typed. */
const text = (min: number, max: number) => z.string().check(...printable(), z.trim(), z.minLength(min), z.maxLength(max));
/** A text that may have lines (a description). */
const paragraph = (max: number) => z.string().check(...printable({ lines: true }), z.maxLength(max));
// WHATWG URL parsing percent-encodes or drops control characters, and the URL check trims, so the
// URL check alone would let them through to what is stored: the raw string is checked first.
const httpUrl = z.pipe(z.string().check(...printable()), z.url({ protocol: /^https?$/ }));

/** An email address as every webhook accepts it. */
export const emailSchema = z.email().check(...printable(), z.maxLength(254));

/**
 * A phone a person can be called on: digits with the usual punctuation and an optional +,
 * 9 (a Spanish number) to 15 (the international maximum) digits.
 */
export const phoneSchema = z.string().check(
  ...printable(),
  z.trim(),
  z.maxLength(32),
  z.regex(/^\+?[\d\s().-]+$/, 'El teléfono solo puede llevar cifras, espacios y el prefijo +.'),
  z.refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 9 && digits <= 15;
  }, 'El teléfono debe tener entre 9 y 15 cifras.'),
);

/** The checks the forms run before sending, so they refuse exactly what the webhooks would. */
export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value).success;
export const isValidPhone = (value: string): boolean => phoneSchema.safeParse(value).success;

/** A hosted-checkout session id, as /onboarding/success receives it and create-account accepts it. */
export const sessionIdSchema = z.string().check(z.regex(/^cs_[A-Za-z0-9_]{6,200}$/));
export const isValidSessionId = (value: string): boolean => sessionIdSchema.safeParse(value).success;

export const demoDataSchema = z.object({
  website: line(1, 2048),
  company_name: line(1, 200),
  company_description: paragraph(2000),
  audio_greeting: httpUrl,
  audio_message: httpUrl,
  demo_id: line(1, 128),
  // What the demo learned, shown in step 3 (#17). Additive and optional: a server that does not send
  // them and a client that does not know them keep working. The sector is one of our industry slugs
  // (see isIndustrySlug), or null when the site did not say; a slug a client does not know is shown
  // as no sector, never refused.
  company_sector: z.optional(z.nullable(line(0, 64))),
  /** False when the site could not be read (unreachable, blocked, JavaScript only): the demo is generic. */
  site_read: z.optional(z.boolean()),
  // #25, additive and optional like the two above. The Spanish the demo speaks, as a BCP 47 tag
  // ("es-ES" by default, "es-AR" for an Argentine business…), and which voice said it: a production
  // provider's, or the embedded one (`fallback` when it stood in for a provider that failed).
  // The audio URLs may end in .mp3 (what the service answers now) or .wav (older demos).
  locale: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[A-Za-z0-9]{2,3})?$/))),
  audio_voice: z.optional(
    z.object({
      provider: line(1, 32),
      name: line(1, 100),
      fallback: z.boolean(),
    }),
  ),
});
export type DemoData = z.infer<typeof demoDataSchema>;

export const createDemoRequestSchema = z.strictObject({
  customer_website: httpUrl.check(z.maxLength(2048)),
  customer_language: z.literal('es'),
  product_id: line(0, 64),
  plan_name: line(0, 64),
});
export type CreateDemoRequest = z.infer<typeof createDemoRequestSchema>;

/** Spec §5: a website without http:// or https:// gets https:// prepended. */
export function normalizeWebsite(raw: string): string {
  const website = raw.trim();
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The create-demo body (exact keys), or null when the website is not a usable URL. */
export function buildCreateDemoRequest(website: string, productId: string, planName: string): CreateDemoRequest | null {
  // "ftp://x" would otherwise become "https://ftp://x": another scheme is simply not a website.
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(website.trim()) && !/^https?:\/\//i.test(website.trim())) return null;
  const parsed = createDemoRequestSchema.safeParse({
    customer_website: normalizeWebsite(website),
    customer_language: 'es',
    product_id: productId,
    plan_name: planName,
  });
  return parsed.success ? parsed.data : null;
}

export const createAccountRequestSchema = z.strictObject({
  first_name: text(1, 100),
  last_name: text(1, 100),
  phone: phoneSchema,
  email: emailSchema,
  company_name: line(1, 200),
  company_website: line(1, 2048),
  company_description: paragraph(2000),
  audio_greeting: httpUrl,
  audio_message: httpUrl,
  demo_id: line(1, 128),
  product_id: line(1, 64),
  plan_name: line(1, 64),
  stripe_session_id: sessionIdSchema,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/**
 * The codes of automation's error answers (`{ error: { code, message } }`, read by postJson) that a page
 * acts on rather than only showing the message. The service has more codes of its own
 * (automation/src/errors.ts); these are the ones both sides must agree on.
 */
export const webhookErrorCodes = {
  /** Create-account (or the trial link) refused a second free trial of the same customer: no retry fixes it. */
  trialAlreadyUsed: 'trial_already_used',
} as const;

/** A lead from the demo form, the newsletter box or the book waitlist. */
export const leadSchema = z.strictObject({
  email: emailSchema,
  consent: z.literal(true),
  firstName: z.optional(text(1, 100)),
  surname: z.optional(text(1, 100)),
  businessName: z.optional(text(1, 200)),
  phone: z.optional(phoneSchema),
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * The automation service's answer to `POST /calls` (#34): how the page connects to the live call, for how long,
 * and whether the offline test receptionist answers. The service writes it and the page reads it through this
 * one schema: a body that does not match is a failed start, never a URL the page would open.
 */
export const callStartedSchema = z.object({
  call_id: line(1, 64),
  token: line(1, 256),
  provider: line(1, 32),
  test_mode: z.boolean(),
  transport: z.enum(['websocket', 'webrtc']),
  /** websocket: the socket to open; webrtc: where to POST the SDP offer. */
  connect_url: z.pipe(z.string().check(...printable()), z.url({ protocol: /^(wss?|https?)$/ })),
  max_seconds: z.number().check(z.int(), z.positive(), z.maximum(600)),
  company_name: line(1, 200),
});
export type CallStarted = z.infer<typeof callStartedSchema>;
