// `npm run bench:redeploy`: does the shell server's memory stay flat while a remote is redeployed
// again and again? Bounded (BENCH_REDEPLOYS, default 300), loopback only, stops by itself.
//  - serves the four remotes' builds from this machine, pricing from a temp copy whose
//    mf-manifest.json is rewritten on each redeploy (a new build version: a new hash, so the shell
//    server loads its server entry afresh);
//  - runs a shell server of its own (node --expose-gc, so the figures are what is retained after a
//    full collection, in the main thread and in every render worker) with ssrRevalidateMs 0;
//  - while requests flow (uncached pages of the redeployed remote, of another remote and the 404),
//    redeploys pricing and renders its page once per redeploy;
//  - prints RSS and heap after warm-up and every 50 redeploys, and p95 render times.
// Uses the production build (run `npm run build` first). Environment passes through to the shell
// server, e.g. SHELL_SSR_STRATEGY=temp-file or SHELL_WORKER_MAX_VERSIONS=100000 (no recycling).
import { fork } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { APPS, REMOTE_NAMES } from '@estefania/shared/apps';
import { percentile } from './stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const REDEPLOYS = Number(process.env.BENCH_REDEPLOYS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const EVERY = Number(process.env.BENCH_EVERY ?? 50);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 900);
const REMOTES = REMOTE_NAMES;

if (!existsSync(join(root, 'shell', 'dist-server', 'main.js'))) {
  console.error('No production build to measure: run `npm run build` first.');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'bench-redeploy-'));
const cleanups = [() => rmSync(work, { recursive: true, force: true })];
const stopAll = () => cleanups.splice(0).forEach((cleanup) => cleanup());
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
setTimeout(() => {
  console.error(`bench:redeploy: stopped after ${MAX_SECONDS} s`);
  process.exit(1);
}, MAX_SECONDS * 1000).unref();

// --- remotes --------------------------------------------------------------------------------------
const pricingDir = join(work, 'pricing');
cpSync(join(root, APPS.pricing.dir, 'dist'), pricingDir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
const manifestFile = join(pricingDir, 'mf-manifest.json');
const builtManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

const ports = {};
for (const name of REMOTES) {
  const dist = name === 'pricing' ? pricingDir : join(root, APPS[name].dir, 'dist');
  const files = sirv(dist, { dev: true });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // Read from disk on each request: a redeploy rewrites it in place.
    if (req.url.replace(/\?.*$/, '') === '/mf-manifest.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(readFileSync(join(dist, 'mf-manifest.json')));
      return;
    }
    files(req, res, () => res.writeHead(404).end());
  });
  ports[name] = await listen(server);
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
}

