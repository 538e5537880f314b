import { z } from 'zod/mini';
import { ONBOARDING_DRAFT_KEY } from './storage';
import { demoDataSchema } from './webhooks';

/** The longest contact details a draft keeps: step 3's inputs stop there, so nothing typed is refused later. */
export const contactLimits = { firstName: 100, lastName: 100, phone: 32, email: 254 } as const;

export const onboardingDraftSchema = z.object({
  firstName: z.string().check(z.maxLength(contactLimits.firstName)),
  lastName: z.string().check(z.maxLength(contactLimits.lastName)),
  phone: z.string().check(z.maxLength(contactLimits.phone)),
  email: z.string().check(z.maxLength(contactLimits.email)),
  demoData: demoDataSchema,
  productId: z.string().check(z.maxLength(64)),
  planName: z.string().check(z.maxLength(64)),
  /**
   * The draft of a free trial: its last step goes to the trial link, not a payment link. Optional and
   * additive: drafts saved before it existed are paid ones.
   */
  trial: z.optional(z.boolean()),
});
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe)
  }
}

/** Read and validate the saved draft. Anything unreadable or invalid is discarded, never trusted. */
export function readOnboardingDraft(): OnboardingDraft | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(ONBOARDING_DRAFT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = onboardingDraftSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through and discard
  }
  clearOnboardingDraft();
  return null;
}

/** Returns false when the browser refused to store it (quota, disabled storage). */
export function saveOnboardingDraft(draft: OnboardingDraft): boolean {
  const valid = onboardingDraftSchema.parse(draft);
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(valid));
    return true;
  } catch {
    return false;
  }
}

export function clearOnboardingDraft(): void {
  try {
    storage()?.removeItem(ONBOARDING_DRAFT_KEY);
  } catch {
    // nothing else to do: the next read validates again
  }
}
