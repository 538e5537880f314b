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
// Uses the production build (`npm run build` first) and starts the servers if they are not running.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTE_NAMES, appPort } from '@estefania/shared/apps';
import { chromiumLaunch } from './chromium.mjs';
import { lighthouseAgainstStatic } from './lighthouse.mjs';
import { serveApps } from './serve.mjs';
import { median } from './stats.mjs';

const root = new URL('..', import.meta.url).pathname;
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
 * (`prepare`: never an input event).
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
    answer: { selector: '[role="dialog"]', text: 'Menú' },
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
    prepare: (page) =>
      page
        .getByRole('button', { name: /Solicitar/ })
        .first()
        .scrollIntoViewIfNeeded(),
    act: (page) =>
      page
        .getByRole('button', { name: /Solicitar/ })
        .first()
        .click(),
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
    reset: (page) => page.reload().then(() => page.waitForTimeout(READING_MS)),
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

async function dismissToasts(page) {
  await page.evaluate(() => document.querySelectorAll('[data-sonner-toast]').forEach((toast) => toast.remove()));
}

/** In the page: resolves with the time from the next input event to the first frame showing `answer`. */
function armMeasure(page, answer) {
  return page.evaluate(
    ({ selector, text }) =>
      new Promise((resolve) => {
        let inputAt = null;
        const onInput = (event) => {
          inputAt ??= event.timeStamp;
        };
        for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, onInput, { capture: true, once: true });
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
        const frame = (at) => {
          if (inputAt !== null && shows()) resolve(at - inputAt);
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

async function measureOnce(browser, interaction) {
  const context = await browser.newContext({ viewport: interaction.viewport, locale: 'es-ES' });
  // The cookie choice made: the banner would otherwise cover the page on a phone.
  await context.addCookies([
    {
      name: 'cc_cookie',
      value: encodeURIComponent(
        JSON.stringify({
          categories: ['necessary'],
          revision: 0,
          data: null,
          consentId: 'bench',
          services: { necessary: [], analytics: [] },
        }),
      ),
      url: BASE,
    },
  ]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${BASE}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(READING_MS);
  await interaction.prepare?.(page);
  const touchAt = await page.evaluate(() => performance.now());
  const first = armMeasure(page, interaction.answer);
  await page.waitForFunction(() => window.__benchArmed === true);
  await interaction.act(page);
  const firstMs = await first;
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
  await interaction.reset(page);
  await page.waitForTimeout(1000);
  await interaction.prepare?.(page);
  const again = armMeasure(page, interaction.answer);
  await page.waitForFunction(() => window.__benchArmed === true);
  await interaction.act(page);
  const againMs = await again;
  if (againMs < 0) throw new Error('the answer was still on screen after the reset');
  await context.close();
  return { firstMs, againMs, network };
}

// --- servers -----------------------------------------------------------------------------------
async function isUp() {
  try {
    return (await fetch(`${BASE}/remotes.json`)).ok;
  } catch {
    return false;
  }
}
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

// --- interactions ------------------------------------------------------------------------------
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = INTERACTIONS.filter((interaction) => !only || only.includes(interaction.id));
const browser = await chromium.launch(chromiumLaunch);
console.log(`First touch vs the same touch again, phone profile (CPU ×${CPU_SLOWDOWN}, 150 ms RTT, 1.6 Mbps), median of ${RUNS}`);
console.log(
  'interaction                          page                    first touch   again     ratio   scripts from network at the touch',
);
for (const interaction of chosen) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    try {
      runs.push(await measureOnce(browser, interaction));
    } catch (error) {
      console.log(`  ${interaction.id}: run ${i + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  }
  if (runs.length === 0) continue;
  const first = median(runs.map((run) => run.firstMs));
  const again = median(runs.map((run) => run.againMs));
  console.log(
    `${interaction.label.padEnd(36)} ${interaction.path.slice(0, 22).padEnd(22)}  ${`${Math.round(first)} ms`.padStart(10)}  ${`${Math.round(again)} ms`.padStart(7)}  ${`${(first / again).toFixed(1)}×`.padStart(6)}   ${runs.map((run) => run.network).join('/')}   (each run: ${runs.map((run) => Math.round(run.firstMs)).join(', ')} ms)`,
  );
}
await browser.close();

// --- Lighthouse for the same pages -------------------------------------------------------------
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('');
  await lighthouseAgainstStatic(BASE, [...new Set(chosen.map((interaction) => interaction.path))], RUNS);
}
stopAll();
process.exit(0);
