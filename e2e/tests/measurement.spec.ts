import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { storedItems } from '@estefania/shared/contract';
import { SAMPLE_SITE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

// First-party measurement against the real build and the real automation service: nothing without
// consent, the whole funnel in order with it, and nothing more once it is withdrawn.
//
// Playwright does not see a beacon sent while a page is being left, so what reached the service is
// also checked on the service: each test runs its onboarding on its own plan, and no other test of
// the suite sends funnel events (they keep analytics rejected or unanswered).

const AUTOMATION = 'http://localhost:8787';
const EVENTS_URL = `${AUTOMATION}/events`;
const root = new URL('../../', import.meta.url).pathname;
const VISIT_KEY = storedItems.measurementVisit.name;

/** The requests to the events endpoint Playwright sees (not those sent as a page is left). */
function recordEvents(context: BrowserContext): { url: string; body: string | null }[] {
  const sent: { url: string; body: string | null }[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(EVENTS_URL)) sent.push({ url: request.url(), body: request.postData() });
  });
  return sent;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' });
/** The visit id the shell keeps in the tab's sessionStorage, or null. */
async function visitId(page: Page): Promise<string | null> {
  const stored = await page.evaluate((key) => window.sessionStorage.getItem(key), VISIT_KEY);
  return stored === null ? null : (JSON.parse(stored) as { id: string }).id;
}

/** The token the service keeps in its data directory: what `npm run report` uses on this machine. */
function reportToken(): string {
  return readFileSync(`${root}automation/.data/report-token`, 'utf8').trim();
}

async function storedEvents(visit: string): Promise<{ seq: number; type: string; plan: string | null; path: string | null }[]> {
  const response = await fetch(`${AUTOMATION}/reports/measurement/visits/${visit}`, {
    headers: { authorization: `Bearer ${reportToken()}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: { seq: number; type: string; plan: string | null; path: string | null }[] })
    .events;
}

/** `npm run report -w automation`, as a person runs it while the site is up. */
async function runReport(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', 'report', '--silent', '-w', 'automation', '--', ...args], {
    cwd: root,
    timeout: 60_000,
  });
  return stdout;
}

interface ReportJson {
  funnels: { plan: string | null; steps: { type: string; visits: number }[] }[];
}

/** Visits per funnel step of one plan, today, from the report command or straight from its endpoint. */
async function funnelCounts(plan: string, through: 'command' | 'endpoint' = 'endpoint'): Promise<Record<string, number>> {
  // The site is up before the automation service (the suite waits for the shell only).
  await expect
    .poll(
      () =>
        fetch(`${AUTOMATION}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  const report =
    through === 'command'
      ? (JSON.parse(await runReport('--json')) as ReportJson)
      : ((await (
          await fetch(`${AUTOMATION}/reports/measurement`, { headers: { authorization: `Bearer ${reportToken()}` } })
        ).json()) as ReportJson);
  const funnel = report.funnels.find((entry) => entry.plan === plan);
  return Object.fromEntries((funnel?.steps ?? []).map((step) => [step.type, step.visits]));
}

/** From a plan button on /precios to the dashboard login, with the real demo, audio and test checkout. */
async function onboard(page: Page, productId: string) {
  // The plan button, not the free trial (which starts from the same product).
  await page.locator(`a[href^="/onboarding?product=${productId}"]:not([href*="trial=1"])`).first().click();
  await page.getByLabel('Sitio web de tu empresa').fill(SAMPLE_SITE_URL);
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
  await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible({ timeout: 60_000 });
  // A second of the greeting, then pause.
  const greeting = page.getByRole('group', { name: 'Saludo inicial' });
  await expect(greeting.getByTestId('total-time')).not.toHaveText('0:00');
  await greeting.getByRole('button', { name: 'Reproducir' }).click();
  await expect
    .poll(() => greeting.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.8);
  await greeting.getByRole('button', { name: 'Pausar' }).click();
  await page.getByLabel('Teléfono').fill('+34 612 345 678');
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toBeVisible({ timeout: 15_000 });
}

test('with analytics rejected, a whole onboarding sends nothing and stores nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await funnelCounts('autonomo');
  const sent = recordEvents(page.context());
  await page.goto('/precios');
  await banner(page).getByRole('button', { name: 'Rechazar' }).click();
  await onboard(page, 'prod_autonomo');
  expect(await visitId(page)).toBeNull();
  await expect(page).toHaveURL(`${AUTOMATION}/panel/login`, { timeout: 10_000 });
  expect(sent).toEqual([]);
  // Nothing arrived as the pages were left either.
  await page.waitForTimeout(1_000);
  expect(await funnelCounts('autonomo')).toEqual(before);
});

test('with analytics accepted, the funnel of an onboarding is stored in order and the report shows it', async ({ page }) => {
  test.setTimeout(150_000);
  const before = await funnelCounts('empresa', 'command');
  const sent = recordEvents(page.context());
  await page.goto('/precios');
  await banner(page).getByRole('button', { name: 'Aceptar' }).click();
  // Measurement starts with the site's code, which the yes has the page load (a visit id once it runs).
  await expect.poll(() => visitId(page), { timeout: 10_000 }).not.toBeNull();
  await onboard(page, 'prod_empresa');
  const id = (await visitId(page)) ?? '';
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  // Sent while the visitor moved on (the payment page, the dashboard), each page's last events as a beacon: they
  // may arrive in any order, so poll until the last has arrived and no number is missing before it.
  await expect
    .poll(
      async () => {
        const stored = await storedEvents(id);
        const complete = stored.every((event, index) => event.seq === index);
        return complete ? stored.map((event) => event.type) : [];
      },
      { timeout: 15_000 },
    )
    .toContain('account_created');
  const events = await storedEvents(id);
  expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index));
  expect(events.filter((event) => event.type === 'page_view').map((event) => event.path)).toEqual([
    '/precios',
    '/onboarding',
    '/onboarding/success',
  ]);
  const funnel = events.filter((event) => event.type !== 'page_view');
  expect(funnel.map((event) => event.type)).toEqual([
    'onboarding_started',
    'onboarding_step1_saved',
    'demo_ready',
    'demo_played',
    'contact_submitted',
    'account_created',
  ]);
  expect(funnel.every((event) => event.plan === 'empresa')).toBe(true);
  // Nothing the visitor typed ever left the browser towards the events endpoint, nor was stored.
  expect(sent.length).toBeGreaterThan(0);
  for (const { body } of sent) expect(body ?? '').not.toMatch(/lucia|laespiga|612 345|127\.0\.0\.1:5190/i);
  expect(JSON.stringify(events)).not.toMatch(/lucia|laespiga|612 345|127\.0\.0\.1:5190/i);

  const after = await funnelCounts('empresa', 'command');
  for (const step of Object.keys(after)) expect(after[step], step).toBe((before[step] ?? 0) + 1);
  const text = await runReport();
  expect(text).toContain('Páginas vistas por ruta');
  expect(text).toMatch(/\/onboarding\/success +\d+/);
  expect(text).toContain('Embudo · Empresa');
  expect(text).toMatch(/Cuenta creada +Datos enviados \(pago\)/);
});

