import type { Page } from '@playwright/test';
import { ISLAND_ATTRIBUTES } from '@estefania/shared/island-markup';
import { expect, expectIslandLive, test } from './fixtures';

// The islands' code is in the browser before the visitor touches anything (#31): the page names
// it, the page script fetches it at the first sign of a visitor (the pointer moving, a scroll, a
// key) once the page is idle, without running it, and the first touch then goes to no network at
// all. A page nobody acts on (a crawler, Lighthouse) fetches none of it. A connection that saves
// data gets none of it and every touch still works.

const PREFETCHED = 'data-islas-precargadas';

/** Whether the site's code (the federation runtime, React, the islands) has run in the page. */
const siteCodeRan = (page: Page) => page.evaluate(() => '__FEDERATION__' in globalThis);

/** A visitor arrives: the pointer moves over the page, and the prefetch follows. */
async function waitForPrefetch(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await expect(page.locator('html')).toHaveAttribute(PREFETCHED, /^[1-9]\d*$/, { timeout: 15_000 });
}

/** Scripts fetched from the network (not the cache) since `since` (performance.now()). */
function scriptsFromNetwork(page: Page, since: number): Promise<string[]> {
  return page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from && /\.m?js(\?|$)/.test(entry.name))
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
        .map((entry) => entry.name),
    since,
  );
}

test('a page names its islands’ code and, once idle, fetches it without running it', async ({ consented: page }) => {
  await page.goto('/');
  await waitForPrefetch(page);
  const hrefs = (rel: string) =>
    page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const preloaded = await hrefs('modulepreload');
  const prefetched = await hrefs('prefetch');
  // The shell's entry and the marketing remote's, kept for the page; the hashed rest in the cache.
  expect(preloaded.some((href) => /:5173\/remoteEntry\.js$/.test(href))).toBe(true);
  expect(preloaded.some((href) => /:5174\/remoteEntry\.js$/.test(href))).toBe(true);
  expect(prefetched.some((href) => /\/assets\/mf-entry-bootstrap-[^/]+\.js$/.test(href))).toBe(true);
  expect(prefetched.some((href) => /:5174\/assets\/.+\.js$/.test(href))).toBe(true);
  // Not the remote's own copies of the shared packages, nor its pages.
  expect(prefetched.filter((href) => /prebuild|HomePage/.test(href) && href.includes(':5174/'))).toEqual([]);
  // Fetched, not run: nobody has used the page.
  await page.waitForTimeout(500);
  expect(await siteCodeRan(page)).toBe(false);
  await expect(page.locator(`estefania-island[${ISLAND_ATTRIBUTES.live}]`)).toHaveCount(0);
});

