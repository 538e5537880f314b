import { StrictMode, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseRouteManifest } from '../contract/routeManifest';
import {
  composeSite,
  locationOf,
  PageLocationProvider,
  resolvePath,
  routeUrls,
  Container,
  SiteRoutesProvider,
  SiteThemeProvider,
  SiteToaster,
  theme,
  type RouteManifestInput,
} from '@estefania/shared';

/** The remote's page modules, as `import.meta.glob('../pages/*.tsx')` returns them. */
export type PageModules = Record<string, () => Promise<unknown>>;

function HarnessLayout({ remote, urls, children }: { remote: string; urls: string[]; children: ReactNode }) {
  return (
    <>
      <nav
        aria-label="Páginas de este remoto"
        css={{ background: theme.colors.surfaceAlt, borderBottom: `1px solid ${theme.colors.border}`, padding: '0.5rem 0' }}
      >
        <Container css={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', fontSize: theme.fontSizes.sm }}>
          <strong>remote-{remote} · modo aislado</strong>
          {urls.map((url) => (
            <a key={url} href={url}>
              {url}
            </a>
          ))}
        </Container>
      </nav>
      <main id="contenido">
        <Suspense fallback={<p role="status">Cargando…</p>}>{children}</Suspense>
      </main>
      <SiteToaster />
    </>
  );
}

/**
 * Runs one remote alone (`npm run dev -w remote-x`) with the providers the shell would give it:
 * every page of the remote's own route manifest, each rendered by `src/pages/<Page>.tsx`, with real
 * params, and the menus it publishes.
 */
export function mountStandaloneHarness(routeManifest: RouteManifestInput, pageModules: PageModules): void {
  const remote = routeManifest.remote;
  const checked = parseRouteManifest(routeManifest, remote);
  if (!checked.ok) throw new Error(`remote-${remote}: src/routes.ts ${checked.reason}`);
  const { site } = composeSite([{ remote, manifest: checked.manifest }]);
  const own = site.routes;
  const pageModule = (page: string) => pageModules[`../pages/${page}.tsx`];
  const missing = own.find(({ page }) => !pageModule(page));
  if (missing) throw new Error(`remote-${remote}: src/pages/${missing.page}.tsx is missing (src/routes.ts)`);
  // One page per load, as on the site: the URL decides the page (only its module is loaded), and links load the next one.
  const found = resolvePath(site, window.location.pathname);
  const load = found.kind === 'page' ? pageModule(found.route.page) : undefined;
  const Page = load ? lazy(load as () => Promise<{ default: ComponentType }>) : undefined;
  const location = locationOf(`${window.location.pathname}${window.location.search}`, found.kind === 'page' ? found.params : {});
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <SiteRoutesProvider site={site}>
        <SiteThemeProvider>
          <PageLocationProvider value={location}>
            <HarnessLayout remote={remote} urls={own.flatMap(routeUrls)}>
              {Page ? <Page /> : <p role="status">Esta página no es de este remoto.</p>}
            </HarnessLayout>
          </PageLocationProvider>
        </SiteThemeProvider>
      </SiteRoutesProvider>
    </StrictMode>,
  );
}
