// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInNewContext } from 'node:vm';
import { createShellApp, headTagsFromIndexHtml, type ShellServerDeps } from './app';
import type { RenderRequest } from './render/renderProtocol';
import { loopbackManifest } from './testing/manifest';
import { sampleSite } from '@estefania/shared/testing/site';
import type { ComposedSite } from '@estefania/shared';

const manifest = loopbackManifest();

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>EstefanIA</title></head><body><div id="root"></div></body></html>';

/** Every build folder the tests made, removed at the end (they would pile up in the machine's temp). */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function setup(overrides: Partial<ShellServerDeps> = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  made.push(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'remotes.json'), JSON.stringify(manifest));
  let version = 'v1';
  let catalog: { site: ComposedSite; version: string } = { site: sampleSite, version: 'r1' };
  const renders: RenderRequest[] = [];
  let failure: string | null = null;
  const renderer = {
    version: vi.fn(() => Promise.resolve(version)),
    render: vi.fn((request: RenderRequest) => {
      renders.push(request);
      const path = new URL(request.url).pathname;
      return Promise.resolve({
        html: `<!DOCTYPE html><html lang="es"><body><main><h1>${path}</h1></main></body></html>`,
        renderError: null as string | null,
        failure,
      });
    }),
  };
  const deps: ShellServerDeps = {
    distDir: dist,
    manifestFile: { get: () => Promise.resolve({ manifest, hash: 'm1' }) },
    renderer,
    catalog: { get: () => Promise.resolve(catalog) },
    indexHtml: INDEX_HTML,
    pageScript: '/assets/page-1.js',
    log: () => undefined,
    ...overrides,
  };
  const app = createShellApp(deps);
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.request(`http://localhost${path}`, { method, headers });
  return {
    app,
    get,
    renders,
    renderer,
    setVersion: (next: string) => (version = next),
    setFailure: (next: string | null) => (failure = next),
    setCatalog: (next: typeof catalog) => (catalog = next),
  };
}

