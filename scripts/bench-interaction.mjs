// `npm run bench:interaction`: what a visitor waits for when touching an interactive part of a page,
// printed as figures (never asserted). Chromium with Lighthouse's mobile conditions (CPU ×4, 150 ms
// round trip, 1.6 Mbps down, 750 kbps up), a fresh browser profile per run: the page loads, the
// visitor reads for 3 s, then acts. Measured from the input event (its timeStamp) to the first
// animation frame in which the answer is in the page (a requestAnimationFrame loop checks for it):
// the first touch, then the same touch again with the code loaded. Median of BENCH_RUNS (3).
// Beside it, Lighthouse mobile for the same pages: performance, TBT, CLS, LCP against the same page
// as a static file, the script run before anyone touches the page and all script transferred
// including the islands' prefetch.
//   BENCH_ONLY=comparison,menu   only those interactions   BENCH_LIGHTHOUSE=0   no Lighthouse
//   BENCH_INTERACTIONS=0         Lighthouse alone, for the chosen interactions' pages
//   BENCH_LONGTASKS=0            without the long tasks once a visitor shows up (below)
// Then, for each of those pages on a first visit: the long tasks (over 50 ms) from the moment a visitor
// shows up (the pointer on the page, then a scroll to its first island) until 6 s later, while the
// islands' code is prefetched and the islands in view come alive — what a tap in that time waits behind.
// Measured twice, side by side: in a browser no inspector watches (a visitor's) and under Playwright,
// whose inspector makes V8 record where every Error object was made (see scripts/bareChromium.mjs).
// Uses the production build (`npm run build` first) and starts the servers if they are not running.
import { chromium } from '@playwright/test';
import { appPort } from '@estefania/shared/apps';
import { chromiumLaunch } from './chromium.mjs';
import { lighthouseAgainstStatic } from './lighthouse.mjs';
import { siteForBench } from './benchSite.mjs';
import { launchBareChromium } from './bareChromium.mjs';
import { median } from './stats.mjs';
import { tsImport } from 'tsx/esm/api';

// The button's text from the same content module the form renders from (a renamed button does not
// leave the bench looking for the old one).
const { demoRequestForm } = await tsImport('@estefania/shared/forms', import.meta.url);

