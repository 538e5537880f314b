// Serves the production build of the shell and every remote on their fixed ports:
// precompressed brotli/gzip, no-cache for what a deployment edits or replaces in place
// (remotes.json, remoteEntry.js, manifests, HTML), immutable caching for hashed assets,
// CORS on the remotes and the shell's SPA fallback. Ctrl-C stops everything.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { APPS, appPort } from '@estefania/shared/apps';
import { acceptableEncodings } from '@estefania/shared/encoding';

const root = new URL('..', import.meta.url).pathname;
const NO_CACHE = /(^\/$|\.html$|\/remotes\.json$|\/remoteEntry\.js$|\/mf-manifest\.json$|\/mf-stats\.json$)/;

function cacheControl(pathname) {
  if (NO_CACHE.test(pathname)) return 'no-cache';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * sirv picks a precompressed file by looking for "br" and "gzip" in Accept-Encoding (q-values
 * ignored, brotli always first): it is handed the result of the real negotiation instead (the
 * shell server's rule, shared/src/tooling/encoding.js). Brotli is offered only where it ranks first,
 * gzip where it ranks above no compression; otherwise the file is sent as is.
 */
export function acceptEncodingForSirv(acceptEncoding) {
  const ranked = acceptableEncodings(acceptEncoding);
  const identity = ranked.indexOf('identity');
  const wanted = identity === -1 ? ranked : ranked.slice(0, identity);
  if (wanted[0] === 'br') return wanted.join(', ');
  if (wanted[0] === 'gzip') return 'gzip';
  return 'identity';
}

function sendFile(res, status, file, type) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  res.end(readFileSync(file));
}

export function createAppServer(app, { dist = join(root, APPS[app].dir, 'dist') } = {}) {
  if (!existsSync(dist)) throw new Error(`${APPS[app].dir} has no build: run npm run build`);
  const isShell = app === 'shell';
  // The SPA fallback page, read once (like every other file, sirv indexes them at start-up).
  const indexHtml = isShell ? readFileSync(join(dist, 'index.html')) : null;
  const files = sirv(dist, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  return createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      // Broken percent-encoding (`/%E0`) names no file: a 400, not an exception that stops the server.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Dirección no válida');
      return;
    }
    if (!isShell) {
      // Remotes are loaded as cross-origin ES modules by the shell.
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Lets the shell's Resource Timing (and the benchmark) see sizes and timings of remote files.
      res.setHeader('Timing-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
        res.end();
        return;
      }
    }
    if (isShell && pathname === '/remotes.json') {
      // Read on every request: moving a remote is an edit of this file, with no restart.
      sendFile(res, 200, join(dist, 'remotes.json'), 'application/json; charset=utf-8');
      return;
    }
    req.headers['accept-encoding'] = acceptEncodingForSirv(req.headers['accept-encoding']);
    files(req, res, () => {
      const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
      if (isShell && wantsPage) {
        // SPA fallback: the shell's router decides what the path is (a page or the 404 page).
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : indexHtml);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('No encontrado');
    });
  });
}

/** Serves every app's build; `remotesOnly` leaves the shell to its own server (shell/dist-server). */
export function serveAll({ remotesOnly = false } = {}) {
  const servers = Object.keys(APPS)
    .filter((app) => !remotesOnly || app !== 'shell')
    .map((app) => {
      const port = appPort(app);
      const server = createAppServer(app);
      server.listen(port, '127.0.0.1', () => console.log(`${app.padEnd(11)} http://localhost:${port}`));
      server.on('error', (error) => {
        console.error(`${app}: ${error.message}`);
        process.exit(1);
      });
      return server;
    });
  return () => servers.forEach((server) => server.close());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serveAll();
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
