import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  configureSite,
  emptySite,
  resolvePath,
  SiteRoutesProvider,
  SiteThemeProvider,
  type ComposedSite,
} from '@estefania/shared';
import { buildRoutes } from './App';
import { fetchRemotesManifest, type RemoteName, type RemotesManifest } from './remotes/manifest';
import { loadPage, registerRemotesFromManifest, setManifestFailure } from './remotes/loader';
import { browserPageSource, PageSourceProvider } from './remotes/pageSource';
import { fetchSite } from './remotes/fetchSite';
import { readBootState } from './ssr/bootState';
import { startCookieConsentWhenIdle } from './consent/cookieConsent';
import { startMeasurement } from './measurement';

const FIRST_PAGE_WAIT_MS = 1200;

/** Marks <html data-hydrated> once React owns the page: the markup is now interactive. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

function applyManifest(manifest: RemotesManifest) {
  const configResult = configureSite(manifest.config);
  if (!configResult.ok)
    console.error('[shell] config de remotes.json no válida, se usan los valores por defecto:', configResult.issues);
  registerRemotesFromManifest(manifest);
}

async function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const boot = readBootState();

  if (boot?.hydrate) {
    // The server sent the page: load the same remote module it rendered, then hydrate its markup.
    applyManifest(boot.manifest);
    const found = resolvePath(boot.site, window.location.pathname);
    const route = found.kind === 'page' ? found.route : null;
    if (route && boot.failedRemote !== route.remote)
      await loadPage(route.remote as RemoteName, route.page).catch(() => undefined);
    const router = createBrowserRouter(buildRoutes());
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page stays responsive while it becomes interactive.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PageSourceProvider value={browserPageSource(boot.failedRemote)}>
            <SiteRoutesProvider site={boot.site}>
              <SiteThemeProvider>
                <RouterProvider router={router} />
              </SiteThemeProvider>
            </SiteRoutesProvider>
            <HydrationMark />
          </PageSourceProvider>
        </StrictMode>,
      );
    });
    startCookieConsentWhenIdle();
    startMeasurement(router, boot.site);
    return;
  }

  let site: ComposedSite = emptySite;
  try {
    const manifest = boot?.manifest ?? (await fetchRemotesManifest());
    applyManifest(manifest);
    site = boot?.site ?? (await fetchSite(manifest));
    // Fetch the current page's remote before React renders anything, and give it a moment to
    // arrive: a page that is ready renders at once, instead of a loading state that React would
    // keep on screen for at least its 300 ms suspense throttle. A slow remote does not hold the
    // layout back for long; its loading state and fallback take over.
    const found = resolvePath(site, window.location.pathname);
    if (found.kind === 'page') {
      await Promise.race([
        loadPage(found.route.remote as RemoteName, found.route.page).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
      ]);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[shell] ${message}`);
    setManifestFailure(message);
  }

  // Dev server (index.html with an empty root) or a server error screen: render in the browser.
  const router = createBrowserRouter(buildRoutes());
  createRoot(container).render(
    <StrictMode>
      <SiteRoutesProvider site={site}>
        <SiteThemeProvider>
          <RouterProvider router={router} />
        </SiteThemeProvider>
      </SiteRoutesProvider>
      <HydrationMark />
    </StrictMode>,
  );
  startCookieConsentWhenIdle();
  startMeasurement(router, site);
}

void bootstrap();
