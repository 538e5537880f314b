import { lazy } from 'react';
import { paths } from '@estefania/shared';
import { mountStandaloneHarness } from '@estefania/shared/harness';

mountStandaloneHarness('remote-pricing', [
  { path: paths.pricing, Page: lazy(() => import('../pages/PricingPage')) },
  { path: paths.privacy, Page: lazy(() => import('../pages/PrivacyPage')) },
  { path: paths.terms, Page: lazy(() => import('../pages/TermsPage')) },
  { path: paths.cookies, Page: lazy(() => import('../pages/CookiesPage')) },
  { path: paths.dpa, Page: lazy(() => import('../pages/DpaPage')) },
]);
