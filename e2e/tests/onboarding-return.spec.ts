import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { expect, seriousAxeViolations, test } from './fixtures';

// Coming back from the hosted payment page with the Back button: the demo and the contact data are
// still there (spec §4 resume), and the visitor can go on to pay.

test('Back from the payment page resumes step 3 with everything typed, and paying still works', async ({ consented: page }) => {
  await page.route('**/webhooks/create-demo', (route) => route.fulfill({ status: 200, json: draft.demoData }));
  await page.goto('/onboarding?product=prod_pyme&plan=PYME');
  await page.getByLabel('Sitio web de tu empresa').fill('clinicamartin.es');
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín');
  await page.getByLabel('Email de empresa').fill('lucia@clinicamartin.es');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible();
  await page.getByLabel('Teléfono').fill('+34 612 345 678');
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8787\/checkout\/prod_pyme\?/);

  await page.goBack();
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible();
  await expect(page.getByText('Puedes completar tu compra cuando estés listo')).toBeVisible();
  await expect(page.getByText('Clínica Martín', { exact: true })).toBeVisible();
  await expect(page.getByText('PYME', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía');
  await expect(page.getByLabel('Apellidos')).toHaveValue('Martín');
  await expect(page.getByLabel('Teléfono')).toHaveValue('+34 612 345 678');
  await expect(page.getByLabel('Email de empresa')).toHaveValue('lucia@clinicamartin.es');

  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8787\/checkout\/prod_pyme\?prefilled_email=lucia%40clinicamartin\.es&/);
});

test.describe('accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the demo overlay is a named modal that holds the focus, and axe finds nothing serious', async ({ consented: page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/webhooks/create-demo', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Error interno.' } } });
    });
    await page.goto('/onboarding?product=prod_pyme&plan=PYME');
    await page.getByLabel('Sitio web de tu empresa').fill('laespiga.es');
    await page.getByLabel('Nombre y apellidos').fill('Lucía Martín');
    await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const overlay = page.getByRole('dialog', { name: 'Creando tu EstefanIA...' });
    await expect(overlay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(overlay).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    release();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeFocused();
  });

  test('axe finds nothing serious on step 3 with the plan choice and "Error: Plan no válido"', async ({ consented: page }) => {
    await page.addInitScript(
      (value) => window.localStorage.setItem('onboarding-data', value),
      JSON.stringify({ ...draft, productId: '', planName: '' }),
    );
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Plan no válido' })).toBeFocused();
    await expect(page.getByRole('group', { name: 'Elige tu plan' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
