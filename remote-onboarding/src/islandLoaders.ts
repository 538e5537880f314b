// This remote's islands as the browser loads them (exposed as `./islands`): each island's code is a
// chunk of its own, so the page after payment never fetches the onboarding flow, nor the flow the
// success page. Each loader imports the file named as its island (the build maps islands to chunks
// by that name).
import { defineIslandLoaders } from '@estefania/shared';
import type { islands } from './islands';

export const islandLoaders = defineIslandLoaders<typeof islands.components>('onboarding', {
  OnboardingFlow: () => import('./features/flow/OnboardingFlow').then((module) => module.OnboardingFlow),
  OnboardingSuccess: () => import('./features/success/OnboardingSuccess').then((module) => module.OnboardingSuccess),
});
