// The interactive parts of this remote's pages. The onboarding flow's step 1 is a form that works
// without JavaScript (the shell server answers its post), so it comes alive on the first touch, with
// its code fetched and run beforehand while the visitor reads (the page script's prefetch and
// warm-up): the buyer's page costs no more at load than any other. A visitor with a saved draft gets
// it alive at once, to resume at step 3. The success page creates the account: alive at once.
import { defineIslands, ONBOARDING_DRAFT_KEY } from '@estefania/shared';
import { OnboardingFlow } from './features/flow/OnboardingFlow';
import { OnboardingSuccess } from './features/success/OnboardingSuccess';

export const islands = defineIslands(
  'onboarding',
  { OnboardingFlow, OnboardingSuccess },
  { OnboardingFlow: { on: 'interaction', resumeFrom: ONBOARDING_DRAFT_KEY }, OnboardingSuccess: 'load' },
);
