import { lazy } from 'react';
import { paths } from '@estefania/shared';
import { mountStandaloneHarness } from '@estefania/shared/harness';

mountStandaloneHarness('remote-onboarding', [
  { path: paths.onboarding, Page: lazy(() => import('../pages/OnboardingPage')) },
  { path: paths.onboardingSuccess, Page: lazy(() => import('../pages/OnboardingSuccessPage')) },
]);
