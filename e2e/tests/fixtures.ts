import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { appPort } from '@estefania/shared/apps';
import { ISLAND_ATTRIBUTES, ISLAND_ELEMENT } from '@estefania/shared/island-markup';

export { expect };

/** The shell's origin (its port can be overridden with PORT_SHELL). */
export const shellUrl = `http://localhost:${appPort('shell')}`;

/** Every test starts with the cookie choice made, unless it is about the banner itself. */
export async function acceptCookiesUpFront(page: Page, url: string = shellUrl): Promise<void> {
  const consent = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: new Date().toISOString(),
    consentId: 'e2e',
    services: { necessary: [], analytics: [] },
    languageCode: 'es',
    lastConsentTimestamp: new Date().toISOString(),
    expirationTime: Date.now() + 86_400_000,
  };
  await page.context().addCookies([{ name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(consent)), url }]);
}

/**
 * The server sends each page ready to read; it becomes interactive once React has hydrated it (the
 * shell marks <html data-hydrated>) and the lazily loaded parts have arrived. Tests act like a
 * visitor who waits for that, so every navigation of the page waits for it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 15_000 });
  // Lazy sections (below the home's hero) hydrate when their chunk arrives.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** What Chromium logs when a Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create|evaluate|send)/i;

export const test = base.extend<{ consented: Page }>({
  page: async ({ page }, provide) => {
    // Every test is also a CSP test: whatever a visitor does, the site's policy blocks nothing the
    // site itself needs (its own scripts, styles, remotes, webhooks, audio, checkout).
    const violations: string[] = [];
    page.on('console', (message) => {
      if (CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
    expect(violations, 'infracciones de la Content-Security-Policy').toEqual([]);
  },
  consented: async ({ page }, provide) => {
    await acceptCookiesUpFront(page);
    await provide(page);
  },
});

export const remotePorts = {
  marketing: appPort('marketing'),
  industries: appPort('industries'),
  pricing: appPort('pricing'),
  onboarding: appPort('onboarding'),
};

/** Time one axe scan may take on CI's slowest machine (1–5 s here, roughly twice that there). */
const AXE_SCAN_BUDGET_MS = 15_000;

/**
 * What axe finds serious or critical on the page as it is now, one line per rule; [] when clean.
 *
 * Each scan adds its own budget to the test's timeout: a test that audits five result pages needs
 * five scans' time, which says nothing about the site's speed. Legacy mode runs axe in the page
 * itself instead of finishing the run in a second blank page (half the time here); it would miss
 * only cross-origin iframes, and the site has none.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  test.info().setTimeout(test.info().timeout + AXE_SCAN_BUDGET_MS);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(' | ')}`,
    );
}

/** The island `name` (`<owner>/<Component>`) is live: its code arrived and React owns its markup. */
export async function expectIslandLive(page: Page, name: string): Promise<void> {
  await expect(page.locator(`${ISLAND_ELEMENT}[${ISLAND_ATTRIBUTES.name}="${name}"]`)).toHaveAttribute(
    ISLAND_ATTRIBUTES.live,
    '',
  );
}
