import { StrictMode, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { Container, SiteThemeProvider, SiteToaster, theme } from '@estefania/shared';

export interface HarnessRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType> | ComponentType;
}

function HarnessLayout({ remote, routes }: { remote: string; routes: HarnessRoute[] }) {
  return (
    <>
      <nav
        aria-label="Páginas de este remoto"
        css={{ background: theme.colors.surfaceAlt, borderBottom: `1px solid ${theme.colors.border}`, padding: '0.5rem 0' }}
      >
        <Container css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', fontSize: theme.fontSizes.sm }}>
          <strong>{remote} · modo aislado</strong>
          {routes.map((route) => (
            <Link key={route.path} to={route.path.replace(':industria', 'restaurantes')}>
              {route.path}
            </Link>
          ))}
        </Container>
      </nav>
      <main id="contenido">
        <Suspense fallback={<p role="status">Cargando…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteToaster />
    </>
  );
}

/** Runs one remote alone (`npm run dev -w remote-x`) with the providers the shell would give it. */
export function mountStandaloneHarness(remote: string, routes: HarnessRoute[]): void {
  const router = createBrowserRouter([
    {
      element: <HarnessLayout remote={remote} routes={routes} />,
      children: routes.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <SiteThemeProvider>
        <RouterProvider router={router} />
      </SiteThemeProvider>
    </StrictMode>,
  );
}