function redeploy(release) {
  const manifest = structuredClone(builtManifest);
  manifest.metaData.buildInfo.buildVersion = `1.0.0-bench.${release}`;
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

// --- shell server ---------------------------------------------------------------------------------
const probe = createServer();
const shellPort = await listen(probe);
await new Promise((resolve) => probe.close(resolve));
const remotesJson = join(work, 'remotes.json');
writeFileSync(
  remotesJson,
  JSON.stringify({
    remotes: Object.fromEntries(REMOTES.map((name) => [name, `http://localhost:${ports[name]}/remoteEntry.js`])),
    ssrTimeoutMs: 5000,
    ssrRevalidateMs: 0,
  }),
);
const shell = fork(join(root, 'shell', 'dist-server', 'main.js'), [], {
  cwd: work,
  execArgv: ['--expose-gc'],
  env: { ...process.env, PORT_SHELL: String(shellPort), SHELL_HOST: '127.0.0.1', SHELL_REMOTES_JSON: remotesJson },
  stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
});
const serverLog = [];
shell.stderr.on('data', (chunk) => serverLog.push(...chunk.toString().split('\n').filter(Boolean)));
cleanups.unshift(() => shell.kill('SIGTERM'));
const BASE = `http://127.0.0.1:${shellPort}`;
for (let i = 0; i < 100; i += 1) {
  if (
    await fetch(`${BASE}/remotes.json`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

let statsId = 0;
function stats() {
  const id = ++statsId;
  return new Promise((resolve) => {
    const listen = (message) => {
      if (message?.type !== 'stats' || message.id !== id) return;
      shell.off('message', listen);
      resolve(message);
    };
    shell.on('message', listen);
    shell.send({ type: 'stats', id });
  });
}

// --- load -----------------------------------------------------------------------------------------
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
let failures = 0;
let fallbacks = 0;
async function timed(path, into) {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`);
  const html = await response.text();
  into?.push(performance.now() - started);
  if (response.status >= 500) failures += 1;
  if (html.includes('no está disponible ahora mismo')) fallbacks += 1;
  return html;
}

// Requests that keep flowing: uncached pages of the redeployed remote, of another remote, and the 404.
const flowTimes = [];
let flowing = true;
let n = 0;
async function flow() {
  const paths = ['/cookies', '/industrias/dentistas', '/no-existe', '/precios'];
  while (flowing) {
    n += 1;
    await timed(`${paths[n % paths.length]}?flujo=${n}`, flowTimes).catch(() => (failures += 1));
  }
}

const redeployTimes = [];
async function redeployOnce(release) {
  redeploy(release);
  const html = await timed(`/precios?release=${release}`, redeployTimes);
  if (!html.includes('Precios claros')) {
    // What the page was instead, and what the server said just before: enough to tell a fallback, an
    // error page or a timeout apart when it happens once in several runs.
    const heading = /<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? '(sin h1)';
    console.error(
      `release ${release}: «${heading}», ${html.length} bytes; the server's last lines:\n${serverLog.slice(-20).join('\n')}`,
    );
    throw new Error(`release ${release}: the page did not render`);
  }
}

const rows = [];
/**
 * The figures once the pool is settled: no successor starting and no retired worker draining
 * (bounded wait), so every sample compares the same thing, one worker per remote plus the shell's.
 */
async function settledStats() {
  const expected = REMOTES.length + 1;
  let figures = await stats();
  for (let i = 0; i < 30 && (figures.workers.length !== expected || figures.workers.some((worker) => worker.standby)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    figures = await stats();
  }
  return figures;
}

async function sample(label) {
  const figures = await settledStats();
  const workersHeap = figures.workers.reduce((sum, worker) => sum + worker.heapUsed, 0);
  // A spare started ahead of a retirement is an idle worker: shown apart, and counted in the total.
  const spare = figures.workers.filter((worker) => worker.standby).reduce((sum, worker) => sum + worker.heapUsed, 0);
  const row = {
    label,
    rss: figures.rss,
    main: figures.main.heapUsed,
    workers: workersHeap,
    total: figures.main.heapUsed + workersHeap,
    count: figures.workers.length,
    spare,
  };
  rows.push(row);
  console.log(
    `${label.padEnd(16)} RSS ${mb(row.rss).padStart(6)} MB · heap main ${mb(row.main).padStart(5)} MB + ` +
      `${row.count} workers ${mb(row.workers).padStart(6)} MB = ${mb(row.total).padStart(6)} MB` +
      (spare ? ` (of which a spare worker ${mb(spare)} MB)` : ''),
  );
}

console.log(
  `bench:redeploy — ${REDEPLOYS} redeploys of pricing, strategy ${process.env.SHELL_SSR_STRATEGY ?? 'vm'}, ` +
    `worker recycled after ${process.env.SHELL_WORKER_MAX_VERSIONS ?? 8} versions (heap after a full GC)`,
);
const flows = [flow(), flow()];
for (let release = 1; release <= WARMUP; release += 1) await redeployOnce(`w${release}`);
await sample('after warm-up');
for (let release = 1; release <= REDEPLOYS; release += 1) {
  await redeployOnce(release);
  if (release % EVERY === 0 || release === REDEPLOYS) await sample(`${release} redeploys`);
}
flowing = false;
await Promise.all(flows);

const first = rows[0];
const last = rows.at(-1);
const change = ((last.total - first.total) / first.total) * 100;
console.log(
  `heap after ${REDEPLOYS} redeploys: ${change >= 0 ? '+' : ''}${change.toFixed(1)} % of its post-warm-up value ` +
    `(goal ±15 %) · RSS ${mb(first.rss)} → ${mb(last.rss)} MB`,
);
const active = (row) => row.total - row.spare;
const activeChange = ((active(last) - active(first)) / active(first)) * 100;
const worst = Math.max(...rows.map((row) => Math.abs((active(row) - active(first)) / active(first)) * 100));
console.log(
  `without spare workers: ${activeChange >= 0 ? '+' : ''}${activeChange.toFixed(1)} % after ${REDEPLOYS}, ` +
    `largest deviation at any sample ${worst.toFixed(1)} %`,
);
console.log(
  `render p95: first render of a new release ${percentile(redeployTimes, 0.95).toFixed(0)} ms ` +
    `(p50 ${percentile(redeployTimes, 0.5).toFixed(0)} ms) · uncached pages meanwhile ${percentile(flowTimes, 0.95).toFixed(0)} ms ` +
    `(p50 ${percentile(flowTimes, 0.5).toFixed(0)} ms, ${flowTimes.length} requests) · 5xx ${failures} · fallbacks ${fallbacks}`,
);
const retired = serverLog.filter((line) => line.includes('se retira')).length;
const replaced = serverLog.filter((line) => line.includes('se sustituye')).length;
console.log(`workers retired ${retired}, replaced after a failure ${replaced}`);
if (process.env.BENCH_VERBOSE) console.log(serverLog.join('\n'));
stopAll();
process.exit(0);
