// `npm run bench:web`: what the server-rendered site costs, printed as figures (never asserted).
//  1. The shell server under load (autocannon, loopback, bounded): requests/s for a cached page, and
//     p50/p95 of an uncached render (each request a path the cache has not seen).
//  2. Lighthouse mobile (simulated throttling) for /, /precios, /industrias/dentistas and /onboarding,
//     side by side with a static copy of the same page (the server's HTML without its scripts, served
//     as a file from this machine), in one run: performance, LCP, TBT, CLS, SEO and the LCP ratio.
//  3. A cold first visit in Chromium: requests and JS before the content is on screen.
// Uses the production build (run `npm run build` first) and starts what is not running.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import sirv from 'sirv';
import { chromium } from '@playwright/test';
import { REMOTE_NAMES, appPort } from '@estefania/shared/apps';
import { serveApps } from './serve.mjs';
import { chromiumLaunch } from './chromium.mjs';
import { median, percentile } from './stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const BASE = `http://localhost:${appPort('shell')}`;
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 5199);
const STATIC_BASE = `http://localhost:${STATIC_PORT}`;
// BENCH_PAGES=/precios,/onboarding measures only those pages (the default: the five of issue #22).
const LIGHTHOUSE_PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/precios',
  '/industrias/dentistas',
  '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
  '/onboarding',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

async function isUp() {
  try {
    return (await fetch(`${BASE}/remotes.json`)).ok;
  } catch {
    return false;
  }
}

// --- servers -----------------------------------------------------------------------------------
const cleanups = [];
if (!(await isUp())) {
  if (!existsSync(join(root, 'shell', 'dist-server', 'main.js'))) {
    console.error('No production build to measure: run `npm run build` first.');
    process.exit(1);
  }
  cleanups.push(await serveApps(REMOTE_NAMES));
  const shell = spawn(process.execPath, [join(root, 'shell', 'dist-server', 'main.js')], { cwd: root, stdio: 'ignore' });
  cleanups.push(() => shell.kill('SIGTERM'));
  for (let i = 0; i < 50 && !(await isUp()); i += 1) await new Promise((resolve) => setTimeout(resolve, 200));
}
const stopAll = () => cleanups.forEach((cleanup) => cleanup());
process.on('exit', stopAll);

// --- 1. server under load ----------------------------------------------------------------------
function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: LOAD_SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

await fetch(`${BASE}/precios`); // fills the cache (and loads the remote once)
const cached = await cannon({ url: `${BASE}/precios`, headers: { 'accept-encoding': 'br' } });
const uncachedTimes = [];
for (const [i, path] of [...LIGHTHOUSE_PAGES, '/recursos/blog', '/industrias/fontaneria'].entries()) {
  await fetch(`${BASE}${path}?warm=${i}`); // remote module loaded: what is left is the render itself
}
for (let i = 0; i < 60; i += 1) {
  const path = LIGHTHOUSE_PAGES[i % LIGHTHOUSE_PAGES.length];
  const started = performance.now();
  const response = await fetch(`${BASE}${path}?bench=${i}-${Date.now()}`, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  uncachedTimes.push(performance.now() - started);
}
console.log('Shell server on this machine (loopback, 10 connections)');
console.log(
  `  cached /precios:   ${Math.round(cached.requests.average)} req/s, latency p50 ${cached.latency.p50} ms, p99 ${cached.latency.p99} ms, errors ${cached.errors + cached.non2xx}`,
);
console.log(
  `  uncached render:   p50 ${median(uncachedTimes).toFixed(1)} ms, p95 ${percentile(uncachedTimes, 0.95).toFixed(1)} ms (${uncachedTimes.length} renders of the four pages)\n`,
);

// BENCH_SERVER_ONLY=1: the server figures alone (a quick before/after of a server change).
if (process.env.BENCH_SERVER_ONLY === '1') process.exit(0);

// --- 2. Lighthouse: our page vs the same page as a static file --------------------------------
const staticDir = mkdtempSync(join(tmpdir(), 'estefania-static-'));
for (const path of LIGHTHOUSE_PAGES) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/gi, '');
  const dir = join(staticDir, path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), withoutScripts);
}
const staticFiles = sirv(staticDir, { dev: false, etag: true, gzip: true });
const shellFiles = sirv(join(root, 'shell', 'dist'), { dev: false, gzip: true, brotli: true });
const staticServer = createServer((req, res) =>
  staticFiles(req, res, () => shellFiles(req, res, () => res.writeHead(404).end())),
);
await new Promise((resolve) => staticServer.listen(STATIC_PORT, '127.0.0.1', resolve));
cleanups.push(() => staticServer.close());

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunch.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunch.args],
});
cleanups.push(() => chrome.kill());

