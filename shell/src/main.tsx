import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureSite, SiteThemeProvider } from '@estefania/shared';
import { buildRoutes } from './App';
import { fetchRemotesManifest } from './remotes/manifest';
import { loadPage, registerRemotesFromManifest, setManifestFailure } from './remotes/loader';
import { matchRemoteRoute } from './routes';
import { startCookieConsentWhenIdle } from './consent/cookieConsent';

const FIRST_PAGE_WAIT_MS = 1200;

async function bootstrap() {
  try {
    const manifest = await fetchRemotesManifest();
    const configResult = configureSite(manifest.config);
    if (!configResult.ok)
      console.error('[shell] config de remotes.json no válida, se usan los valores por defecto:', configResult.issues);
    registerRemotesFromManifest(manifest);
    // Fetch the current page's remote before React renders anything, and give it a moment to
    // arrive: a page that is ready renders at once, instead of a loading state that React would
    // keep on screen for at least its 300 ms suspense throttle. A slow remote does not hold the
    // layout back for long; its loading state and fallback take over.
    const route = matchRemoteRoute(window.location.pathname);
    if (route) {
      await Promise.race([
        loadPage(route.remote, route.page).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
      ]);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[shell] ${message}`);
    setManifestFailure(message);
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <SiteThemeProvider>
        <RouterProvider router={createBrowserRouter(buildRoutes())} />
      </SiteThemeProvider>
    </StrictMode>,
  );
  startCookieConsentWhenIdle();
}

void bootstrap();
