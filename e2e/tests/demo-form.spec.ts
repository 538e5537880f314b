import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, shellUrl, test } from './fixtures';

async function fillDemoForm(page: Page, email: string) {
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos', { exact: true }).fill('Martín García');
  await page.getByLabel('Nombre de tu negocio', { exact: true }).fill('Clínica Dental Martín');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Teléfono', { exact: true }).fill('+34 612 345 678');
}

const consent = (page: Page) => page.getByRole('checkbox', { name: /LOPDGDD/ });
const submit = (page: Page) => page.getByRole('button', { name: 'Hablar con EstefanIA' });

test.describe('/demo', () => {
  test('validates in the spec order with Spanish toasts, not browser bubbles', async ({ consented: page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicita una demo');
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveAttribute('placeholder', /^\+34/);
    await submit(page).click();
    await expect(page.getByText('Por favor, completa todos los campos obligatorios.')).toBeVisible();
    await fillDemoForm(page, 'lucia@example.es');
    await submit(page).click();
    await expect(page.getByText('Debes autorizar el contacto para continuar.')).toBeVisible();
  });

  test('sends the request to the automation service, confirms and resets', async ({ consented: page }) => {
    await page.goto('/demo');
    await fillDemoForm(page, `demo-${test.info().workerIndex}-${Date.now()}@example.es`);
    await consent(page).check();
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/webhooks/demo-request') && response.request().method() === 'POST',
    );
    await submit(page).click();
    expect((await answer).ok()).toBe(true);
    await expect(page.getByText('¡Solicitud enviada!')).toBeVisible();
    await expect(page.getByText('EstefanIA te contactará pronto en el número proporcionado.')).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('');
    await expect(consent(page)).not.toBeChecked();
  });

  test('keeps everything and shows an error when the service answers 500', async ({ consented: page }) => {
    await page.route('**/webhooks/demo-request', (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({
            status: 204,
            headers: {
              'access-control-allow-origin': shellUrl,
              'access-control-allow-methods': 'POST',
              'access-control-allow-headers': 'content-type, accept',
            },
          })
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': shellUrl },
            body: JSON.stringify({ error: { code: 'internal', message: 'El servicio no está disponible ahora mismo.' } }),
          }),
    );
    await page.goto('/demo');
    await fillDemoForm(page, 'lucia@example.es');
    await consent(page).check();
    await submit(page).click();
    await expect(page.getByText('No hemos podido enviar tu solicitud')).toBeVisible();
    await expect(page.getByText('El servicio no está disponible ahora mismo.')).toBeVisible();
    await expect(page.getByText('¡Solicitud enviada!')).toHaveCount(0);
    await expect(page.getByLabel('Nombre de tu negocio', { exact: true })).toHaveValue('Clínica Dental Martín');
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('+34 612 345 678');
    await expect(consent(page)).toBeChecked();
    await expect(submit(page)).toBeEnabled();
  });

  test('keeps everything and shows a network error when the request is aborted', async ({ consented: page }) => {
    await page.route('**/webhooks/demo-request', (route) => route.abort('connectionrefused'));
    await page.goto('/demo');
    await fillDemoForm(page, 'lucia@example.es');
    await consent(page).check();
    await submit(page).click();
    await expect(page.getByText('Error de red. Comprueba tu conexión e inténtalo de nuevo.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('lucia@example.es');
    await expect(consent(page)).toBeChecked();
  });

  test('sends one request for a double click', async ({ consented: page }) => {
    let posts = 0;
    await page.route('**/webhooks/demo-request', async (route) => {
      if (route.request().method() === 'POST') posts += 1;
      await route.continue();
    });
    await page.goto('/demo');
    await fillDemoForm(page, `doble-${test.info().workerIndex}-${Date.now()}@example.es`);
    await consent(page).check();
    await submit(page).dblclick();
    await expect(page.getByText('¡Solicitud enviada!')).toBeVisible();
    expect(posts).toBe(1);
  });
});

test('/gracias shows three cards, three next steps and a link home', async ({ consented: page }) => {
  await page.goto('/gracias');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Reunión confirmada!');
  await expect(page.getByRole('region', { name: 'Lo que vas a recibir' }).getByRole('listitem')).toHaveCount(3);
  const steps = page.getByRole('region', { name: '¿Qué hacer ahora?' }).locator('ol > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText('Revisa tu email');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  for (const path of ['/demo', '/gracias']) {
    test(`axe finds nothing serious on ${path}`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
