import type { Page } from '@playwright/test';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { SAMPLE_SITE_URL } from '../playwright.config';
import { expect, seriousAxeViolations, test } from './fixtures';

// The whole onboarding against the real local automation service: it reads the sample business
// website, synthesises the two clips, runs the test checkout and creates the account.

async function fillStep1(page: Page, website: string) {
  await page.getByLabel('Sitio web de tu empresa').fill(website);
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
  await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
}

test('website → real demo audio → contact → test checkout → account → dashboard login', async ({ consented: page }) => {
  test.setTimeout(120_000);
  await page.goto('/onboarding?product=prod_pyme&plan=PYME');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea tu recepcionista con IA');
  await expect(page.getByRole('list', { name: 'Pasos del alta' }).getByRole('listitem').first()).toHaveAttribute(
    'aria-current',
    'step',
  );

  await fillStep1(page, SAMPLE_SITE_URL);
  // The request is held until the overlay has been seen: a demo of a site the service has just
  // read for another test can come back before a check could catch the overlay.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/webhooks/create-demo', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('loading-overlay').getByRole('status')).toHaveText(
    /Creando tu EstefanIA\.\.\.|Tomando nota de tu website|Grabando tu saludo|Preparando guiones/,
  );
  release();

  // Reading the site and synthesising two clips takes a few seconds on this machine.
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.getByText('¡Sitio web guardado exitosamente!')).toBeVisible();
  await expect(page.getByText('Panadería La Espiga', { exact: true })).toBeVisible();

  // Real audio: the total time is known, and playing moves the current time on.
  const greeting = page.getByRole('group', { name: 'Saludo inicial' });
  await expect(greeting.getByTestId('total-time')).not.toHaveText('0:00');
  await greeting.getByRole('button', { name: 'Reproducir' }).click();
  await expect(greeting.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect
    .poll(() => greeting.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  await expect(greeting.getByTestId('current-time')).not.toHaveText('0:00', { timeout: 10_000 });
  // Starting the other clip pauses this one.
  const message = page.getByRole('group', { name: 'Mensaje principal' });
  await message.getByRole('button', { name: 'Reproducir' }).click();
  await expect(message.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeVisible();
  await message.getByRole('button', { name: 'Pausar' }).click();
  await expect(message.getByRole('button', { name: 'Reproducir' })).toBeVisible();
  // The seek slider works with the keyboard on the real file.
  const slider = message.getByRole('slider', { name: 'Posición de mensaje principal' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(message.getByTestId('current-time')).toHaveText('0:00');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(message.getByTestId('current-time')).toHaveText('0:02');
  await expect.poll(() => message.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeCloseTo(2, 1);
  await page.keyboard.press('End');
  await expect(message.getByTestId('current-time')).toHaveText(await message.getByTestId('total-time').innerText());
  // Played to its end, a clip is back to paused.
  await page.keyboard.press('ArrowLeft');
  await message.getByRole('button', { name: 'Reproducir' }).click();
  await expect
    .poll(() => message.locator('audio').evaluate((audio: HTMLAudioElement) => audio.ended), { timeout: 10_000 })
    .toBe(true);
  await expect(message.getByRole('button', { name: 'Reproducir' })).toBeVisible();

  // Step 1 already told us the name and the email.
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía');
  await expect(page.getByLabel('Apellidos')).toHaveValue('Martín García');
  await expect(page.getByLabel('Email de empresa')).toHaveValue('lucia@laespiga.es');
  await page.getByLabel('Teléfono').fill('+34 612 345 678');
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();

  // The test checkout standing in for the hosted payment link, with email and demo id passed on.
  await expect(page).toHaveURL(
    /^http:\/\/localhost:8787\/checkout\/prod_pyme\?prefilled_email=lucia%40laespiga\.es&client_reference_id=/,
  );
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('lucia@laespiga.es');
  await page.getByRole('button', { name: 'Pagar' }).click();

  await expect(page).toHaveURL(/\/onboarding\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('¡EstefanIA creada exitosamente!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a mi panel de control' })).toHaveAttribute(
    'href',
    'http://localhost:8787/panel/login',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('onboarding-data'))).toBeNull();

  await expect(page).toHaveURL('http://localhost:8787/panel/login', { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Panel de cliente' })).toBeVisible();
});

test('the plan button on /precios starts the onboarding with that plan', async ({ consented: page }) => {
  await page.goto('/precios');
  const link = page.locator('a[href^="/onboarding?product=prod_pyme"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/onboarding\?product=prod_pyme&plan=PYME/);
  await expect(page.getByLabel('Sitio web de tu empresa')).toBeVisible();
});

test.describe('accessibility', () => {
  // Contrast is a property of the settled page: measure it without mid-transition colours.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds nothing serious on step 1, with its validation messages shown', async ({ consented: page }) => {
    await page.goto('/onboarding?product=prod_pyme&plan=PYME');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Por favor ingrese un sitio web', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Sitio web de tu empresa')).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('axe finds nothing serious on step 3', async ({ consented: page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onboarding-data', value), JSON.stringify(draft));
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Saludo inicial' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('axe finds nothing serious on the success page while it waits for a retry', async ({ consented: page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onboarding-data', value), JSON.stringify(draft));
    await page.route('**/webhooks/create-account', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Error interno.' } } }),
    );
    await page.goto('/onboarding/success?session_id=cs_test_axe123456');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