const BASE = `http://localhost:${appPort('shell')}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const READING_MS = 3000;
const ARTICLE = '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes';
const DESKTOP = { width: 1350, height: 900 };
const PHONE = { width: 412, height: 823 };
/** Lighthouse's mobile conditions (its "Slow 4G" with a 4× slower CPU). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/**
 * Every island kind: where it is, what the visitor does (`act`, measured from its input event), what
 * the page shows in answer (`answer`: a selector that must be visible, with a text if given), how the
 * page is put back before the same touch again (`reset`), and what to do before the measure
 * (`prepare`: never an input event), and which island must be live before the touch again (`island`,
 * where the first answer does not need its code).
 */
const INTERACTIONS = [
  {
    id: 'menu',
    label: 'header «Soluciones» menu',
    path: '/industrias/dentistas',
    viewport: DESKTOP,
    act: (page) => page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Soluciones' }).click(),
    answer: { selector: 'nav[aria-label="Principal"] a[href^="/soluciones/"]' },
    reset: (page) => page.keyboard.press('Escape'),
  },
  {
    id: 'mobile-menu',
    label: 'mobile menu',
    path: '/industrias/dentistas',
    viewport: PHONE,
    act: (page) => page.getByRole('button', { name: 'Abrir menú' }).click(),
    answer: { selector: 'dialog[open]', text: 'Menú' },
    reset: (page) => page.keyboard.press('Escape'),
  },
  {
    id: 'comparison',
    label: 'home comparison toggle',
    path: '/',
    viewport: PHONE,
    prepare: (page) => page.getByRole('region', { name: /^Comparemos\.\.\./ }).scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('button', { name: 'Secretaria virtual tradicional' }).click(),
    answer: { selector: 'section', text: 'Secretaria virtual tradicional: 4 de 8 funciones' },
    reset: (page) => page.getByRole('button', { name: 'Buzón de voz' }).click(),
  },
  {
    id: 'checklist',
    label: 'article readiness checklist',
    path: ARTICLE,
    viewport: PHONE,
    prepare: (page) => checklistBox(page, 0).scrollIntoViewIfNeeded(),
    act: (page) => checklistBox(page, 0).click(),
    answer: { selector: 'p', text: '1 de ' },
    reset: (page) => checklistBox(page, 0).click(),
  },
  {
    id: 'annual',
    label: 'pricing annual toggle',
    path: '/precios',
    viewport: PHONE,
    prepare: (page) => page.locator('label').filter({ hasText: 'Anual' }).scrollIntoViewIfNeeded(),
    act: (page) => page.locator('label').filter({ hasText: 'Anual' }).click(),
    answer: { selector: '[data-testid="plan-price"]', text: '/año' },
    reset: (page) => page.locator('label').filter({ hasText: 'Mensual' }).click(),
  },
  {
    id: 'calculator',
    label: 'pricing calculator',
    path: '/precios',
    viewport: PHONE,
    // The visitor's figures, set without events (typing would itself be the first touch).
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Calcular' }).scrollIntoViewIfNeeded();
      await setFields(page, { 'Llamadas al mes': '101', 'Duración media por llamada (minutos)': '4' });
    },
    act: (page) => page.getByRole('button', { name: 'Calcular' }).click(),
    answer: { selector: '[data-testid="calculadora-resultado"]', text: '404 minutos al mes' },
    reset: async (page) => {
      await page.getByLabel('Llamadas al mes').fill('60');
      await page.getByLabel('Duración media por llamada (minutos)').fill('3');
      await page.getByRole('button', { name: 'Calcular' }).click();
      await page.getByLabel('Llamadas al mes').fill('101');
      await page.getByLabel('Duración media por llamada (minutos)').fill('4');
    },
  },
  {
    id: 'newsletter',
    label: 'blog newsletter box (send empty)',
    path: '/recursos/blog',
    viewport: PHONE,
    prepare: (page) => page.getByRole('button', { name: 'Suscribirse' }).scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('button', { name: 'Suscribirse' }).click(),
    answer: { selector: '[data-sonner-toast]' },
    reset: dismissToasts,
  },
  {
    id: 'demo-form',
    label: 'demo request form (send empty)',
    path: '/demo',
    viewport: PHONE,
    prepare: (page) => page.getByRole('button', { name: demoRequestForm.submit }).first().scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('button', { name: demoRequestForm.submit }).first().click(),
    answer: { selector: '[data-sonner-toast]' },
    reset: dismissToasts,
  },
  {
    id: 'onboarding',
    label: 'onboarding step 1 (send empty)',
    path: '/onboarding',
    viewport: PHONE,
    act: (page) => page.getByRole('button', { name: 'Guardar' }).click(),
    answer: { selector: 'form', text: 'Por favor ingrese un sitio web' },
    // The page script answers the first send before the code (#31): «again» waits for the island.
    island: 'onboarding/OnboardingFlow',
    // Again, live: a website that is not one (another scheme), sent, gets its own message.
    reset: (page) => page.getByLabel('Sitio web').fill('ftp://tuempresa.es'),
    again: { answer: { selector: 'form', text: 'Por favor ingrese un sitio web válido' } },
  },
  {
    id: 'cookies',
    label: 'cookie preferences (footer)',
    path: '/precios',
    viewport: PHONE,
    prepare: (page) =>
      page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' }).scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click(),
    answer: { selector: '[role="dialog"]', text: 'Preferencias de cookies' },
    reset: (page) => page.keyboard.press('Escape'),
  },
];

function checklistBox(page, index) {
  return page.getByRole('region', { name: '¿Está tu negocio preparado para la IA?' }).getByRole('checkbox').nth(index);
}

async function setFields(page, values) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label).evaluate((input, text) => {
      input.value = text;
    }, value);
}

/** Waits for the toasts to leave by themselves (sonner keeps its own list: removing them would not do). */
async function dismissToasts(page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, null, { timeout: 15_000 });
}

/** In the page: resolves with the time from the next input event to the first frame showing `answer`. */
function armMeasure(page, answer) {
  return page.evaluate(
    ({ selector, text }) =>
      new Promise((resolve) => {
        // The touch starts with its first event: the pointer arriving on the part (a press follows at
        // once), the finger, or the key. Measured from there: an event queued behind work that the
        // first one started would otherwise carry a later time than the visitor's.
        let inputAt = null;
        const onInput = (event) => {
          inputAt ??= event.timeStamp;
        };
        for (const type of ['pointermove', 'pointerover', 'pointerdown', 'touchstart', 'keydown'])
          window.addEventListener(type, onInput, { capture: true, once: true });
        const shows = () =>
          [...document.querySelectorAll(selector)].some((element) => {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return (
              box.width > 0 &&
              box.height > 0 &&
              style.visibility !== 'hidden' &&
              style.opacity !== '0' &&
              (!text || element.textContent.includes(text))
            );
          });
        // The frame whose callbacks first find the answer is the frame that shows it; a task queued
        // from it runs once that frame has been rendered.
        const frame = () => {
          if (inputAt !== null && shows()) setTimeout(() => resolve(performance.now() - inputAt), 0);
          else requestAnimationFrame(frame);
        };
        window.__benchArmed = true;
        // Already on screen: the page was not put back, and the figure would mean nothing.
        if (shows()) resolve(-1);
        else requestAnimationFrame(frame);
      }),
    answer,
  );
}

/**
 * What the visitor does while reading: on a desktop the pointer rests on the page; on a phone the
 * visitor scrolls to the part they will touch (`prepare`). `engaged: false` is the visitor whose
 * first event of all is the touch itself (a tap on something in the first screen, with no scroll
 * and no pointer before it).
 */
async function read(page, interaction, engaged) {
  if (engaged && interaction.viewport === DESKTOP)
    await page.mouse.move(interaction.viewport.width / 2, interaction.viewport.height / 2);
  if (engaged) await interaction.prepare?.(page);
  await page.waitForTimeout(READING_MS);
  if (!engaged) await interaction.prepare?.(page);
}

async function measureOnce(browser, interaction, engaged) {
  const context = await browser.newContext({ viewport: interaction.viewport, locale: 'es-ES' });
  // The cookie choice made (as the consent manager writes it): the banner would otherwise cover the page on a phone.
  const now = new Date().toISOString();
  const consent = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: 'bench',
    services: { necessary: [], analytics: [] },
    languageCode: 'es',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 86_400_000,
  };
  await context.addCookies([{ name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(consent)), url: BASE }]);
  try {
    return await measureIn(context, interaction, engaged);
  } finally {
    await context.close();
  }
}

/** Resolves with the measure, or rejects if the answer never shows. */
function bounded(measure, what) {
  measure.catch(() => undefined);
  return Promise.race([
    measure,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer on screen after 20 s (${what})`)), 20_000)),
  ]);
}

