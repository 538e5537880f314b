import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';

// The free trial end to end, against the local automation service standing in for the trial link.
// Each run uses its own e-mail and website (the service keeps its data between runs, and a trial is
// one per customer); the websites do not resolve, so each demo is the generic one named after the domain.

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const email = `lucia.${stamp}@panaderia-${stamp}.es`;

/** Every address the tab opened: nothing of a payment may be among them. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

async function trialUpToActivation(page: Page, website: string) {
  await page.goto('/precios');
  await page.getByRole('link', { name: 'Prueba gratis 25 minutos' }).click();
  await expect(page).toHaveURL(/\/onboarding\?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1$/);
  await expect(page.getByText('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta.')).toBeVisible();
  await page.getByLabel('Sitio web de tu empresa').fill(website);
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
  await page.getByLabel('Email de empresa').fill(email);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible({ timeout: 60_000 });

  // The terms are on the page before activating, and nothing asks for a card.
  const terms = page.getByRole('region', { name: 'Tu prueba gratuita' });
  await expect(terms).toContainText('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta.');
  await expect(terms).toContainText('tu cuenta pasa al plan Autónomo por 59 € al mes, salvo que la canceles antes.');
  await expect(page.getByText('No te pediremos ninguna tarjeta.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Email de empresa')).toHaveValue(email);
  await page.getByLabel('Teléfono').fill('+34 612 345 678');
  await page.getByRole('button', { name: 'Activar mi prueba' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8787\/trial\?prefilled_email=[^&]+&client_reference_id=/);
}

test('a free trial from "Prueba gratis 25 minutos" to the ready card with no payment step; a second one is refused', async ({
  consented: page,
}) => {
  test.setTimeout(150_000);
  const visited = visitedUrls(page);

  await trialUpToActivation(page, `panaderia-${stamp}.invalid`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activa tu prueba gratuita' })).toBeVisible();
  await expect(page.getByText('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel(/tarjeta/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Empezar mi prueba gratuita' }).click();

  await expect(page).toHaveURL(/\/onboarding\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Tu prueba gratuita de 25 minutos ya está activa.')).toBeVisible();
  await expect(page.getByText('¡EstefanIA creada exitosamente!')).toBeVisible();
  expect(visited.filter((url) => /\/checkout\/|Pagar|pago/i.test(url))).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('onboarding-data'))).toBeNull();

  // The same e-mail again, for another website: refused before anything starts, with a way to the plans.
  await trialUpToActivation(page, `otra-panaderia-${stamp}.invalid`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ya has usado tu prueba gratuita' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Ya se ha usado la prueba gratuita con este email o con esta web, y solo hay una por cliente. Puedes seguir con cualquiera de nuestros planes sin repetir la demo.',
  );
  await expect(page.getByRole('button', { name: 'Empezar mi prueba gratuita' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Ver los planes y precios' })).toHaveAttribute(
    'href',
    'http://localhost:5173/precios',
  );

  // Nothing is lost: back to the same demo and data, to choose a paid plan.
  await page.getByRole('link', { name: 'Elegir un plan con mi demo' }).click();
  await expect(page).toHaveURL('/onboarding?trial=0');
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible();
  await expect(page.getByLabel('Email de empresa')).toHaveValue(email);
  await expect(page.getByLabel('Teléfono')).toHaveValue('+34 612 345 678');
  await page.getByRole('group', { name: 'Elige tu plan' }).getByRole('radio', { name: /^PYME/ }).check();
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8787\/checkout\/prod_pyme\?/);
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
});

test('the trial onboarding is rendered on the server in trial mode and hydrates without console errors', async ({
  consented: page,
  request,
}) => {
  const path = '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1';
  expect(await (await request.get(path)).text()).toContain('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta.');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByText('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta.')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Por favor ingrese un sitio web', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds nothing serious on step 3 of a trial and on the trial page', async ({ consented: page }) => {
    test.setTimeout(90_000);
    const website = `axe-${stamp}.invalid`;
    await page.goto('/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1');
    await page.getByLabel('Sitio web de tu empresa').fill(website);
    await page.getByLabel('Nombre y apellidos').fill('Ana López');
    await page.getByLabel('Email de empresa').fill(`ana.${stamp}@axe-${stamp}.es`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('region', { name: 'Tu prueba gratuita' })).toBeVisible({ timeout: 60_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Teléfono').fill('+34 612 345 678');
    await page.getByRole('button', { name: 'Activar mi prueba' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activa tu prueba gratuita' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
