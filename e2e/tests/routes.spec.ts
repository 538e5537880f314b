import { expect, test } from './fixtures';
import { pageRoutes as pages } from './pages';

for (const [path, heading] of pages) {
  test(`${path} reaches its page`, async ({ consented: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.title()).toMatch(/EstefanIA/);
  });
}

for (const path of ['/no-existe', '/soluciones/otra', '/recursos/blog/otro', '/industrias/salud/mas']) {
  test(`${path} shows the 404 page and logs the path`, async ({ consented: page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /mascota/ })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
    expect(logged.some((line) => line.includes(path))).toBe(true);
  });
}

test('every page sets its own title and meta description', async ({ consented: page }) => {
  const seen = new Map<string, string>();
  for (const path of ['/', '/precios', '/industrias', '/demo', '/legal']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    seen.set(await page.title(), path);
  }
  expect(seen.size).toBe(5);
});

test('scrolls to the top on every path change', async ({ consented: page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/industrias');
  await page.getByRole('link', { name: 'Más información sobre Veterinarios' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('link', { name: 'Más información sobre Veterinarios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recepcionista IA para veterinarios');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
