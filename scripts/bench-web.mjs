// `npm run bench:web`: loads `/` and `/precios` from the production build in a cold Chromium and
// prints what a first visit costs before the page's content is visible: requests, JS bytes
// (as transferred with brotli, and gzip for comparison) and time to content. Figures, not asserts.
import { chromium } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { serveAll } from './serve.mjs';
import { appPort } from '../shared/src/tooling/apps.js';
import { chromiumLaunch } from './chromium.mjs';
import { tsImport } from 'tsx/esm/api';

const BASE = `http://localhost:${appPort('shell')}`;
const { paths } = await tsImport('../shared/src/contract/routes.ts', import.meta.url);
const PAGES = [paths.home, paths.pricing];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function gzipSize(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => resolve(size));
    });
    req.on('error', reject);
    req.end();
  });
}

async function isUp() {
  try {
    return (await fetch(`${BASE}/remotes.json`)).ok;
  } catch {
    return false;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The moment the page's own content (its h1 inside <main>) is in the document.
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
  const { contentAt, resources } = await page.evaluate(() => ({
    contentAt: window.__contentAt,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      bytes: entry.transferSize,
      script: /\.m?js(\?|$)/.test(new URL(entry.name).pathname),
    })),
  }));
  await context.close();
  const before = resources.filter((entry) => entry.start < contentAt);
  const scripts = before.filter((entry) => entry.script);
  const jsGzip = (await Promise.all(scripts.map((entry) => gzipSize(entry.url)))).reduce((sum, size) => sum + size, 0);
  return {
    requestsBeforeContent: before.length + 1, // + the HTML document itself
    jsFiles: scripts.length,
    jsTransferred: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
    jsGzip,
    timeToContent: contentAt,
    allRequests: resources.length + 1,
  };
}

const stopServers = (await isUp()) ? null : existsSync('shell/dist') ? serveAll() : null;
if (!(await isUp())) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (!(await isUp())) {
    console.error('No production build to measure: run `npm run build` first.');
    process.exit(1);
  }
}

const browser = await chromium.launch(chromiumLaunch);
console.log(`Cold first visit, median of ${RUNS} runs (Chromium, loopback, no throttling)\n`);
console.log('page       requests-before-content  js-files  js-brotli  js-gzip   time-to-content  requests-total');
for (const path of PAGES) {
  await measure(browser, path); // warm the servers' file caches
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, path));
  const m = (key) => median(runs.map((run) => run[key]));
  console.log(
    `${path.padEnd(10)} ${String(m('requestsBeforeContent')).padStart(23)}  ${String(m('jsFiles')).padStart(8)}  ${`${(m('jsTransferred') / 1024).toFixed(1)} KB`.padStart(9)}  ${`${(m('jsGzip') / 1024).toFixed(1)} KB`.padStart(8)}  ${`${m('timeToContent').toFixed(0)} ms`.padStart(15)}  ${String(m('allRequests')).padStart(14)}`,
  );
}
await browser.close();
stopServers?.();
