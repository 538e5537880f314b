import { test as base } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Soluciones opens on hover and leads to a solution page', async ({ consented: page }) => {
    await page.goto('/precios');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Soluciones' }).hover();
    const link = nav.getByRole('link', { name: /Servicio de respuesta fuera de horario/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL('/soluciones/servicio-respuesta-after-hours');
    await expect(link).toBeHidden();
  });

  test('Industrias: the label goes to the index and hovering lists every industry', async ({ consented: page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Industrias' }).hover();
    await expect(nav.getByRole('link', { name: 'Fontanería' })).toBeVisible();
    await expect(nav.locator('a[href^="/industrias/"]')).toHaveCount(32);
    await nav.getByRole('link', { name: 'Fontanería' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recepcionista IA para fontanería');
    await nav.getByRole('link', { name: 'Industrias' }).click();
    await expect(page).toHaveURL('/industrias');
  });

  test('Recursos opens with the keyboard', async ({ consented: page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Recursos' }).focus();
    await page.keyboard.press('Enter');
    const blog = nav.getByRole('link', { name: /^Blog/ });
    await expect(blog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(blog).toBeHidden();
  });

  test('Ingresar opens the portal in a new tab and the phone is callable', async ({ consented: page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const portal = header.getByRole('link', { name: 'Ingresar' });
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(header.getByRole('link', { name: '919 93 17 48' })).toHaveAttribute('href', 'tel:+34919931748');
    await header.getByRole('link', { name: 'Empieza gratis' }).click();
    await expect(page).toHaveURL('/precios');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a dialog with the spec links; a link closes it and navigates', async ({ consented: page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await expect(dialog).toBeVisible();
    for (const name of ['Soluciones', 'Industrias', 'Precios', 'Política de Privacidad', 'Términos de servicio', 'Blog']) {
      await expect(dialog.getByRole('link', { name })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: /919 93 17 48/ })).toHaveAttribute('href', 'tel:+34919931748');
    await dialog.getByRole('link', { name: 'Soluciones' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/soluciones');
  });

  test('the backdrop closes it', async ({ consented: page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('Escape closes it and focus returns to the button', async ({ consented: page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

// Playwright's own test: the suite's page waits for the page script to mark the page live, which
// never happens without JavaScript.
base.describe('the header with JavaScript off (the browser alone: popovers and a modal dialog)', () => {
  base.use({ javaScriptEnabled: false });

  base('a desktop menu opens from its button and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/precios');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Soluciones' }).click();
    const link = nav.getByRole('link', { name: /Recepcionista IA/ });
    await expect(link).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await nav.getByRole('button', { name: 'Recursos' }).click();
    await nav.getByRole('link', { name: /^Blog/ }).click();
    await expect(page).toHaveURL('/recursos/blog');
  });

  base('the mobile menu opens as a dialog and its close button closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/precios');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await expect(dialog.getByRole('link', { name: 'Blog' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });
});

test('footer links every section and the Recursos entry leads to the blog', async ({ consented: page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Recursos' }).click();
  await expect(page).toHaveURL('/recursos/blog');
  const links: Array<[string, string]> = [
    ['Soluciones', '/soluciones'],
    ['Industrias', '/industrias'],
    ['Precios', '/precios'],
    ['Política de Privacidad', '/privacy'],
    ['Términos de servicio', '/legal'],
    ['Política de cookies', '/cookies'],
    ['Acuerdo de tratamiento de datos (DPA)', '/dpa'],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('img', { name: 'Cumple el RGPD (GDPR)' })).toBeVisible();
  await expect(footer).toContainText('© 2025');
});
