import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { LRUCache } from 'lru-cache';
import { resolveSiteConfig, type SiteConfig } from '@estefania/shared/config';
// Accept-Encoding with q-values (br;q=0 is a refusal, ties go to brotli): the rule npm start's files follow too.
import { pickEncoding } from '@estefania/shared/encoding';
import { jsonForScript, resolvePath, type ComposedSite, type SiteRoute } from '@estefania/shared/contract';
import type { RemoteName, RemotesManifest } from '../remotes/manifest';
import { HOST_FILES_GLOBAL } from '../host';
import type { ManifestFile } from './remotes/remotes';
import type { Renderer } from './render/renderer';
import { registerFormPosts } from './forms/forms';
import { llmsTxt, robotsTxt, sitemapXml } from './seo/seoFiles';
import { BASELINE_POLICY, contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security/securityHeaders';
import { registerCspReports } from './security/cspReports';
import { prefetchBlock, type IslandCode } from './prefetch/islandCode';

const brotli = promisify(brotliCompress);
/** How long a page waits for its islands' code list (islandCode.ts) before it is sent without one. */
const ISLAND_CODE_WAIT_MS = 1000;
const gzipAsync = promisify(gzip);

export interface ShellServerDeps {
  /** The shell's browser build (index.html, assets/, remotes.json…). */
  distDir: string;
  manifestFile: Pick<ManifestFile, 'get'>;
  /**
   * Renders documents away from this thread (see renderer.ts): `version` is a remote's current
   * build (part of the cache key), `render` the whole document, or the layout with the fallback.
   */
  renderer: Renderer;
  /** The site as the remotes publish it (their route manifests), composed at runtime. */
  catalog: { get(manifest: RemotesManifest): Promise<{ site: ComposedSite; version: string }> };
  /** The built index.html: <head> tags for every page, and the page itself when no manifest can be read. */
  indexHtml: string;
  /**
   * The page script (src/page.ts as built, see pageScriptFromViteManifest): what every rendered
   * page runs; it loads index.html's federated entry only when an island needs it.
   */
  pageScript: string;
  log?: (message: string) => void;
  /**
   * The files a page's islands need (islandCode.ts), named in the page so the browser fetches them
   * at idle; without it pages name none and each island loads its code on the first touch.
   */
  islandCode?: Pick<IslandCode, 'forPage'>;
  /** How many rendered pages are kept. */
  cacheEntries?: number;
}

interface RenderedPage {
  status: number;
  html: Buffer;
  etag: string;
  /** A page with a fallback or an error screen is sent once and not kept. */
  cacheable: boolean;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
  /** Security headers and the Content-Security-Policy naming this page's own inline scripts. */
  security: Record<string, string>;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

function encode(page: RenderedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let pending = page.encoded.get(encoding);
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotli(page.html, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
          })
        : gzipAsync(page.html, { level: 6 });
    page.encoded.set(encoding, pending);
  }
  return pending;
}

async function send(c: Context, page: RenderedPage): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // The browser asks again each time (the ETag makes that cheap): a redeployed remote shows at once.
    'Cache-Control': page.cacheable ? 'no-cache' : 'no-store',
    ...(page.status === 503 ? { 'Retry-After': '5' } : {}),
    Vary: 'Accept-Encoding',
    ETag: page.etag,
    ...page.security,
  };
  if (page.cacheable && c.req.header('if-none-match') === page.etag) return c.body(null, 304, headers);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const body = encoding ? await encode(page, encoding) : page.html;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, page.status as 200, headers);
  return c.body(new Uint8Array(body), page.status as 200, headers);
}

/**
 * The shell server: static files of the shell's build, remotes.json, and every page rendered on
 * the server (header + remote page + footer), cached per path and remote version.
 */