async function measureIn(context, interaction, engaged) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${BASE}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
  await read(page, interaction, engaged);
  const touchAt = await page.evaluate(() => performance.now());
  if (process.env.BENCH_DEBUG) {
    // Where the page was at the touch: when the prefetch was asked for, how many islands were live.
    const state = await page.evaluate(() => ({
      prefetched: document.documentElement.getAttribute('data-islas-precargadas'),
      live: document.querySelectorAll('[data-island][data-hydrated]').length,
      islands: document.querySelectorAll('[data-island]').length,
      load: Math.round(performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0),
      now: Math.round(performance.now()),
    }));
    console.log(`  ${interaction.id} (${engaged ? 'first' : 'cold'}): at the touch ${JSON.stringify(state)}`);
  }
  const first = armMeasure(page, interaction.answer);
  await page.waitForFunction(() => window.__benchArmed === true);
  await interaction.act(page);
  const firstMs = await bounded(first, 'first touch');
  if (firstMs < 0) throw new Error('the answer was on screen before the first touch');
  // Scripts the first touch still had to get from the network rather than the cache (the remotes
  // send Timing-Allow-Origin, so their sizes are visible).
  const fetched = await page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since && /\.m?js(\?|$)/.test(entry.name) && entry.transferSize > 0)
        .map((entry) => `${entry.name} ${entry.transferSize} B`),
    touchAt,
  );
  if (process.env.BENCH_DEBUG)
    for (const line of fetched) console.log(`  ${interaction.id}: from the network at the touch: ${line}`);
  const network = fetched.length;
  await page.waitForTimeout(500);
  // Again means with the code live: where the first answer came without it, wait for it.
  if (interaction.island)
    await page.waitForSelector(`[data-island="${interaction.island}"][data-hydrated]`, { state: 'attached', timeout: 30_000 });
  await interaction.reset(page);
  await page.waitForTimeout(1000);
  await interaction.prepare?.(page);
  // A scroll back to the part ends with the browser's own pointer events (the element under a still
  // pointer changed): let them pass, or the measure starts at the scroll rather than the touch.
  await page.waitForTimeout(300);
  const again = armMeasure(page, interaction.again?.answer ?? interaction.answer);
  await page.waitForFunction(() => window.__benchArmed === true);
  await interaction.act(page);
  const againMs = await bounded(again, 'again');
  if (againMs < 0) throw new Error('the answer was still on screen after the reset');
  return { firstMs, againMs, network };
}