describe('shell server', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  it('answers a page with its server-rendered HTML, 200 and revalidation headers', async () => {
    const response = await ctx.get('/precios');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(await response.text()).toContain('<h1>/precios</h1>');
    expect(ctx.renders[0]?.route).toEqual({ remote: 'pricing', page: 'PricingPage', version: 'v1' });
    expect(ctx.renders[0]?.url).toBe('http://localhost/precios');
  });

  it('renders a page once and then serves it from the cache until the remote changes version', async () => {
    await ctx.get('/precios');
    await ctx.get('/precios');
    expect(ctx.renders).toHaveLength(1);
    ctx.setVersion('v2');
    await ctx.get('/precios');
    expect(ctx.renders).toHaveLength(2);
  });

  it('compresses with brotli or gzip as the browser accepts', async () => {
    const br = await ctx.get('/precios', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<h1>/precios</h1>');
    const gz = await ctx.get('/precios', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<h1>/precios</h1>');
    const plain = await ctx.get('/precios', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await ctx.get('/precios', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.get('/precios');
    const again = await ctx.get('/precios', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers 404 with the not-found page for a path no remote owns', async () => {
    const response = await ctx.get('/no-existe');
    expect(response.status).toBe(404);
    expect(ctx.renders[0]?.route).toBeNull();
    expect(ctx.renderer.version).not.toHaveBeenCalled();
  });

  it('answers 404 for an industry that does not exist, in the industries remote’s own words, and 200 for one that does', async () => {
    expect((await ctx.get('/industrias/astronautas')).status).toBe(404);
    expect(ctx.renders[0]?.route).toMatchObject({ remote: 'industries', page: 'IndustryPage' });
    expect((await ctx.get('/industrias/%E0%A4%A')).status).toBe(404);
    expect((await ctx.get('/industrias/dentistas')).status).toBe(200);
  });

  it.each([
    ['/Precios', '/precios'],
    ['/%70recios', '/precios'],
    ['/INDUSTRIAS', '/industrias'],
    ['/Industrias/dentistas', '/industrias/dentistas'],
    ['//precios', '/precios'],
    ['/precios/?utm_source=x', '/precios?utm_source=x'],
  ])('answers %s at once with 301 to its canonical URL %s, rendering nothing', async (path, location) => {
    const response = await ctx.get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
    expect(ctx.renders).toHaveLength(0);
    expect(ctx.renderer.version).not.toHaveBeenCalled();
  });

  it('answers any other odd path with a fast 404 that loads no remote', async () => {
    for (const path of ['/pr%C3%A9cios', '/precios%00', `/${'x'.repeat(3000)}`, '/%E0%A4%A', '/precios%2Fx']) {
      expect((await ctx.get(path)).status, path).toBe(404);
    }
    expect(ctx.renders.every((request) => request.route === null)).toBe(true);
  });

  it('answers 503 (not 404) for an unknown path while a remote’s pages are not known', async () => {
    ctx.setCatalog({ site: { ...sampleSite, unavailable: ['onboarding'] }, version: 'r2' });
    const response = await ctx.get('/onboarding');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await ctx.get('/precios')).status).toBe(200);
  });

  it('renders every page again when a remote publishes new pages or menus', async () => {
    await ctx.get('/precios');
    await ctx.get('/precios');
    expect(ctx.renders).toHaveLength(1);
    expect(ctx.renders[0]?.site).toBe(sampleSite);
    ctx.setCatalog({ site: sampleSite, version: 'r2' });
    await ctx.get('/precios');
    expect(ctx.renders).toHaveLength(2);
  });

  it('answers 404 for a missing file instead of a page', async () => {
    const response = await ctx.get('/assets/no-esta-aqui.js');
    expect(response.status).toBe(404);
    expect(ctx.renders).toHaveLength(0);
  });

  it('serves built assets as immutable and remotes.json as JSON to revalidate', async () => {
    const asset = await ctx.get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const json = await ctx.get('/remotes.json');
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(json.headers.get('cache-control')).toBe('no-cache');
    expect(await json.json()).toMatchObject({ remotes: { pricing: manifest.remotes.pricing } });
  });

  it('sends the layout with the fallback, never a 5xx, when the remote cannot be loaded, and does not keep it', async () => {
    ctx.setFailure('pricing no respondió en 2000 ms');
    const response = await ctx.get('/precios');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await ctx.get('/precios');
    expect(ctx.renders).toHaveLength(2);
  });

  it('answers 500 with the error screen when the page throws while rendering', async () => {
    const failing = setup({
      renderer: {
        version: () => Promise.resolve('v1'),
        render: () =>
          Promise.resolve({
            html: '<html><h1>Unexpected Application Error!</h1></html>',
            renderError: 'Error: boom',
            failure: null,
          }),
      },
    });
    const response = await failing.get('/precios');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Unexpected Application Error!');
  });

  it('puts the head of the built index.html, without its title, in every page', async () => {
    await ctx.get('/precios');
    const headTags = ctx.renders[0]?.headTags ?? '';
    expect(headTags.startsWith('<meta charset="UTF-8" /><script>')).toBe(true);
    expect(headTags).not.toContain('<title>');
    expect(headTags).toContain('"/assets/page-1.js"');
  });

  it('answers the built page with 503 when no remotes.json could ever be read, so the browser shows its fallback', async () => {
    const broken = setup({ manifestFile: { get: () => Promise.reject(new Error('remotes.json no es válido')) } });
    const response = await broken.get('/precios');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe(INDEX_HTML);
    expect(broken.renders).toHaveLength(0);
  });

  it('serves /sitemap.xml with every indexable URL on the configured origin', async () => {
    const configured = setup({
      manifestFile: {
        get: () => Promise.resolve({ manifest: { ...manifest, config: { siteUrl: 'https://www.estefania.es' } }, hash: 'm2' }),
      },
    });
    const response = await configured.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<loc>https://www.estefania.es/precios</loc>');
    expect(xml).toContain('<loc>https://www.estefania.es/industrias/fontaneria</loc>');
    expect(xml).not.toContain('/gracias');
  });

  it('serves /robots.txt and /llms.txt as plain text, and answers HEAD without a body', async () => {
    const robots = await ctx.get('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Sitemap: http://localhost:5173/sitemap.xml');
    const llms = await ctx.get('/llms.txt');
    expect(llms.status).toBe(200);
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await llms.text()).toMatch(/^# EstefanIA\n/);
    const head = await ctx.get('/llms.txt', {}, 'HEAD');
    expect(head.headers.get('content-length')).toBe(llms.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('sends the security headers with a CSP that names the page’s own inline scripts, on cached answers too', async () => {
    const scripted = setup();
    scripted.renderer.render.mockResolvedValue({
      html: '<!DOCTYPE html><html lang="es"><head><script>cargar()</script></head><body><h1>Precios</h1></body></html>',
      renderError: null,
      failure: null,
    });
    for (const response of [await scripted.get('/precios'), await scripted.get('/precios')]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`'sha256-${createHash('sha256').update('cargar()').digest('base64')}'`);
      expect(policy).toContain('http://127.0.0.1:3'); // the pricing remote of remotes.json
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(scripted.renderer.render).toHaveBeenCalledTimes(1);
  });

  it('renders one page once for concurrent requests', async () => {
    await Promise.all([ctx.get('/precios'), ctx.get('/precios'), ctx.get('/precios')]);
    expect(ctx.renders).toHaveLength(1);
  });
});

describe('headTagsFromIndexHtml', () => {
  const head = headTagsFromIndexHtml(
    `<!doctype html><html lang="es"><head>
      <meta charset="UTF-8" />
      <link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />
      <title>EstefanIA</title>
      <script type="module" crossorigin src="/assets/entry-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    </head><body></body></html>`,
    '/assets/page-9.js',
  );

  it('keeps the build head but the title and the remotes.json preload', () => {
    expect(head.startsWith('<meta charset="UTF-8" /><script>')).toBe(true);
    expect(head).not.toContain('<title>');
    expect(head).not.toContain('remotes.json');
  });

  /** Runs the inline loader against a stand-in window: `createElement` results collect the props. */
  function runLoader(withPaintTiming: boolean) {
    const loader = /<script>(\(function[\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    const added: { tag: string; type?: string; src?: string }[] = [];
    const frames: (() => void)[] = [];
    const tasks: { callback: () => void; ms: number }[] = [];
    const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean };
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const scope = {
      window: withPaintTiming ? { PerformanceObserver: FakeObserver } : {},
      document: {
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: { tag: string }) => added.push(element) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => tasks.push({ callback, ms }),
    };
    runInNewContext(loader, scope);
    const paint = (name: string) =>
      observers.forEach((observer) =>
        observer.callback(
          { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
          { disconnect: () => (observer.disconnected = true) },
        ),
      );
    const runTasks = (filter: (ms: number) => boolean) =>
      tasks.splice(0).forEach((task) => (filter(task.ms) ? task.callback() : tasks.push(task)));
    return { added, frames, paint, runTasks };
  }

  const scripts = [{ tag: 'script', type: 'module', src: '/assets/page-9.js' }];
  const loaded = (added: { tag: string; type?: string; src?: string }[]) =>
    added.map(({ tag, type, src }) => ({ tag, type, src }));

  it('names the federated entry and its preloads for the page script, without loading them', () => {
    const hostFiles = /<script>window\.__ESTEFANIA_HOST_FILES__=([^<]*);<\/script>/.exec(head)?.[1];
    expect(JSON.parse(hostFiles ?? 'null')).toEqual({ entries: ['/assets/entry-1.js'], preloads: ['/assets/react-2.js'] });
  });

  it('requests the page script only once the first contentful paint is reported, then a task', () => {
    expect(head).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    const page = runLoader(true);
    page.runTasks((ms) => ms === 0);
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    page.runTasks((ms) => ms === 0);
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual([]);
    page.runTasks((ms) => ms === 0);
    expect(loaded(page.added)).toEqual(scripts);
    // The fallback for a page that never paints adds nothing more.
    page.runTasks(() => true);
    expect(page.added).toHaveLength(1);
  });

  it('loads it after 3 s on a page that never paints, and after a frame and a task without the Paint Timing API', () => {
    const hidden = runLoader(true);
    hidden.runTasks((ms) => ms === 3000);
    expect(loaded(hidden.added)).toEqual(scripts);
    const older = runLoader(false);
    expect(older.added).toEqual([]);
    older.frames.forEach((callback) => callback());
    expect(older.added).toEqual([]);
    older.runTasks(() => true);
    expect(loaded(older.added)).toEqual(scripts);
  });
});

describe("a page's islands' code", () => {
  it('is named in the page as a JSON block, without a CSP hash of its own', async () => {
    const forPage = vi.fn(() => Promise.resolve(['/remoteEntry.js', '/assets/app-abc123.js']));
    const ctx = setup({ islandCode: { forPage } });
    const response = await ctx.get('/precios');
    const html = await response.text();
    expect(html).toContain(
      '<script type="application/json" id="estefania-codigo-islas">{"modulepreload":["/remoteEntry.js"],"prefetch":["/assets/app-abc123.js"]}</script></body>',
    );
    const block = '{"modulepreload":["/remoteEntry.js"],"prefetch":["/assets/app-abc123.js"]}';
    const hash = `sha256-${createHash('sha256').update(block).digest('base64')}`;
    expect(response.headers.get('content-security-policy')).not.toContain(hash);
  });

  it('never holds a page back: a list that takes too long is left out, and a failing one too', async () => {
    const slow = setup({ islandCode: { forPage: () => new Promise<string[]>(() => undefined) } });
    const started = Date.now();
    const response = await slow.get('/precios');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('estefania-codigo-islas');
    expect(Date.now() - started).toBeLessThan(5000);
    const failing = setup({ islandCode: { forPage: () => Promise.reject(new Error('remote down')) } });
    const answer = await failing.get('/precios');
    expect(answer.status).toBe(200);
    expect(await answer.text()).not.toContain('estefania-codigo-islas');
  });
});
