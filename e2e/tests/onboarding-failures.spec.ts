import type { Page } from '@playwright/test';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { expect, test } from './fixtures';

// Spec §8, each failure forced with route interception; nothing the visitor typed is lost.

async function submitStep1(page: Page) {
  await page.goto('/onboarding?product=prod_pyme&plan=PYME');
  await page.getByLabel('Sitio web de tu empresa').fill('laespiga.es');
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín');
  await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
  await page.getByRole('button', { name: 'Guardar' }).click();
}

async function expectStep1Kept(page: Page) {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.getByLabel('Sitio web de tu empresa')).toHaveValue('laespiga.es');
  await expect(page.getByLabel('Nombre y apellidos')).toHaveValue('Lucía Martín');
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled();
}

function withDraft(page: Page) {
  return page.addInitScript((value) => window.localStorage.setItem('onboarding-data', value), JSON.stringify(draft));
}

test('create-demo answering 500: "Error al guardar el sitio web."', async ({ consented: page }) => {
  const sent: unknown[] = [];
  await page.route('**/webhooks/create-demo', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Error interno.' } } });
  });
  await submitStep1(page);
  await expect(page.getByText('Error al guardar el sitio web.')).toBeVisible();
  await expectStep1Kept(page);
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveAccessibleDescription(
    'No hemos podido preparar la demo con esa web. Comprueba la dirección e inténtalo de nuevo.',
  );
  expect(sent).toEqual([
    { customer_website: 'https://laespiga.es', customer_language: 'es', product_id: 'prod_pyme', plan_name: 'PYME' },
  ]);
});

test('create-demo connection failing: "Error de red."', async ({ consented: page }) => {
  await page.route('**/webhooks/create-demo', (route) => route.abort('failed'));
  await submitStep1(page);
  await expect(page.getByText('Error de red.')).toBeVisible();
  await expectStep1Kept(page);
  await expect(page.getByText('No hemos podido conectar con nuestro servidor.', { exact: false })).toBeVisible();
});

test('create-account answering 500: "Error al procesar el pago", then Reintentar creates the account', async ({
  consented: page,
}) => {
  await withDraft(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const bodies: unknown[] = [];
  let calls = 0;
  await page.route('**/webhooks/create-account', (route) => {
    calls += 1;
    bodies.push(route.request().postDataJSON());
    return calls === 1
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Error interno.' } } })
      : route.fulfill({ status: 201, json: { ok: true } });
  });
  await page.goto('/onboarding/success?session_id=cs_test_e2e123456');
  await expect(page.getByText('Error al procesar el pago')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  expect(errors.some((text) => text.includes('Error al crear EstefanIA'))).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('onboarding-data'))).not.toBeNull();
  expect(bodies[0]).toMatchObject({
    email: draft.email,
    demo_id: draft.demoData.demo_id,
    stripe_session_id: 'cs_test_e2e123456',
  });

  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toBeVisible();
  await expect(page.getByText('¡EstefanIA creada exitosamente!')).toBeVisible();
  expect(calls).toBe(2);
  expect(bodies[1]).toEqual(bodies[0]);
});

test('success page without a draft: "Error: datos no encontrados" and no request', async ({ consented: page }) => {
  let calls = 0;
  await page.route('**/webhooks/create-account', (route) => {
    calls += 1;
    return route.abort();
  });
  await page.goto('/onboarding/success?session_id=cs_test_e2e123456');
  await expect(page.getByRole('heading', { name: 'Error: datos no encontrados' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a crear mi recepcionista' })).toBeVisible();
  expect(calls).toBe(0);
});

test('success page without a valid session id: a clear error and no request', async ({ consented: page }) => {
  await withDraft(page);
  let calls = 0;
  await page.route('**/webhooks/create-account', (route) => {
    calls += 1;
    return route.abort();
  });
  await page.goto('/onboarding/success?session_id=nada');
  await expect(page.getByRole('heading', { name: 'Error: falta la referencia del pago' })).toBeVisible();
  expect(calls).toBe(0);
});

test('step 3 without a plan: "Error: Plan no válido", then the plan can be picked in place', async ({ consented: page }) => {
  await page.addInitScript(
    (value) => window.localStorage.setItem('onboarding-data', value),
    JSON.stringify({ ...draft, productId: '', planName: '' }),
  );
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error: Plan no válido' })).toBeVisible();
  // Picking a plan right there lets the visitor go on to pay it.
  await page.getByRole('radio', { name: /^Autónomo/ }).check();
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8787\/checkout\/prod_autonomo\?prefilled_email=/);
});

test('step 3 without a plan links to the plans page', async ({ consented: page }) => {
  await page.addInitScript(
    (value) => window.localStorage.setItem('onboarding-data', value),
    JSON.stringify({ ...draft, productId: '', planName: '' }),
  );
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await page.getByRole('link', { name: 'Ver los planes' }).click();
  await expect(page).toHaveURL(/\/precios$/);
});
