// The shell server (see main.ts): stateless, so any number can run behind a load balancer; the
// remotes stay static files on any CDN.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { appPort } from '@estefania/shared/apps';
import { createShellApp } from './app';
import { renderDocument } from './render';
import { ManifestFile, ServerRemotes } from './remotes';
import { RouteCatalog } from './routeCatalog';
import { sharedProviders } from './sharedProviders';

const distDir = process.env.SHELL_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const manifestPath = process.env.SHELL_REMOTES_JSON ?? `${distDir}/remotes.json`;
const port = appPort('shell');
const host = process.env.SHELL_HOST ?? '127.0.0.1';

const app = createShellApp({
  distDir,
  manifestFile: new ManifestFile(manifestPath),
  remotes: new ServerRemotes(await sharedProviders()),
  render: renderDocument,
  catalog: new RouteCatalog(),
  indexHtml: readFileSync(`${distDir}/index.html`, 'utf8'),
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`shell       http://localhost:${port}  (servidor con renderizado en el servidor)`);
});
server.on('error', (error: Error) => {
  console.error(`shell: ${error.message}`);
  process.exit(1);
});

// Stop accepting, let the requests under way finish, then leave (bounded).
function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
