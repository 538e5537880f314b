import { defineConfig } from 'vite';
import { remoteViteConfig } from '@estefania/shared/federation';

export default defineConfig(({ mode, isSsrBuild }) =>
  remoteViteConfig(
    {
      name: 'pricing',
      exposes: {
        './PricingPage': './src/pages/PricingPage.tsx',
        './PrivacyPage': './src/pages/PrivacyPage.tsx',
        './TermsPage': './src/pages/TermsPage.tsx',
        './CookiesPage': './src/pages/CookiesPage.tsx',
        './DpaPage': './src/pages/DpaPage.tsx',
      },
    },
    { mode, isSsrBuild },
  ),
);
