// `npm run bench:web`: what the server-rendered site costs, printed as figures (never asserted).
//  1. The shell server under load (autocannon, loopback, bounded): requests/s for a cached page, and
//     p50/p95 of an uncached render (each request a path the cache has not seen).
//  2. Lighthouse mobile (simulated throttling) for /, /precios, /industrias/dentistas and /onboarding,
//     side by side with a static copy of the same page (the server's HTML without its scripts, served
//     as a file from this machine), in one run: performance, LCP, TBT, CLS, SEO and the LCP ratio.
//  3. A cold first visit in Chromium: requests and JS before the content is on screen, and all the
//     script transferred once a visitor shows up (the islands' code prefetched); the latter also for
//     every other page with islands (the blog, the book, /demo, the solutions).
// Uses the production build (run `npm run build` first) and starts what is not running.
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { appPort } from '@estefania/shared/apps';
import { siteForBench } from './benchSite.mjs';
import { chromiumLaunch } from './chromium.mjs';
import { lighthouseAgainstStatic } from './lighthouse.mjs';
import { median, percentile } from './stats.mjs';

const BASE = `http://localhost:${appPort('shell')}`;
// BENCH_PAGES=/precios,/onboarding measures only those pages (the default: the five of issue #22).
const LIGHTHOUSE_PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/precios',
  '/industrias/dentistas',
  '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
  '/onboarding',
];
// The other pages with islands (their forms, the toast library, their own islands): the script each
// carries once a visitor shows up, against the same 150 KB budget (#31). BENCH_BYTES_PAGES overrides.
const BYTES_PAGES = process.env.BENCH_BYTES_PAGES?.split(',').filter(Boolean) ?? [
  '/recursos/blog',
  '/recursos/aeo-guia-seo-llms',
  '/demo',
  '/soluciones',
  '/soluciones/recepcionista-ia',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

// --- servers -----------------------------------------------------------------------------------
const stopAll = await siteForBench(BASE);

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
await lighthouseAgainstStatic(BASE, LIGHTHOUSE_PAGES, RUNS);

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
  // Then a visitor shows up (the pointer moves): the islands' code is prefetched and the `seen` parts
  // in view come alive. Every script transferred by then is what issue #31 budgets (≤ 150 KB).
  await page.mouse.move(40, 40);
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  // On the wire (the compressed bodies and HTTP/1.1's response headers, ~0.35 KB a file here), and the
  // compressed scripts alone (what HTTP/2 or HTTP/3 behind a CDN would carry, their headers compressed).
  Object.assign(
    figures,
    await page.evaluate(() => {
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname) && entry.transferSize > 0);
      return {
        withCode: fetched.reduce((sum, entry) => sum + entry.transferSize, 0),
        withCodeBodies: fetched.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        withCodeFiles: fetched.length,
      };
    }),
  );
  await context.close();
  return figures;
}

const browser = await chromium.launch(chromiumLaunch);
console.log(`Cold first visit, median of 5 runs (Chromium, loopback, no throttling)`);
console.log(
  'page                    requests-before-content  time-to-content  html      js (after content)  requests-total  js with island code: on the wire / compressed scripts / files',
);
for (const path of LIGHTHOUSE_PAGES) {
  await firstVisit(browser, path);
  const runs = [];
  for (let i = 0; i < 5; i += 1) runs.push(await firstVisit(browser, path));
  const m = (key) => median(runs.map((run) => run[key]));
  console.log(
    `${path.padEnd(22)} ${String(m('before')).padStart(24)}  ${`${m('contentAt').toFixed(0)} ms`.padStart(15)}  ${`${(m('html') / 1024).toFixed(1)} KB`.padStart(8)}  ${`${(m('js') / 1024).toFixed(1)} KB`.padStart(18)}  ${String(m('all')).padStart(14)}  ${`${(m('withCode') / 1024).toFixed(1)} KB`.padStart(19)} / ${(m('withCodeBodies') / 1024).toFixed(1)} KB / ${m('withCodeFiles')}`,
  );
}
// Bytes do not change from run to run: one visit each.
console.log(`\nThe other pages with islands: all script once a visitor shows up (one visit each; budget 150 KB)`);
console.log('page                           js with island code: on the wire / compressed scripts / files');
for (const path of BYTES_PAGES) {
  const run = await firstVisit(browser, path);
  console.log(
    `${path.padEnd(30)} ${`${(run.withCode / 1024).toFixed(1)} KB`.padStart(19)} / ${(run.withCodeBodies / 1024).toFixed(1)} KB / ${run.withCodeFiles}`,
  );
}
await browser.close();
stopAll();
process.exit(0);
