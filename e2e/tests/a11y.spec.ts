import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';

// Contrast is a property of the settled page: measure it without mid-transition colours.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const path of ['/', '/precios', '/industrias', '/no-existe']) {
  test(`axe finds nothing serious on ${path}`, async ({ consented: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

/** Waits until a consent-manager dialog has finished appearing, so contrast is measured on its final colours. */
async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && getComputedStyle(element).opacity === '1';
  }, selector);
}

// Every other scan runs with the cookie choice made: these audit the banner and its preferences panel.
for (const path of ['/', '/precios', '/industrias/fontaneria', '/onboarding']) {
  test(`axe finds nothing serious on ${path} with the cookie banner open, then its preferences panel`, async ({ page }) => {
    await page.goto(path);
    const banner = page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' });
    await expect(banner).toBeVisible();
    await settled(page, '#cc-main .cm');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Configurar' }).click();
    const panel = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Guardar preferencias' })).toBeVisible();
    await settled(page, '#cc-main .pm');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('axe finds nothing serious in the preferences panel opened from the footer on a phone', async ({ consented: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cookies');
  // The consent manager loads when the browser is idle; the footer link works once it has.
  await expect
    .poll(() => page.evaluate(() => typeof (window as { showCookiePreferences?: unknown }).showCookiePreferences))
    .toBe('function');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Preferencias de cookies' })).toBeVisible();
  await settled(page, '#cc-main .pm');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('axe finds nothing serious in the open mobile menu and the cookie banner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' })).toBeVisible();
  // Contrast is measured once the banner has finished fading in.
  await page.waitForFunction(() => {
    const banner = document.querySelector('#cc-main .cm');
    return banner !== null && getComputedStyle(banner).opacity === '1';
  });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
