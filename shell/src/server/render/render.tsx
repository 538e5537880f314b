import { prerender } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import {
  getSiteConfig,
  IslandServerProvider,
  resolvePath,
  type ComposedSite,
  type IslandServer,
  type PageLocation,
} from '@estefania/shared';
import { SiteDocument } from '../../App';
import { IslandTree } from '../../islands/IslandTree';
import { PageSourceProvider, type PageSource } from '../../remotes/pageSource';
import type { PageModule } from '../../remotes/loader';
import type { RemoteName, RemotesManifest } from '../../remotes/manifest';
import type { SsrBootState } from '../../boot/bootState';
import { bootStateScript } from './bootStateScript';
import { hoistEmotionStyles } from './emotionStyles';

/** The remote page of this request as the server found it: its module, or the reason it is missing. */
export type ServerPage =
  { remote: RemoteName; page: string; module: PageModule } | { remote: RemoteName; page: string; failure: string };

export interface RenderInput {
  url: URL;
  manifest: RemotesManifest;
  /** The site as the remotes publish it (pages and menus), composed by the server. */
  site: ComposedSite;
  /** Null for a path no remote owns: the layout with the not-found page. */
  page: ServerPage | null;
  /** Tags for <head> from the built index.html: charset, viewport, icon, the entry script. */
  headTags: string;
  /** Abort a render that takes longer than this (a page that never finishes suspending). */
  renderTimeoutMs?: number;
  /** Whatever else the request carried (see RenderRequest), passed through untouched. */
  [extra: string]: unknown;
}

export interface RenderResult {
  html: string;
  /** The page rendered but threw: the HTML holds the error screen. */
  renderError: unknown;
}

/** A promise React's `use()` reads synchronously: the module is already here. */
function settled(module: PageModule): Promise<PageModule> {
  const promise = Promise.resolve(module) as Promise<PageModule> & { status: string; value: PageModule };
  promise.status = 'fulfilled';
  promise.value = module;
  return promise;
}

function pageSourceFor(page: ServerPage | null): PageSource {
  return {
    load(remote, name) {
      if (page && 'module' in page && page.remote === remote && page.page === name) return settled(page.module);
      // The server renders one remote page per request; anything else waits for the browser.
      return new Promise<PageModule>(() => undefined);
    },
    failedRemote: page && 'failure' in page ? page.remote : null,
  };
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** Renders each island of one document as a root of its own, as the browser will hydrate it. */
function islandServer(location: PageLocation): IslandServer {
  let count = 0;
  return {
    nextId: () => `i${count++}`,
    render: (element, identifierPrefix) =>
      renderToString(<IslandTree location={location}>{element}</IslandTree>, { identifierPrefix }),
  };
}

async function renderOnce(input: RenderInput, failure: { error: unknown } | null): Promise<{ html: string; errors: unknown[] }> {
  const { url, manifest, site, page, headTags, renderTimeoutMs = 5000 } = input;
  const found = resolvePath(site, url.pathname);
  const location: PageLocation = {
    pathname: url.pathname,
    search: url.search,
    params: found.kind === 'page' ? found.params : {},
  };
  const boot: SsrBootState = {
    manifest,
    config: getSiteConfig(),
    hydrate: failure === null,
    page: found.kind === 'page' ? { path: found.path, params: found.params } : null,
  };
  const errors: unknown[] = [];
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`render of ${url.pathname} took over ${renderTimeoutMs} ms`)),
    renderTimeoutMs,
  );
  try {
    // prerender waits for every suspended part (the page module) and writes it in place: crawlers
    // and link previews get the whole page, with no script needed to reveal it.
    const { prelude } = await prerender(
      <html lang="es">
        <head />
        <body>
          <div id="root">
            <PageSourceProvider value={pageSourceFor(page)}>
              <IslandServerProvider value={islandServer(location)}>
                <SiteDocument site={site} location={location} error={failure} />
              </IslandServerProvider>
            </PageSourceProvider>
          </div>
        </body>
      </html>,
      {
        signal: abort.signal,
        // Never outline a finished part behind a script that reveals it: the HTML reads without JS.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        bootstrapScriptContent: bootStateScript(boot),
        onError(cause) {
          errors.push(cause);
        },
      },
    );
    const html = await streamToString(prelude);
    // The built index.html's head (charset first, the entry script and its preloads) goes first.
    // Emotion's styles go to <head>, once each (valid HTML; Emotion's client reads them from there).
    return { html: hoistEmotionStyles(html.replace('<head>', `<head>${headTags}`)), errors };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders the whole document of one URL: header, the remote page (or its fallback, or the
 * not-found page) and footer, with the page's own head tags, the emotion styles of its first
 * paint and the boot state the browser hydrates with. A page that throws is rendered again as
 * the error screen (the browser then renders afresh instead of hydrating).
 */
export async function renderDocument(input: RenderInput): Promise<RenderResult> {
  const first = await renderOnce(input, null).catch((cause: unknown) => ({ html: null, errors: [cause] }));
  if (first.html !== null && first.errors.length === 0) return { html: first.html, renderError: null };
  const renderError = first.errors[0] ?? new Error('render failed');
  const second = await renderOnce(input, { error: renderError });
  return { html: second.html, renderError };
}