export function createShellApp(deps: ShellServerDeps): Hono {
  const log = deps.log ?? ((message: string) => console.error(message));
  const cache = new LRUCache<string, RenderedPage>({ max: deps.cacheEntries ?? 500 });
  const inFlight = new Map<string, Promise<RenderedPage>>();
  const headTags = headTagsFromIndexHtml(deps.indexHtml, deps.pageScript);
  const app = new Hono();

  /** The site config of the manifest in force (its deployment overrides over the defaults). */
  let configOf: { hash: string; config: SiteConfig } | null = null;
  async function siteConfig(): Promise<SiteConfig> {
    const { manifest, hash } = await deps.manifestFile.get();
    if (configOf?.hash !== hash) configOf = { hash, config: resolveSiteConfig(manifest.config).config };
    return configOf.config;
  }

  const files = serveStatic({ root: deps.distDir, precompressed: true });
  /** A built file, with the caching its kind allows (serveStatic's onFound runs too late to set headers). */
  const staticFile =
    (cacheControl: (path: string) => string): MiddlewareHandler =>
    async (c, next) => {
      const response = await files(c, next);
      if (response instanceof Response) {
        response.headers.set('Cache-Control', cacheControl(c.req.path));
        response.headers.set('X-Content-Type-Options', 'nosniff');
      }
      return response;
    };
  // Hashed names: cached for good. What a deployment edits or replaces in place: revalidated every time.
  const immutable = staticFile(() => 'public, max-age=31536000, immutable');
  const mutable = staticFile((path) => (/remotes\.json$|remoteEntry\.js$/.test(path) ? 'no-cache' : 'public, max-age=3600'));

  app.use('/assets/*', immutable);

  app.get('/remotes.json', async (c, next) => {
    c.header('Content-Type', 'application/json; charset=utf-8');
    await next();
  });

  // For crawlers: written from the remotes' pages, the catalogue and the config on each request.
  const textFile = (contentType: string, write: (config: SiteConfig, site: ComposedSite) => string) => async (c: Context) => {
    const { manifest } = await deps.manifestFile.get();
    const { site } = await deps.catalog.get(manifest);
    const body = write(await siteConfig(), site);
    const headers = {
      'Content-Type': contentType,
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
  };
  app.on(['GET', 'HEAD'], '/sitemap.xml', textFile('application/xml; charset=utf-8', sitemapXml));
  app.on(['GET', 'HEAD'], '/robots.txt', textFile('text/plain; charset=utf-8', robotsTxt));
  app.on(['GET', 'HEAD'], '/llms.txt', textFile('text/plain; charset=utf-8', llmsTxt));

  async function renderPage(
    url: URL,
    manifest: RemotesManifest,
    site: ComposedSite,
    found: SiteRoute | null,
    known: boolean,
    version: string,
  ): Promise<RenderedPage> {
    // A path no known page matches is a 404 (an unknown industry: in the industries remote's own
    // words), unless a remote's pages are not known right now.
    let status = known ? 200 : found || !site.unavailable?.length ? 404 : 503;
    const route = found ? { remote: found.remote as RemoteName, page: found.page, version } : null;
    // The renderer logs a remote's failures itself, once per change of state.
    const result = await deps.renderer.render({ url: url.href, manifest, route, headTags, site });
    if (result.renderError) {
      log(`[shell-server] error al renderizar ${url.pathname}: ${result.renderError}`);
      status = 500;
    }
    const cacheable = status !== 503 && !result.renderError && result.failure === null;
    // A page served whole names its islands' code; a fallback or an error screen loads what it needs itself.
    const files = cacheable && deps.islandCode ? await islandFiles(deps.islandCode, result.html, manifest) : [];
    const html = Buffer.from(
      files.length > 0 ? result.html.replace('</body>', `${prefetchBlock(files)}</body>`) : result.html,
      'utf8',
    );
    const config = await siteConfig();
    const security = {
      ...securityHeaders(config, url.pathname),
      'Content-Security-Policy': contentSecurityPolicy(manifest, config, inlineScriptHashes(result.html)),
    };
    const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;
    return { status, html, etag, cacheable, encoded: new Map(), security };
  }

  /**
   * The page's island code, if it can be had within ISLAND_CODE_WAIT_MS: a remote whose files are slow
   * never holds a page back (the page goes without the list, its touches load the code as before; the
   * graph, still being read, serves the next page).
   */
  async function islandFiles(code: Pick<IslandCode, 'forPage'>, html: string, manifest: RemotesManifest): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string[]>((resolve) => {
      timer = setTimeout(() => resolve([]), ISLAND_CODE_WAIT_MS);
    });
    try {
      return await Promise.race([late, listFor(code, html, manifest)]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function listFor(code: Pick<IslandCode, 'forPage'>, html: string, manifest: RemotesManifest): Promise<string[]> {
    try {
      return await code.forPage(html, async (owner) => {
        if (!(owner in manifest.remotes)) return null;
        const version = await deps.renderer.version(owner as RemoteName, manifest);
        return version.endsWith('#unknown') ? null : { entry: manifest.remotes[owner as RemoteName], version };
      });
    } catch (error) {
      log(`[shell-server] no se pudo leer el código de las islas: ${describe(error)}`);
      return [];
    }
  }

  // The forms, posted before or without JavaScript (forms.ts).
  registerCspReports(app, { log });
  registerFormPosts(app, {
    siteConfig,
    site: async () => (await deps.catalog.get((await deps.manifestFile.get()).manifest)).site,
    log,
  });

  const isFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);
  // Any other path with a file extension (favicon.svg, remoteEntry.js…) is a file of the build.
  app.use('/:file{.+\\.[a-zA-Z0-9]+}', mutable);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    // A file that is not there is a 404, never a page.
    if (isFile(url.pathname)) return c.text('No encontrado', 404, { 'Cache-Control': 'no-cache' });
    const current = await deps.manifestFile.get().catch((error: unknown) => {
      log(`[shell-server] ${describe(error)}`);
      return null;
    });
    // No manifest ever read (a deployment wrote a broken one before the first start): the browser
    // page as built, whose own loader shows the layout with the fallback and its retry.
    if (!current)
      return c.html(deps.indexHtml, 503, {
        'Cache-Control': 'no-store',
        'Retry-After': '5',
        Vary: 'Accept-Encoding',
        // Without remotes.json the remotes' origins are unknown: only what needs no list.
        ...securityHeaders({ siteUrl: '' }),
        'Content-Security-Policy': BASELINE_POLICY,
      });
    const { hash, manifest } = current;
    const catalog = await deps.catalog.get(manifest);
    // The one matcher (the browser router uses it too): a page, its canonical spelling, or a 404.
    const resolved = resolvePath(catalog.site, url.pathname);
    if (resolved.kind === 'redirect') {
      return c.body(null, 301, {
        Location: `${resolved.path}${url.search}`,
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
    }
    const found = resolved.route ?? null;
    const version = found ? await deps.renderer.version(found.remote as RemoteName, manifest) : '-';
    const key = `${url.pathname}${url.search}\n${hash}\n${catalog.version}\n${version}`;
    const hit = cache.get(key);
    if (hit) return send(c, hit);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = renderPage(url, manifest, catalog.site, found, resolved.kind === 'page', version).finally(() =>
        inFlight.delete(key),
      );
      inFlight.set(key, pending);
    }
    const page = await pending;
    if (page.cacheable) cache.set(key, page);
    return send(c, page);
  });

  app.onError((error, c) => {
    log(`[shell-server] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.text('Error interno del servidor', 500, { 'Cache-Control': 'no-store' });
  });

  return app;
}

/** The built page script's URL, from the shell build's Vite manifest (dist/.vite/manifest.json); null if absent. */
export function pageScriptFromViteManifest(viteManifest: string): string | null {
  try {
    const entries = JSON.parse(viteManifest) as Record<string, { file?: unknown; isEntry?: unknown }>;
    const file = entries['src/page.ts']?.file;
    return typeof file === 'string' ? `/${file}` : null;
  } catch {
    return null;
  }
}

const headOf = (indexHtml: string) => /<head>([\s\S]*?)<\/head>/i.exec(indexHtml)?.[1] ?? '';

/** index.html's federated entry (the site's code) and the files Vite preloads with it: paths on the shell's origin. */
export function hostFilesFromIndexHtml(indexHtml: string): { entries: string[]; preloads: string[] } {
  const head = headOf(indexHtml);
  return {
    entries: [...head.matchAll(/<script\b[^>]*type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/gi)].map((m) => m[1]!),
    preloads: [...head.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/gi)].map((m) => m[1]!),
  };
}

/**
 * The <head> of the built index.html for the server document: charset, viewport, icon, and the
 * page script. index.html's federated entry (and its preloads) is only named for the page script,
 * which loads it when an island needs it.
 */
export function headTagsFromIndexHtml(indexHtml: string, pageScript: string): string {
  const head = headOf(indexHtml);
  const { entries, preloads } = hostFilesFromIndexHtml(indexHtml);
  const rest = head
    // The page sets its own title; the manifest travels inside the HTML instead of a second request.
    .replace(/<title>[\s\S]*?<\/title>/gi, '')
    .replace(/<link[^>]*href="\/remotes\.json"[^>]*>/gi, '')
    .replace(/<script\b[^>]*type="module"[^>]*><\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/\n\s*/g, '');
  return `${rest}<script>window.${HOST_FILES_GLOBAL}=${jsonForScript({ entries, preloads })};</script>${afterFirstPaint(pageScript)}`;
}

/**
 * The page reads without JavaScript, so nothing should compete with its first paint: the page
 * script is requested once the browser has *reported* the first contentful paint —
 * then a task — instead of from the <head>. Waiting for the paint entry rather than a frame keeps
 * every request after the paint that is the page's LCP (a frame callback runs before its paint is
 * presented, and a request started then counts as on the LCP's path). Without the Paint Timing API,
 * a frame and a task; a page that never paints (a hidden tab) gets its scripts after 3 s.
 */
export function afterFirstPaint(script: string): string {
  return (
    `<script>(function(src){var done=0;function go(){if(done)return;done=1;var e=document.createElement('script');` +
    `e.type='module';e.crossOrigin='';e.src=src;document.head.appendChild(e)}` +
    `function later(){setTimeout(go,0)}var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>-1){` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}})` +
    `.observe({type:'paint',buffered:true});setTimeout(go,3000)}else requestAnimationFrame(later)})(${jsonForScript(script)})</script>`
  );
}
