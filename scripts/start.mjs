// `npm start`: builds whatever is missing or older than its sources, then serves the production
// build — the shell server, one static file server per remote, the local automation service —
// until Ctrl-C. `--no-build` serves what is there (the e2e suite builds first).
//
// A supervisor that cannot leave orphans or half-die:
// - every port is checked before anything is built or started: one in use stops the start at once,
//   naming the port and how to find what holds it;
// - each app is a child process of its own, tied to this one (scripts/tether.mjs: when this process
//   ends, however it ends, its children end too);
// - an app that stops by itself is logged and restarted alone (1 s, 2 s, 4 s… up to 30 s between
//   tries), the others keep serving;
// - Ctrl-C or SIGTERM stops every child and waits for them (a service finishes its requests).
import { fork, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { APPS, REMOTE_NAMES, appPort } from '@estefania/shared/apps';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tether = join(root, 'scripts', 'tether.mjs');

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

/** The apps this start runs: name, port, and how to start its process. */
function children() {
  const list = [
    // The shell server renders every page (its own process, as it runs in production).
    { name: 'shell', port: appPort('shell'), module: join(root, 'shell', 'dist-server', 'main.js'), args: [], cwd: root },
    // The remotes are static files: one server each, so one that fails is restarted alone.
    ...REMOTE_NAMES.map((name) => ({
      name,
      port: appPort(name),
      module: join(root, 'scripts', 'serve.mjs'),
      args: [name],
      cwd: root,
    })),
  ];
  const automationPkg = join(root, 'automation', 'package.json');
  if (existsSync(automationPkg) && JSON.parse(readFileSync(automationPkg, 'utf8')).scripts?.start) {
    // What `npm run start -w automation` runs (tsx src/main.ts), without npm and tsx's own process
    // in between: one process, tied to this one like the others.
    list.push({
      name: 'automation',
      // Not a site app (apps.json): its port is its own setting (automation/src/config.ts).
      port: Number(process.env.PORT_AUTOMATION ?? 8787),
      module: join(root, 'automation', 'src', 'main.ts'),
      args: [],
      cwd: join(root, 'automation'),
      execArgv: ['--import', 'tsx'],
    });
  }
  return list;
}

/** Resolves to the port if something already listens on it (or it cannot be had), else null. */
function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(port));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(null)));
  });
}

const apps = children();
const taken = (await Promise.all(apps.map((app) => portTaken(app.port)))).filter((port) => port !== null);
if (taken.length > 0) {
  for (const port of taken) {
    const app = apps.find((candidate) => candidate.port === port);
    console.error(
      `Port ${port} (${app.name}) is already in use: nothing was started. ` +
        `See what holds it with \`ss -ltnp 'sport = :${port}'\` or \`lsof -iTCP:${port} -sTCP:LISTEN\` ` +
        `(an earlier npm start still running?), or move ${app.name} with PORT_${app.name.toUpperCase()}.`,
    );
  }
  process.exit(1);
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

const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A child that served this long before it stopped is restarted from the shortest wait again. */
const HEALTHY_MS = 30_000;
let stopping = false;
const running = new Map();

function run(app, delay = RESTART_MIN_MS) {
  const startedAt = Date.now();
  const child = fork(app.module, app.args, {
    cwd: app.cwd,
    execArgv: [...(app.execArgv ?? []), '--import', tether],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.set(app.name, child);
  child.on('error', (error) => console.error(`${app.name}: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (running.get(app.name) === child) running.delete(app.name);
    if (stopping) return;
    const wait = Date.now() - startedAt > HEALTHY_MS ? RESTART_MIN_MS : delay;
    console.error(`${app.name} stopped (${signal ?? `exit ${code}`}); restarting it in ${wait / 1000} s, the rest keep serving.`);
    setTimeout(() => {
      if (!stopping) run(app, Math.min(wait * 2, RESTART_MAX_MS));
    }, wait);
  });
}

for (const app of apps) run(app);
console.log(`\nEstefanIA: http://localhost:${appPort('shell')}  (Ctrl-C para parar)`);

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of running.values()) child.kill('SIGTERM');
  const done = () => {
    if (running.size === 0) process.exit(0);
  };
  for (const child of running.values()) child.once('exit', done);
  done();
  // A child that hangs on its way out is not waited for (its tether ends it when this process does).
  setTimeout(() => {
    for (const child of running.values()) child.kill('SIGKILL');
    process.exit(0);
  }, 12_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);
// Whatever else ends this process, the children go with it (their tether notices too).
process.on('exit', () => {
  for (const child of running.values()) child.kill('SIGKILL');
});
process.on('uncaughtException', (error) => {
  console.error('npm start:', error);
  stop();
});
