import { expect, remotePorts, test } from './fixtures';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';

test('a toast published by a remote is shown once by the shell', async ({ consented: page }) => {
  await page.addInitScript((value) => window.localStorage.setItem('onboarding-data', value), JSON.stringify(draft));
  await page.goto('/onboarding');
  await expect(page.getByText('Clínica Martín')).toBeVisible();
  const toast = page.getByText('Puedes completar tu compra cuando estés listo');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  await expect(toast).toHaveCount(1);
});

test('the config store is one instance: a remotes.json override reaches a remote page', async ({ consented: page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...manifest, config: { phone: '611222333', packCheckoutLinks: { '100': 'https://pagos.example.es/pack-100' } } },
    });
  });
  await page.goto('/precios');
  // Set by the shell, read by the shell's header and by the pricing remote alike.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '611 22 23 33' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar 100 minutos' })).toHaveAttribute(
    'href',
    'https://pagos.example.es/pack-100',
  );
});

test('shared libraries are loaded once for shell and remotes', async ({ consented: page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/precios');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fromRemote = scripts.filter((url) => url.startsWith(`http://localhost:${remotePorts.pricing}/`));
  // React, ReactDOM and the router come from the shell, never from the remote's fallbacks.
  expect(fromRemote.filter((url) => /react-dom|react_mf_2_router|react__prebuild/.test(url))).toEqual([]);
});
