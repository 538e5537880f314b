import type { RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { ErrorScreen } from './pages/ErrorScreen';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { routeTable } from './routes';

/** The route whose error element shows a page's render error inside the layout. */
export const PAGES_ROUTE_ID = 'pages';

/** Router tree: the layout around every page; each remote page and the 404 inside it. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'layout',
      element: <Layout />,
      errorElement: <ErrorScreen />,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <ErrorScreen />,
          children: [
            ...routeTable.map(({ path, remote, page }) => ({
              path,
              element: <RemoteOutlet key={`${remote}/${page}`} remote={remote} page={page} />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
