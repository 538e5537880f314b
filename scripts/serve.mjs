// Serves the production build of the shell and every remote on their fixed ports:
// precompressed brotli/gzip, no-cache for what a deployment edits or replaces in place
// (remotes.json, remoteEntry.js, manifests, HTML), immutable caching for hashed assets,
// CORS on the remotes and the shell's SPA fallback.
//   node scripts/serve.mjs              every app
//   node scripts/serve.mjs pricing …    only those (npm start runs one process per remote)
//
// A build may be replaced under it at any moment (`npm run build -w remote-x`, Vite empties the
// folder first): every file is looked up on each request and opened before it is measured, so a
// file that vanished answers 404 and one deleted while it is sent still sends the bytes it was
// opened with (the open descriptor keeps them). Nothing a request does can throw out of the server.
// Why not sirv (used here before): it lists the folder once at start (a rebuilt remote's new files
// were 404 until a restart) and pipes a read stream with no error handler (a file deleted between
// its listing and its read threw ENOENT and stopped the process). @hono/node-server's serveStatic
// looks a file up before opening it, so a rebuild in between cuts the answer short instead.
import { createServer } from 'node:http';
import { open, readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { APPS, appPort } from '@estefania/shared/apps';
import { acceptableEncodings } from '@estefania/shared/encoding';

const root = new URL('..', import.meta.url).pathname;
const NO_CACHE =
  /(^\/$|\.html$|\/remotes\.json$|\/remoteEntry\.js$|\/mf-manifest\.json$|\/mf-stats\.json$|\/routes\.json$|\/islands\.json$)/;
const EXTENSION = { br: '.br', gzip: '.gz' };

function cacheControl(pathname) {
  if (NO_CACHE.test(pathname)) return 'no-cache';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The encodings to try for a file, best first, from the real negotiation (the shell server's rule,
 * shared/src/tooling/encoding.js: q-values count, `br;q=0` is a refusal): the precompressed copies
 * that rank above no compression, then the file as it is (also when nothing is acceptable: the
 * header is then disregarded rather than the file refused).
 */
export function encodingsToTry(acceptEncoding) {
  const ranked = acceptableEncodings(acceptEncoding);
  const identity = ranked.indexOf('identity');
  return [...(identity === -1 ? ranked : ranked.slice(0, identity)).filter((coding) => coding in EXTENSION), 'identity'];
}

/** Opens the first copy of `file` that exists, as a regular file; null when none does. */
async function openFirst(file, encodings) {
  for (const encoding of encodings) {
    let handle;
    try {
      handle = await open(encoding === 'identity' ? file : `${file}${EXTENSION[encoding]}`, 'r');
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats, encoding };
      await handle.close();
    } catch {
      // Missing (ENOENT, ENOTDIR), a folder, unreadable: try the next copy.
      await handle?.close().catch(() => {});
    }
  }
  return null;
}

function plain(res, status, text) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(text);
}

/**
 * Sends `file` (a path inside the build) with its headers, or calls `notFound`. Any failure while
 * opening or reading answers 404 or cuts the connection: it never reaches the server.
 */
async function sendFile(req, res, file, pathname, notFound) {
  const compressible = /\.(m?js|json|css|html|svg|txt|xml|map)$/i.test(file);
  const found = await openFirst(file, compressible ? encodingsToTry(req.headers['accept-encoding']) : ['identity']);
  if (!found) return notFound();
  const { handle, stats, encoding } = found;
  const etag = `W/"${stats.size}-${Math.round(stats.mtimeMs)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const headers = {
    'Content-Type': lookup(file) ?? 'application/octet-stream',
    'Cache-Control': cacheControl(pathname),
    'Last-Modified': stats.mtime.toUTCString(),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  };
  if (headers['Content-Type'].startsWith('text/') && !headers['Content-Type'].includes('charset'))
    headers['Content-Type'] += '; charset=utf-8';
  if (req.headers['if-none-match'] === etag) {
    await handle.close();
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Length': stats.size });
  if (req.method === 'HEAD') {
    await handle.close();
    return res.end();
  }
  // The descriptor is open: a rebuild that deletes the file now does not change what is sent.
  pipeline(handle.createReadStream(), res, () => handle.close().catch(() => {}));
}

export function createAppServer(app, { dist = join(root, APPS[app].dir, 'dist') } = {}) {
  const isShell = app === 'shell';
  const base = normalize(dist + sep);
  async function handle(req, res) {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      // Broken percent-encoding (`/%E0`) names no file: a 400, not an exception that stops the server.
      return plain(res, 400, 'Dirección no válida');
    }
    if (!isShell) {
      // Remotes are loaded as cross-origin ES modules by the shell.
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Lets the shell's Resource Timing (and the benchmark) see sizes and timings of remote files.
      res.setHeader('Timing-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
        return res.end();
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Método no permitido');
    const file = normalize(join(dist, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    const notFound = async () => {
      const wantsPage = !/\.[a-z0-9]+$/i.test(pathname);
      if (isShell && wantsPage) {
        // SPA fallback: the shell's router decides what the path is (a page or the 404 page).
        const index = await readFile(join(dist, 'index.html')).catch(() => null);
        if (index) {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
          return res.end(req.method === 'HEAD' ? undefined : index);
        }
      }
      plain(res, 404, 'No encontrado');
    };
    if (!file.startsWith(base) || file.includes('\0')) return notFound();
    // remotes.json too is read on every request: moving a remote is an edit of it, with no restart.
    return sendFile(req, res, file, pathname, notFound);
  }
  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`${app}: ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      plain(res, 500, 'Error del servidor');
    });
  });
}

/** Serves the given apps' builds (every app by default); resolves once all listen, with a close(). */
export async function serveApps(apps = Object.keys(APPS)) {
  const servers = await Promise.all(
    apps.map(
      (app) =>
        new Promise((resolve, reject) => {
          const port = appPort(app);
          const server = createAppServer(app);
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => {
            console.log(`${app.padEnd(11)} http://localhost:${port}`);
            resolve(server);
          });
        }),
    ),
  );
  return () => servers.forEach((server) => server.close());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((app) => !(app in APPS));
  if (unknown.length > 0) {
    console.error(`usage: node scripts/serve.mjs [${Object.keys(APPS).join('|')} …]; unknown: ${unknown.join(', ')}`);
    process.exit(2);
  }
  serveApps(wanted.length > 0 ? wanted : undefined).catch((error) => {
    console.error(error.code === 'EADDRINUSE' ? `port ${error.port} is in use: ${error.message}` : error.message);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
