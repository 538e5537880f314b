import { chromium } from '@playwright/test';
import { serveAll } from './serve.mjs';
const stop = serveAll();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const ctx = await b.newContext();
  const p = await ctx.newPage();
  await p.addInitScript(() => {
    window.__marks = [];
    new MutationObserver(() => {
      if (!window.__h1 && document.querySelector('main h1')) {
        window.__h1 = performance.now();
      }
      if (!window.__main && document.querySelector('main')) {
        window.__main = performance.now();
      }
      if (!window.__status && document.querySelector('main [role=status]')) {
        window.__status = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  p.on('console', (m) => console.log(m.text()));
  await p.goto('http://localhost:5173/precios');
  await p.waitForSelector('main h1');
  console.log(
    await p.evaluate(() =>
      JSON.stringify({
        main: window.__main,
        status: window.__status,
        h1: window.__h1,
        res: performance
          .getEntriesByType('resource')
          .map((e) => [e.name.slice(-30), Math.round(e.startTime), Math.round(e.responseEnd)])
          .filter((e) => e[0].includes('Pricing') || e[0].includes('remoteEntry')),
      }),
    ),
  );
  await ctx.close();
}
await b.close();
stop();
