import type { RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { ErrorScreen } from './pages/ErrorScreen';
import { SitePage } from './remotes/SitePage';

/** The route whose error element shows a page's render error inside the layout. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * Router tree: the layout around every page. Which page a URL is, is not compiled in: the remotes
 * publish their pages at runtime and `SitePage` resolves the URL against them.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'layout',
      element: <Layout />,
      errorElement: <ErrorScreen />,
      children: [{ id: PAGES_ROUTE_ID, errorElement: <ErrorScreen />, children: [{ path: '*', element: <SitePage /> }] }],
    },
  ];
}
