import { defineConfig } from 'vite';
import { remoteViteConfig } from '@estefania/shared/federation';

export default defineConfig(({ mode, isSsrBuild }) =>
  remoteViteConfig(
    {
      name: 'onboarding',
      exposes: {
        './OnboardingPage': './src/pages/OnboardingPage.tsx',
        './OnboardingSuccessPage': './src/pages/OnboardingSuccessPage.tsx',
      },
    },
    { mode, isSsrBuild },
  ),
);
