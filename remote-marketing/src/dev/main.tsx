import { lazy } from 'react';
import { paths } from '@estefania/shared';
import { mountStandaloneHarness } from '@estefania/shared/harness';

mountStandaloneHarness('remote-marketing', [
  { path: paths.home, Page: lazy(() => import('../pages/HomePage')) },
  { path: paths.solutions, Page: lazy(() => import('../pages/SolutionsPage')) },
  { path: paths.solution.receptionist, Page: lazy(() => import('../pages/SolutionPage')) },
  { path: paths.solution.afterHours, Page: lazy(() => import('../pages/SolutionPage')) },
  { path: paths.solution.callManagement, Page: lazy(() => import('../pages/SolutionPage')) },
  { path: paths.blog, Page: lazy(() => import('../pages/BlogPage')) },
  { path: paths.article, Page: lazy(() => import('../pages/ArticlePage')) },
  { path: paths.book, Page: lazy(() => import('../pages/BookPage')) },
  { path: paths.demo, Page: lazy(() => import('../pages/DemoPage')) },
  { path: paths.thanks, Page: lazy(() => import('../pages/ThanksPage')) },
]);
