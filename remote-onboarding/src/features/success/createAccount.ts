// The onboarding's create-account webhook (spec §7), over the shared postJson. The other one, create-demo,
// is called straight from the shared contract (buildCreateDemoRequest, createDemo): the shell server runs
// the same request for a visitor without JavaScript.
import type { OnboardingDraft } from '@estefania/shared/onboarding-draft';
import { postJson } from '@estefania/shared/http';
import { createAccountRequestSchema, webhookErrorCodes, type CreateAccountRequest } from '@estefania/shared/webhooks';

export const CREATE_ACCOUNT_TIMEOUT_MS = 30_000;

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
      ...(result.status === 409 && result.code === webhookErrorCodes.trialAlreadyUsed ? { trialAlreadyUsed: true } : {}),
    };
  return { ok: false, reason: 'network', detail: result.reason };
}
