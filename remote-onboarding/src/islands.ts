// The interactive parts of this remote's pages. The onboarding flow's step 1 is a form that works
// as plain HTML: it comes alive when the visitor touches it, or in view once they are reading (its
// code fetched), so the page loads with no React at all; a saved draft brings it alive at once, to
// resume where the visitor left it. The success page creates the account from the checkout's
// return: it comes alive at once.
import { defineIslands, ONBOARDING_DRAFT_KEY } from '@estefania/shared';
import { OnboardingFlow } from './features/flow/OnboardingFlow';
import { OnboardingSuccess } from './features/success/OnboardingSuccess';

export const islands = defineIslands(
  'onboarding',
  { OnboardingFlow, OnboardingSuccess },
  {
    hydrateOn: { OnboardingFlow: 'seen', OnboardingSuccess: 'load' },
    awakeWhenStored: { OnboardingFlow: ONBOARDING_DRAFT_KEY },
    toasts: ['OnboardingFlow', 'OnboardingSuccess'],
  },
);