async function audit(url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  const { audits, categories } = result.lhr;
  return {
    perf: Math.round(categories.performance.score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // What the page downloads with nobody touching it: Lighthouse loads, waits for quiet, never interacts.
    js: (audits['network-requests'].details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

console.log(`Lighthouse mobile, median of ${RUNS} runs each: our page | the same page as a static file`);
console.log('page                    perf  LCP      TBT     CLS    SEO  JS       | perf  LCP      ratio');
for (const path of LIGHTHOUSE_PAGES) {
  const ours = [];
  const copy = [];
  let failed = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const pair = [await audit(`${BASE}${path}`), await audit(`${STATIC_BASE}${path}`)];
    // A run Lighthouse could not measure (no LCP in its trace) is counted and left out, in pairs.
    if (pair.some((run) => !Number.isFinite(run.lcp))) failed += 1;
    else {
      ours.push(pair[0]);
      copy.push(pair[1]);
    }
  }
  if (ours.length === 0) {
    console.log(`${path.slice(0, 22).padEnd(22)} no run Lighthouse could measure (${failed} without an LCP)`);
    continue;
  }
  const m = (runs, key) => median(runs.map((run) => run[key]));
  const ratio = m(ours, 'lcp') / m(copy, 'lcp');
  console.log(
    `${path.slice(0, 22).padEnd(22)} ${String(m(ours, 'perf')).padStart(5)}  ${`${(m(ours, 'lcp') / 1000).toFixed(2)} s`.padEnd(7)}  ${`${Math.round(m(ours, 'tbt'))} ms`.padEnd(6)}  ${m(ours, 'cls').toFixed(3)}  ${String(m(ours, 'seo')).padStart(3)}  ${`${(m(ours, 'js') / 1024).toFixed(1)} KB`.padEnd(8)} | ${String(m(copy, 'perf')).padStart(4)}  ${`${(m(copy, 'lcp') / 1000).toFixed(2)} s`.padEnd(7)}  ${ratio.toFixed(2)}×`,
  );
  // Every run, not only the median: LCP must not depend on luck. Runs are paired (ours, then the copy).
  const each = ours.map(
    (run, i) => `${(run.lcp / 1000).toFixed(2)}/${(copy[i].lcp / 1000).toFixed(2)}=${(run.lcp / copy[i].lcp).toFixed(2)}×`,
  );
  const worst = Math.max(...ours.map((run, i) => run.lcp / copy[i].lcp));
  console.log(
    `${''.padEnd(22)} LCP each run (ours/copy): ${each.join('  ')}  worst ${worst.toFixed(2)}×; max CLS ${Math.max(...ours.map((run) => run.cls)).toFixed(3)}, max TBT ${Math.round(Math.max(...ours.map((run) => run.tbt)))} ms${failed ? `; ${failed} run(s) without an LCP left out` : ''}`,
  );
}
console.log('');

// --- 3. cold first visit ------------------------------------------------------------------------
async function firstVisit(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('main h1')) {
        window.__contentAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${BASE}${path}`);
  await page.waitForFunction(() => window.__contentAt !== undefined);
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const before = resources.filter((entry) => entry.startTime < window.__contentAt);
    const scripts = resources.filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname));
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      before: before.length + 1,
      contentAt: window.__contentAt,
      html: navigation.transferSize,
      js: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      all: resources.length + 1,
    };
  });
  await context.close();
  return figures;
}

const browser = await chromium.launch(chromiumLaunch);
console.log(`Cold first visit, median of 5 runs (Chromium, loopback, no throttling)`);
console.log('page                    requests-before-content  time-to-content  html      js (after content)  requests-total');
for (const path of LIGHTHOUSE_PAGES) {
  await firstVisit(browser, path);
  const runs = [];
  for (let i = 0; i < 5; i += 1) runs.push(await firstVisit(browser, path));
  const m = (key) => median(runs.map((run) => run[key]));
  console.log(
    `${path.padEnd(22)} ${String(m('before')).padStart(24)}  ${`${m('contentAt').toFixed(0)} ms`.padStart(15)}  ${`${(m('html') / 1024).toFixed(1)} KB`.padStart(8)}  ${`${(m('js') / 1024).toFixed(1)} KB`.padStart(18)}  ${String(m('all')).padStart(14)}`,
  );
}
await browser.close();
stopAll();
process.exit(0);
