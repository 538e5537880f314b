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
