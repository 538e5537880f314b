// The two automation webhooks of the onboarding (spec §7), over the shared postJson.
import { type OnboardingDraft } from '@estefania/shared';
import { postJson } from '@estefania/shared/http';
import {
  createAccountRequestSchema,
  createDemoRequestSchema,
  demoDataSchema,
  type CreateAccountRequest,
  type CreateDemoRequest,
  type DemoData,
} from '@estefania/shared/webhooks';

/** Reading a website and synthesising two clips takes seconds; after a minute nobody is waiting any more. */
export const CREATE_DEMO_TIMEOUT_MS = 60_000;
export const CREATE_ACCOUNT_TIMEOUT_MS = 30_000;

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

export type CreateDemoOutcome = { ok: true; demo: DemoData } | { ok: false; reason: 'rejected' | 'network' | 'aborted' };

export async function createDemo(url: string, request: CreateDemoRequest, signal?: AbortSignal): Promise<CreateDemoOutcome> {
  const result = await postJson<unknown>(url, request, { timeoutMs: CREATE_DEMO_TIMEOUT_MS, signal });
  if (result.ok) {
    // An ok answer that is not demo data is as useless as an error answer.
    const demo = demoDataSchema.safeParse(result.data);
    return demo.success ? { ok: true, demo: demo.data } : { ok: false, reason: 'rejected' };
  }
  if (result.reason === 'http') return { ok: false, reason: 'rejected' };
  if (result.reason === 'aborted') return { ok: false, reason: 'aborted' };
  return { ok: false, reason: 'network' };
}

/** Spec §4: only a Stripe-style checkout session id is ever sent. */

/** The create-account body (exact keys) from the saved draft, or null when it would not be valid. */
export function buildCreateAccountRequest(draft: OnboardingDraft, sessionId: string): CreateAccountRequest | null {
  const parsed = createAccountRequestSchema.safeParse({
    first_name: draft.firstName,
    last_name: draft.lastName,
    phone: draft.phone,
    email: draft.email,
    company_name: draft.demoData.company_name,
    company_website: draft.demoData.website,
    company_description: draft.demoData.company_description,
    audio_greeting: draft.demoData.audio_greeting,
    audio_message: draft.demoData.audio_message,
    demo_id: draft.demoData.demo_id,
    product_id: draft.productId,
    plan_name: draft.planName,
    stripe_session_id: sessionId,
  });
  return parsed.success ? parsed.data : null;
}

/** The service's code for a second free trial of the same customer (e-mail or website domain). */
export const TRIAL_ALREADY_USED = 'trial_already_used';

export type CreateAccountOutcome =
  { ok: true } | { ok: false; reason: 'rejected' | 'network'; detail: string; trialAlreadyUsed?: boolean };

export async function createAccount(url: string, request: CreateAccountRequest): Promise<CreateAccountOutcome> {
  // Spec §7: the body of an ok answer is not read, only its status. A refusal's code tells a second
  // free trial (which no retry can fix) from a failure.
  const result = await postJson(url, request, { timeoutMs: CREATE_ACCOUNT_TIMEOUT_MS, readBody: false });
  if (result.ok) return { ok: true };
  if (result.reason === 'http')
    return {
      ok: false,
      reason: 'rejected',
      detail: `HTTP ${result.status}${result.message ? `: ${result.message}` : ''}`,
      ...(result.status === 409 && result.code === TRIAL_ALREADY_USED ? { trialAlreadyUsed: true } : {}),
    };
  return { ok: false, reason: 'network', detail: result.reason };
}
