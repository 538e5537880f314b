// The page rendered in the browser, where no server did it: the dev servers (index.html with an
// empty #root) and a page the server sent as the error screen (the browser tries afresh). Islands
// render as plain components here: the whole page is one React root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { emptySite, locationOf, resolvePath, setSiteConfig, SiteToaster, type ComposedSite } from '@estefania/shared';
import { resolveSiteConfig } from '@estefania/shared/config';
import { SiteDocument } from './App';
import { fetchRemotesManifest, type RemoteName } from './remotes/manifest';
import { loadPage, registerRemotesFromManifest, setManifestFailure } from './remotes/loader';
import { fetchSite } from './remotes/fetchSite';
import { readBootState } from './boot/bootState';
import { ServerStyles } from './boot/serverStyles';

const FIRST_PAGE_WAIT_MS = 1200;

/** Renders the whole page into #root; resolves with the site it composed (for page views). */
export async function renderClientApp(container: HTMLElement): Promise<ComposedSite> {
  let site: ComposedSite = emptySite;
  try {
    const manifest = readBootState()?.manifest ?? (await fetchRemotesManifest());
    // This page is the browser's own: the deployment's overrides are checked here, before anything reads them.
    const config = resolveSiteConfig(manifest.config);
    if (!config.ok) console.error('[shell] config de remotes.json no válida, se usan los valores por defecto:', config.issues);
    setSiteConfig(config.config);
    registerRemotesFromManifest(manifest);
    site = await fetchSite(manifest);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[shell] ${message}`);
    setManifestFailure(message);
  }
  const found = resolvePath(site, window.location.pathname);
  // Fetch the current page's remote before React renders anything, and give it a moment to
  // arrive: a page that is ready renders at once, instead of a loading state that React would
  // keep on screen for at least its 300 ms suspense throttle. A slow remote does not hold the
  // layout back for long; its loading state and fallback take over.
  if (found.kind === 'page') {
    await Promise.race([
      loadPage(found.route.remote as RemoteName, found.route.page).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
    ]);
  }
  const location = locationOf(
    `${window.location.pathname}${window.location.search}`,
    found.kind === 'page' ? found.params : undefined,
  );
  createRoot(container).render(
    <StrictMode>
      <ServerStyles>
        <SiteDocument site={site} location={location} />
        <SiteToaster />
      </ServerStyles>
    </StrictMode>,
  );
  return site;
}
