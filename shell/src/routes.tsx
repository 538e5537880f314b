import { matchRoutes } from 'react-router';
import { paths } from '@estefania/shared';
import type { RemoteName } from './remotes/manifest';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Name of the page the remote exposes as `./<page>`. */
  page: string;
}

/** The one route table: every public URL of the site → the remote page that renders it. */
export const routeTable: readonly RemoteRoute[] = [
  { path: paths.home, remote: 'marketing', page: 'HomePage' },
  { path: paths.solutions, remote: 'marketing', page: 'SolutionsPage' },
  { path: paths.solution.receptionist, remote: 'marketing', page: 'SolutionPage' },
  { path: paths.solution.afterHours, remote: 'marketing', page: 'SolutionPage' },
  { path: paths.solution.callManagement, remote: 'marketing', page: 'SolutionPage' },
  { path: paths.blog, remote: 'marketing', page: 'BlogPage' },
  { path: paths.article, remote: 'marketing', page: 'ArticlePage' },
  { path: paths.book, remote: 'marketing', page: 'BookPage' },
  { path: paths.demo, remote: 'marketing', page: 'DemoPage' },
  { path: paths.thanks, remote: 'marketing', page: 'ThanksPage' },
  { path: paths.industries, remote: 'industries', page: 'IndustriesPage' },
  { path: '/industrias/:industria', remote: 'industries', page: 'IndustryPage' },
  { path: paths.pricing, remote: 'pricing', page: 'PricingPage' },
  { path: paths.privacy, remote: 'pricing', page: 'PrivacyPage' },
  { path: paths.terms, remote: 'pricing', page: 'TermsPage' },
  { path: paths.cookies, remote: 'pricing', page: 'CookiesPage' },
  { path: paths.dpa, remote: 'pricing', page: 'DpaPage' },
  { path: paths.onboarding, remote: 'onboarding', page: 'OnboardingPage' },
  { path: paths.onboardingSuccess, remote: 'onboarding', page: 'OnboardingSuccessPage' },
];

/** The remote page that owns `pathname`, or null for a 404. */
export function matchRemoteRoute(pathname: string): RemoteRoute | null {
  const matches = matchRoutes(
    routeTable.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route ?? null;
}
