// `npm start`: builds whatever is missing or older than its sources, then serves the production
// build of the shell and every remote on their fixed ports, plus the local automation service.
// Ctrl-C stops everything. `--no-build` serves what is there (the e2e suite builds first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from '@estefania/shared/apps';
import { serveAll } from './serve.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => (name === 'node_modules' || name === 'dist' ? newest : Math.max(newest, newestMtime(join(path, name)))),
    stats.mtimeMs,
  );
}

function isStale({ dir }) {
  const marker = join(root, dir, 'dist', '.built');
  if (dir === 'shell' && !existsSync(join(root, dir, 'dist-server', 'main.js'))) return true;
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  const sources = [join(root, dir), join(root, 'shared', 'src'), join(root, 'package-lock.json')];
  return sources.some((source) => newestMtime(source) > builtAt);
}

if (!process.argv.includes('--no-build')) {
  const stale = Object.values(APPS).filter(isStale);
  if (stale.length > 0) {
    console.log(`Building: ${stale.map((app) => app.dir).join(', ')}`);
    const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    console.log('Builds are up to date.');
  }
}

const children = [];
const automationPkg = join(root, 'automation', 'package.json');
if (existsSync(automationPkg) && JSON.parse(readFileSync(automationPkg, 'utf8')).scripts?.start) {
  // Its own process group, so stopping it stops npm, tsx and the server alike.
  const automation = spawn(npm, ['run', 'start', '-w', 'automation', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
  });
  automation.on('exit', (code, signal) => {
    if (!stopping) console.error(`automation stopped (${signal ?? code}); the site keeps running without it.`);
  });
  children.push(automation);
}

// The shell server renders every page (its own process, as it runs in production); the remotes
// are static files.
const shell = spawn(process.execPath, [join(root, 'shell', 'dist-server', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
shell.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`shell server stopped (${signal ?? code})`);
    stop();
  }
});
children.push(shell);

const closeServers = serveAll({ remotesOnly: true });
console.log(`\nEstefanIA: http://localhost:${APPS.shell.port}  (Ctrl-C para parar)`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  closeServers();
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 300).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
