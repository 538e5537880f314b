import { expect, test } from './fixtures';

function consentCategories(cookieValue: string): string[] {
  return (JSON.parse(decodeURIComponent(cookieValue)) as { categories: string[] }).categories;
}

test.describe('cookie consent', () => {
  test('the banner offers Aceptar and Rechazar with equal weight, and remembers Rechazar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole('button', { name: 'Aceptar' });
    const reject = banner.getByRole('button', { name: 'Rechazar' });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.round(acceptBox!.width)).toBe(Math.round(rejectBox!.width));
    expect(Math.round(acceptBox!.height)).toBe(Math.round(rejectBox!.height));
    await expect(banner.getByRole('button', { name: 'Configurar' })).toBeVisible();

    await reject.click();
    await expect(banner).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cc_cookie');
    expect(consentCategories(cookie!.value)).toEqual(['necessary']);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' })).toBeHidden();
  });

  test('the banner touches only its own elements: its variables stay in it and the closed panel is not laid out', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' });
    await expect(banner).toBeVisible();
    const styles = await page.evaluate(() => ({
      onRoot: getComputedStyle(document.documentElement).getPropertyValue('--cc-bg'),
      onBanner: getComputedStyle(document.querySelector('#cc-main')!).getPropertyValue('--cc-bg'),
      panelBoxes: document.querySelector('#cc-main .pm-wrapper')?.getClientRects().length,
    }));
    expect(styles).toEqual({ onRoot: '', onBanner: '#fff', panelBoxes: 0 });
    // In the site's colours (the theme outranks the library's defaults).
    await expect(banner.getByRole('button', { name: 'Aceptar' })).toHaveCSS('background-color', 'rgb(67, 56, 202)');

    await banner.getByRole('button', { name: 'Configurar' }).click();
    const panel = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Aceptar todas' })).toHaveCSS('background-color', 'rgb(67, 56, 202)');
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await expect(panel).toBeHidden();
  });

  test('Aceptar is remembered with analytics allowed', async ({ page }) => {
    await page.goto('/precios');
    await page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' }).getByRole('button', { name: 'Aceptar' }).click();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cc_cookie');
    expect(consentCategories(cookie!.value)).toEqual(['necessary', 'analytics']);
    await page.goto('/legal');
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' })).toBeHidden();
  });

  test('the footer link and the cookie policy button open the preferences panel', async ({ page }) => {
    await page.goto('/cookies');
    await page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' }).getByRole('button', { name: 'Rechazar' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
    const panel = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
    await expect(panel).toBeVisible();
  });

  test('with the footer in view the panel is readied unseen, and opens from it', async ({ consented: page }) => {
    await page.goto('/precios');
    // The panel's states as <html>'s class went (the library's open class), in order, repeats collapsed.
    await page.evaluate(() => {
      const open = (classes: string | null) => (classes ?? '').split(' ').includes('show--preferences');
      const states = [open(document.documentElement.className) ? 'open' : 'closed'];
      (window as unknown as { panelStates: string[] }).panelStates = states;
      new MutationObserver((records) => {
        for (const now of [...records.slice(1).map((record) => record.oldValue), document.documentElement.className]) {
          const state = open(now) ? 'open' : 'closed';
          if (states.at(-1) !== state) states.push(state);
        }
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    });
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' });
    await footerButton.scrollIntoViewIfNeeded();
    // Readied at idle once the button is in view: open and closed again within one task.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { panelStates: string[] }).panelStates))
      .toEqual(['closed', 'open', 'closed']);
    const panel = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await expect(panel).toBeHidden();
    await expect(page.locator('#cc-main .pm-wrapper')).toBeHidden();
    await footerButton.click();
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('before the manager has loaded, the link says it is loading', async ({ page }) => {
    // Hold back the consent manager's code so the window hook does not exist yet.
    await page.route(/cookieconsent/i, () => undefined);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
    await expect.poll(() => dialogs).toEqual(['Cargando gestor de cookies… prueba de nuevo en un segundo.']);
  });
});
