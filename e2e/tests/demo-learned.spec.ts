import type { Page } from '@playwright/test';
import { industries } from './site';
import { SAMPLE_SITE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

// Step 3 shows what the demo learned from the visitor's website, read by the real automation
// service (issue #17): the name, what the business does and its sector; and when the site cannot
// be read, says so in Spanish instead of describing the business.

async function demoFor(page: Page, website: string) {
  await page.goto('/onboarding?product=prod_pyme&plan=PYME');
  await page.getByLabel('Sitio web de tu empresa').fill(website);
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
  await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible({ timeout: 60_000 });
}

/** The value shown for a label of the facts list. */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test('shows the name, what the business does and its sector, from the page itself', async ({ consented: page }) => {
  test.setTimeout(90_000);
  await demoFor(page, SAMPLE_SITE_URL);
  await expect(fact(page, 'Empresa')).toHaveText('Panadería La Espiga');
  // What the demo says about the business, as the voice says it (#25): the page's description
  // («…en el centro de Valladolid desde 1987.») cut where the fifteen seconds end.
  await expect(fact(page, 'A qué se dedica')).toHaveText(
    'Pan de masa madre, bollería y tartas por encargo en el centro de Valladolid.',
  );
  await expect(fact(page, 'Sector')).toHaveText(
    industries.find((industry) => industry.slug === 'comercio-minorista')?.name ?? 'missing industry',
  );
  await expect(
    page.getByText('Por eso la demo termina ofreciendo lo que suelen pedir quienes llaman a un negocio como el tuyo.'),
  ).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('a JavaScript-only site: says it could not be read and the demo is generic, describing nothing', async ({
  consented: page,
}) => {
  test.setTimeout(90_000);
  await demoFor(page, `${SAMPLE_SITE_URL}solo-js`);
  const note = page.getByRole('note', { name: 'No hemos podido leer tu web' });
  await expect(note).toContainText('Por eso esta demo es genérica');
  await expect(fact(page, 'A qué se dedica')).toHaveText('Todavía no lo sabemos: no hemos podido leer tu web.');
  await expect(fact(page, 'Empresa')).not.toHaveText(/Vite|React/);
  // Still a demo to listen to.
  await expect(page.getByRole('group', { name: 'Saludo inicial' }).getByTestId('total-time')).not.toHaveText('0:00');
});