/** Records the page's long tasks from its first moment (an init script). */
const LONG_TASK_OBSERVER = `window.__benchLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__benchLongTasks.push([entry.startTime, entry.duration]);
}).observe({ type: 'longtask', buffered: true });`;
/** A visitor who has shown up scrolls to the page's first island that does not wait for a touch. */
const SCROLL_TO_FIRST_ISLAND = `document.querySelector('[data-island]:not([data-hydrate="interaction"])')?.firstElementChild?.scrollIntoView({ block: 'center' })`;
/** What the page measured once the visitor showed up, and how many islands came alive meanwhile. */
const LONG_TASKS_READ = `({ tasks: window.__benchLongTasks, live: document.querySelectorAll('estefania-island[data-hydrated]').length })`;
const VISIT_MS = 6000;

function longTaskFigures({ tasks, live }, shownUp) {
  const after = tasks.filter(([start]) => start >= shownUp);
  return {
    longest: Math.max(0, ...after.map(([, duration]) => duration)),
    blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    count: after.length,
    live,
  };
}

/**
 * The long tasks of a first visit from the moment a visitor shows up (see the header), with Playwright:
 * the inspector's Runtime domain is on, as in every other measure here and in Lighthouse.
 */
async function longTasksOnce(browser, path) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(LONG_TASK_OBSERVER);
    await page.goto(`${BASE}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(1500);
    const shownUp = await page.evaluate(() => performance.now());
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await page.evaluate(SCROLL_TO_FIRST_ISLAND);
    await page.waitForTimeout(VISIT_MS);
    return longTaskFigures(await page.evaluate(LONG_TASKS_READ), shownUp);
  } finally {
    await context.close();
  }
}

/** The same visit in a browser no inspector watches, as a visitor's is (scripts/bareChromium.mjs). */
async function longTasksBare(bare, path) {
  const page = await bare.newPage();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await page.send('Emulation.setDeviceMetricsOverride', { ...PHONE, deviceScaleFactor: 1, mobile: false });
    await page.send('Emulation.setLocaleOverride', { locale: 'es-ES' });
    await page.send('Network.enable');
    await page.send('Network.emulateNetworkConditions', NETWORK);
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: LONG_TASK_OBSERVER });
    await page.send('Page.navigate', { url: `${BASE}${path}` });
    const loadBy = Date.now() + 60_000;
    while ((await page.evaluate('location.href !== "about:blank" && document.readyState')) !== 'complete') {
      if (Date.now() > loadBy) throw new Error(`${path} did not load in 60 s`);
      await sleep(100);
    }
    await sleep(1500);
    const shownUp = await page.evaluate('performance.now()');
    await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: PHONE.width / 2, y: PHONE.height / 2 });
    await page.evaluate(SCROLL_TO_FIRST_ISLAND);
    await sleep(VISIT_MS);
    return longTaskFigures(await page.evaluate(LONG_TASKS_READ), shownUp);
  } finally {
    await page.close();
  }
}

// --- servers -----------------------------------------------------------------------------------
const stopAll = await siteForBench(BASE);

// --- interactions ------------------------------------------------------------------------------
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = INTERACTIONS.filter((interaction) => !only || only.includes(interaction.id));
const browser = await chromium.launch(chromiumLaunch);
if (process.env.BENCH_INTERACTIONS === '0') console.log('(interactions skipped)');
else {
  console.log(`Input to answer on screen, phone profile (CPU ×${CPU_SLOWDOWN}, 150 ms RTT, 1.6 Mbps), median of ${RUNS} runs`);
  console.log(
    '  first touch: after 3 s of reading (pointer on the page / scrolled to the part), the code fetched and run meanwhile',
  );
  console.log('  cold touch:  the touch is the first thing the visitor does (no scroll, no pointer before it)');
  console.log('  again:       the same touch with the code live; net: scripts fetched from the network at the first touch');
  console.log('interaction                          page                     first touch  cold touch   again   first/again  net');
  for (const interaction of chosen) {
    const rows = { engaged: [], cold: [] };
    for (const engaged of [true, false])
      for (let i = 0; i < RUNS; i += 1) {
        try {
          rows[engaged ? 'engaged' : 'cold'].push(await measureOnce(browser, interaction, engaged));
        } catch (error) {
          console.log(
            `  ${interaction.id}: a run failed: ${error instanceof Error ? (process.env.BENCH_DEBUG ? error.stack : error.message.split('\n')[0]) : error}`,
          );
        }
      }
    if (rows.engaged.length === 0 || rows.cold.length === 0) continue;
    const first = median(rows.engaged.map((run) => run.firstMs));
    const cold = median(rows.cold.map((run) => run.firstMs));
    const again = median([...rows.engaged, ...rows.cold].map((run) => run.againMs));
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `${interaction.label.padEnd(36)} ${interaction.path.slice(0, 22).padEnd(22)} ${ms(first).padStart(12)} ${ms(cold).padStart(11)} ${ms(again).padStart(7)} ${`${(first / again).toFixed(1)}×`.padStart(12)}  ${rows.engaged.map((run) => run.network).join('/')}   (first: ${rows.engaged.map((run) => Math.round(run.firstMs)).join(', ')}; cold: ${rows.cold.map((run) => Math.round(run.firstMs)).join(', ')})`,
    );
  }
}
if (process.env.BENCH_LONGTASKS !== '0') {
  console.log('');
  console.log(
    `Long tasks once a visitor shows up (first visit, phone profile, 6 s from the pointer and a scroll), median of ${RUNS}`,
  );
  console.log("  visitor's browser: no inspector attached (scripts/bareChromium.mjs)");
  console.log("  under Playwright:  the inspector's Runtime domain on, as in the touches above and in Lighthouse");
  console.log('  live: islands alive at the end of the visit (the same work done in both)');
  console.log(
    "page                         visitor's browser: longest  blocking  over 50 ms  live  | under Playwright: longest  blocking  over 50 ms  live",
  );
  const bare = await launchBareChromium();
  try {
    for (const path of [...new Set(chosen.map((interaction) => interaction.path))]) {
      const visitor = [];
      const watched = [];
      for (let i = 0; i < RUNS; i += 1) {
        visitor.push(await longTasksBare(bare, path));
        watched.push(await longTasksOnce(browser, path));
      }
      const ms = (value) => `${Math.round(value)} ms`;
      const columns = (runs) =>
        `${ms(median(runs.map((run) => run.longest))).padStart(7)} ${ms(median(runs.map((run) => run.blocking))).padStart(9)} ${String(median(runs.map((run) => run.count))).padStart(11)} ${String(median(runs.map((run) => run.live))).padStart(5)}`;
      const longest = (runs) => runs.map((run) => Math.round(run.longest)).join(', ');
      console.log(
        `${path.slice(0, 28).padEnd(28)} ${''.padStart(19)}${columns(visitor)}  | ${''.padStart(17)}${columns(watched)}   (longest: ${longest(visitor)} | ${longest(watched)})`,
      );
    }
  } finally {
    await bare.close();
  }
}
await browser.close();

// --- Lighthouse for the same pages -------------------------------------------------------------
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('');
  await lighthouseAgainstStatic(BASE, [...new Set(chosen.map((interaction) => interaction.path))], RUNS);
}
stopAll();
process.exit(0);
