import { lazy } from 'react';
import { paths } from '@estefania/shared';
import { mountStandaloneHarness } from '@estefania/shared/harness';

mountStandaloneHarness('remote-industries', [
  { path: paths.industries, Page: lazy(() => import('../pages/IndustriesPage')) },
  { path: '/industrias/:industria', Page: lazy(() => import('../pages/IndustryPage')) },
]);
