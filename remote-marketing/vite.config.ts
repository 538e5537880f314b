import { defineConfig } from 'vite';
import { remoteViteConfig } from '@estefania/shared/federation';

export default defineConfig(({ mode, isSsrBuild }) =>
  remoteViteConfig(
    {
      name: 'marketing',
      exposes: {
        './HomePage': './src/pages/HomePage.tsx',
        './SolutionsPage': './src/pages/SolutionsPage.tsx',
        './SolutionPage': './src/pages/SolutionPage.tsx',
        './BlogPage': './src/pages/BlogPage.tsx',
        './ArticlePage': './src/pages/ArticlePage.tsx',
        './BookPage': './src/pages/BookPage.tsx',
        './DemoPage': './src/pages/DemoPage.tsx',
        './ThanksPage': './src/pages/ThanksPage.tsx',
      },
    },
    { mode, isSsrBuild },
  ),
);
