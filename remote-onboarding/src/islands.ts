// The interactive parts of this remote's pages. The onboarding flow is the page's whole purpose:
// it hydrates as soon as the page's script runs.
import { defineIslands } from '@estefania/shared';
import { OnboardingFlow } from './features/flow/OnboardingFlow';
import { OnboardingSuccess } from './features/success/OnboardingSuccess';

export const islands = defineIslands(
  'onboarding',
  { OnboardingFlow, OnboardingSuccess },
  { OnboardingFlow: 'load', OnboardingSuccess: 'load' },
);
