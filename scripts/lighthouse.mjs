// Lighthouse mobile (simulated throttling) for our pages, each side by side with the same page as a
// static file (the server's HTML without its scripts, with the page's own security headers, served from this
// machine) in one run, so the machine's drift cancels out. Used by `npm run bench:web` and `npm run bench:interaction`.
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import sirv from 'sirv';
import { chromiumLaunch } from './chromium.mjs';
import { median } from './stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 5199);
const STATIC_BASE = `http://localhost:${STATIC_PORT}`;

/** Response headers that change how the browser treats a page (a new process, what may load), not its bytes. */
const SECURITY_HEADERS =
  /^(content-security-policy|permissions-policy|referrer-policy|x-frame-options|x-content-type-options|cross-origin-(opener|embedder|resource)-policy)$/;

const isScriptUrl = (url) => /\.m?js(\?|$)/.test(new URL(url).pathname);

async function audit(port, url) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
  const { audits, categories } = result.lhr;
  const requests = audits['network-requests'].details?.items ?? [];
  return {
    perf: Math.round(categories.performance.score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse loads, waits for quiet and never interacts: the scripts the page ran with nobody
    // touching it, and every script it transferred (the islands' code prefetched at idle too).
    js: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    allJs: requests.filter((item) => isScriptUrl(item.url)).reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** Prints the table for `paths` on `base`, median of `runs` paired runs (ours, then the copy). */
export async function lighthouseAgainstStatic(base, paths, runs) {
  const staticDir = mkdtempSync(join(tmpdir(), 'estefania-static-'));
  // The copy answers with our page's own security headers, so the two differ only by the scripts.
  const headersOf = new Map();
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    headersOf.set(
      `${path.replace(/\/$/, '')}/`,
      Object.fromEntries([...response.headers].filter(([name]) => SECURITY_HEADERS.test(name))),
    );
    const html = await response.text();
    const withoutScripts = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link[^>]*rel="modulepreload"[^>]*>/gi, '');
    const dir = join(staticDir, path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), withoutScripts);
  }
  const staticFiles = sirv(staticDir, { dev: false, etag: true, gzip: true });
  const shellFiles = sirv(join(root, 'shell', 'dist'), { dev: false, gzip: true, brotli: true });
  const staticServer = createServer((req, res) => {
    for (const [name, value] of Object.entries(headersOf.get(`${(req.url ?? '/').split('?')[0].replace(/\/$/, '')}/`) ?? {}))
      res.setHeader(name, value);
    staticFiles(req, res, () => shellFiles(req, res, () => res.writeHead(404).end()));
  });
  await new Promise((resolve) => staticServer.listen(STATIC_PORT, '127.0.0.1', resolve));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunch.args],
  });
  try {
    console.log(`Lighthouse mobile, median of ${runs} runs each: our page | the same page as a static file`);
    console.log('page                    perf  LCP      TBT     CLS    SEO  JS run   JS all   | perf  LCP      TBT     ratio');
    for (const path of paths) {
      const ours = [];
      const copy = [];
      let failed = 0;
      for (let i = 0; i < runs; i += 1) {
        const pair = [await audit(chrome.port, `${base}${path}`), await audit(chrome.port, `${STATIC_BASE}${path}`)];
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
      const m = (list, key) => median(list.map((run) => run[key]));
      const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padEnd(8);
      console.log(
        `${path.slice(0, 22).padEnd(22)} ${String(m(ours, 'perf')).padStart(5)}  ${`${(m(ours, 'lcp') / 1000).toFixed(2)} s`.padEnd(7)}  ${`${Math.round(m(ours, 'tbt'))} ms`.padEnd(6)}  ${m(ours, 'cls').toFixed(3)}  ${String(m(ours, 'seo')).padStart(3)}  ${kb(m(ours, 'js'))} ${kb(m(ours, 'allJs'))} | ${String(m(copy, 'perf')).padStart(4)}  ${`${(m(copy, 'lcp') / 1000).toFixed(2)} s`.padEnd(7)}  ${`${Math.round(m(copy, 'tbt'))} ms`.padEnd(6)}  ${(m(ours, 'lcp') / m(copy, 'lcp')).toFixed(2)}×`,
      );
      // Every run, not only the median: LCP must not depend on luck.
      const each = ours.map(
        (run, i) => `${(run.lcp / 1000).toFixed(2)}/${(copy[i].lcp / 1000).toFixed(2)}=${(run.lcp / copy[i].lcp).toFixed(2)}×`,
      );
      const worst = Math.max(...ours.map((run, i) => run.lcp / copy[i].lcp));
      console.log(
        `${''.padEnd(22)} LCP each run (ours/copy): ${each.join('  ')}  worst ${worst.toFixed(2)}×; max CLS ${Math.max(...ours.map((run) => run.cls)).toFixed(3)}, max TBT ${Math.round(Math.max(...ours.map((run) => run.tbt)))} ms${failed ? `; ${failed} run(s) without an LCP left out` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    staticServer.close();
  }
  console.log('');
}