test('withdrawing consent stops sending at once and removes the visit id', async ({ page }) => {
  test.setTimeout(60_000);
  const sent = recordEvents(page.context());
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceptar' }).click();
  // Measurement starts with the site's code, which the yes has the page load (a visit id once it runs).
  await expect.poll(() => visitId(page), { timeout: 10_000 }).not.toBeNull();
  await page.goto('/precios');
  // The home's view goes as the page is left; the view of /precios two seconds later.
  await expect.poll(() => visitId(page), { timeout: 10_000 }).not.toBeNull();
  const visit = (await visitId(page)) ?? '';
  await expect
    .poll(async () => (await storedEvents(visit)).map((event) => event.path), { timeout: 10_000 })
    .toEqual(['/', '/precios']);
  const before = await funnelCounts('pyme');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
  const panel = page.getByRole('dialog', { name: 'Preferencias de cookies' });
  await panel.getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(panel).toBeHidden();
  expect(await visitId(page)).toBeNull();
  const count = sent.length;

  // In-site navigation, a new page load and the start of an onboarding: nothing more is sent.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Industrias' }).first().click();
  await expect(page).toHaveURL(/\/industrias$/);
  await page.goto('/onboarding?product=prod_pyme&plan=PYME');
  await page.getByLabel('Sitio web de tu empresa').fill('laespiga.es');
  await page.goto('/cookies');
  await page.waitForTimeout(3_000);
  expect(sent).toHaveLength(count);
  expect(await visitId(page)).toBeNull();
  // On the service: the visit ends where consent was withdrawn, and no onboarding start arrived.
  expect((await storedEvents(visit)).map((event) => event.path)).toEqual(['/', '/precios']);
  expect((await funnelCounts('pyme')).onboarding_started).toBe(before.onboarding_started);
});
