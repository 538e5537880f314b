import { defineConfig } from 'vite';
import { remoteViteConfig } from '@estefania/shared/federation';

export default defineConfig(({ mode, isSsrBuild }) =>
  remoteViteConfig(
    {
      name: 'industries',
      exposes: {
        './IndustriesPage': './src/pages/IndustriesPage.tsx',
        './IndustryPage': './src/pages/IndustryPage.tsx',
      },
    },
    { mode, isSsrBuild },
  ),
);