test('the islands’ code asks the browser to compile it while it streams in; the page script does not', async ({
  consented: page,
}) => {
  await page.goto('/');
  await waitForPrefetch(page);
  const named = await page
    .locator('head link[rel="prefetch"], head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const firstLine = async (href: string) => (await (await page.request.get(href)).text()).split('\n', 1)[0];
  const hint = '//# allFunctionsCalledOnLoad';
  // V8's explicit compile hint: the functions a first touch calls are compiled off the main thread.
  const reactDom = named.find((href) => /loadShare__react_mf_2_dom_mf_1_client__loadShare__/.test(href));
  const comparison = named.find((href) => /:5174\/assets\/Comparison-[^/]+\.js$/.test(href));
  expect(reactDom && comparison).toBeTruthy();
  expect(await firstLine(reactDom!)).toBe(hint);
  expect(await firstLine(comparison!)).toBe(hint);
  expect(await firstLine(named.find((href) => /:5174\/remoteEntry\.js$/.test(href))!)).toBe(hint);
  // The page script runs at load anyway: left to the browser's own choice.
  const pageScript = await page.locator('script[type="module"][src*="/assets/page-"]').getAttribute('src');
  expect(pageScript).toBeTruthy();
  expect(await firstLine(new URL(pageScript!, page.url()).href)).not.toBe(hint);
});

test("each page names its own islands' code only: the home never the article's checklist nor the forms'", async ({
  consented: page,
}) => {
  const namedFrom = async (path: string) => {
    await page.goto(path);
    await waitForPrefetch(page);
    return page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  };
  const home = await namedFrom('/');
  expect(home.some((path) => /\/assets\/Comparison-[^/]+\.js$/.test(path))).toBe(true);
  expect(home.filter((path) => /\/(ReadinessChecklist|NewsletterBox|DemoRequestForm|BookWaitlist)-/.test(path))).toEqual([]);
  const article = await namedFrom('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes');
  expect(article.some((path) => /\/assets\/ReadinessChecklist-[^/]+\.js$/.test(path))).toBe(true);
  expect(article.filter((path) => /\/(Comparison|SampleCallsSection|DemoRequestForm)-/.test(path))).toEqual([]);
  // And what it named is all the checklist needs: its first tick fetches nothing.
  const checklist = page.getByRole('region', { name: '¿Está tu negocio preparado para la IA?' });
  await checklist.scrollIntoViewIfNeeded();
  await expectIslandLive(page, 'marketing/ReadinessChecklist');
  const before = await page.evaluate(() => performance.now());
  await checklist.getByRole('checkbox').first().check();
  await expect(checklist.getByRole('checkbox').first()).toBeChecked();
  expect(await scriptsFromNetwork(page, before)).toEqual([]);
});

test('a page nobody acts on fetches none of it; the first move of the pointer starts it', async ({ consented: page }) => {
  await page.goto('/precios');
  await page.waitForTimeout(2500);
  await expect(page.locator('html')).not.toHaveAttribute(PREFETCHED);
  // The page script's own preloads are in the HTML; the prefetch adds its links at low priority.
  const prefetchLinks = page.locator('head link[fetchpriority="low"]');
  await expect(prefetchLinks).toHaveCount(0);
  await waitForPrefetch(page);
  expect(await prefetchLinks.count()).toBeGreaterThan(0);
});

test('after the prefetch, a part the visitor scrolls to comes alive by itself, and its first touch fetches nothing', async ({
  consented: page,
}) => {
  await page.goto('/');
  await waitForPrefetch(page);
  expect(await siteCodeRan(page)).toBe(false);
  const section = page.getByRole('region', { name: /^Comparemos\.\.\./ });
  await section.scrollIntoViewIfNeeded();
  // The comparison is `seen`: in view, with a visitor reading and its code in the cache, it comes
  // alive when the browser is idle, before anyone taps it.
  await expectIslandLive(page, 'marketing/Comparison');
  const before = await page.evaluate(() => performance.now());
  await section.getByRole('button', { name: 'Secretaria virtual tradicional' }).click();
  await expect(section.getByText('Secretaria virtual tradicional: 4 de 8 funciones')).toBeVisible();
  expect(await scriptsFromNetwork(page, before)).toEqual([]);
});

test('the pricing toggle’s first touch fetches nothing either, on a page of another remote', async ({ consented: page }) => {
  await page.goto('/precios');
  await waitForPrefetch(page);
  const before = await page.evaluate(() => performance.now());
  await page.locator('label').filter({ hasText: 'Anual' }).click();
  await expect(page.getByTestId('plan-price').first()).toContainText('/año');
  expect(await scriptsFromNetwork(page, before)).toEqual([]);
});

test('a connection that saves data gets no prefetch, and the touch still works', async ({ consented: page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  });
  await page.goto('/precios');
  await page.waitForLoadState('networkidle');
  await page.mouse.move(200, 300);
  await page.waitForTimeout(2500);
  await expect(page.locator('html')).not.toHaveAttribute(PREFETCHED);
  await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
  expect(await siteCodeRan(page)).toBe(false);
  await page.locator('label').filter({ hasText: 'Anual' }).click();
  await expect(page.getByTestId('plan-price').first()).toContainText('/año');
});

test('the toast library comes only to pages whose parts answer with toasts', async ({ consented: page }) => {
  const toaster = page.getByRole('region', { name: /^Notificaciones/ });
  // The pricing page's parts never toast: its islands come alive without it.
  await page.goto('/precios');
  await waitForPrefetch(page);
  await page.locator('label').filter({ hasText: 'Anual' }).click();
  await expectIslandLive(page, 'pricing/Plans');
  await page.waitForTimeout(1000);
  await expect(toaster).toHaveCount(0);
  // The blog's newsletter answers with toasts: the library is there before the first send.
  await page.goto('/recursos/blog');
  await waitForPrefetch(page);
  await page.getByRole('button', { name: 'Suscribirse' }).scrollIntoViewIfNeeded();
  await expectIslandLive(page, 'marketing/NewsletterBox');
  await expect(toaster).toHaveCount(1);
  const before = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  expect(await scriptsFromNetwork(page, before)).toEqual([]);
});
