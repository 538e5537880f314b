import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// Contrast is a property of the settled page: measure it without mid-transition colours.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const path of ['/', '/precios', '/industrias', '/no-existe']) {
  test(`axe finds nothing serious on ${path}`, async ({ consented: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
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
  let results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html + n.failureSummary).join(' | ')}`),
  ).toEqual([]);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html + n.failureSummary).join(' | ')}`),
  ).toEqual([]);
});
