import type { Page } from '@playwright/test';
import { expect, remotePorts, seriousAxeViolations, shellUrl, test } from './fixtures';

const notFound = 'Industria no encontrada';
/** The free trial starts as the onboarding of the plan it turns into (Autónomo, default config). */
const trialPath = '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1';

async function breadcrumbJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map(
      (text) => JSON.parse(text) as { '@type': string; itemListElement: Array<{ position: number; name: string; item: string }> },
    )
    .filter((data) => data['@type'] === 'BreadcrumbList');
}

test('the index lists all 32 industries and every link opens its own page', async ({ consented: page }) => {
  test.setTimeout(120_000);
  await page.goto('/industrias');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Una recepcionista IA que entiende tu sector');
  const links = page.getByRole('main').getByRole('link', { name: /^Más información sobre / });
  await expect(links).toHaveCount(32);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(new Set(hrefs).size).toBe(32);
  for (const href of hrefs) expect(href).toMatch(/^\/industrias\/[a-z-]+$/);

  const titles = new Set<string>();
  for (const href of hrefs) {
    await page.locator(`main a[href="${href}"]`).click();
    await expect(page).toHaveURL(href);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Recepcionista IA para /);
    titles.add((await heading.textContent()) ?? '');
    await expect(page.getByRole('link', { name: 'Prueba gratis 25 minutos' }).first()).toHaveAttribute('href', trialPath);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Una recepcionista IA que entiende tu sector');
  }
  expect(titles.size).toBe(32);
});

const samples: Array<[string, string, string]> = [
  ['dentistas', 'Recepcionista IA para clínicas dentales', 'tu clínica dental'],
  ['restaurantes', 'Recepcionista IA para restaurantes', 'tu restaurante'],
  ['cerrajeros', 'Recepcionista IA para cerrajeros', 'tu cerrajería'],
  ['pequenas-empresas', 'Recepcionista IA para pequeñas empresas', 'tu pequeña empresa'],
];

for (const [slug, title, audience] of samples) {
  test(`/industrias/${slug} shows its content and its calls to action lead on`, async ({ consented: page }) => {
    await page.goto(`/industrias/${slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} | EstefanIA`);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(80);
    await expect(main.getByRole('heading', { level: 2, name: `Cómo te ayuda EstefanIA en ${audience}` })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Desvía tus llamadas' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '/precios');
    await expect(main.getByRole('link', { name: 'Elige tu plan' })).toHaveAttribute('href', '/precios');
    await expect(main.getByRole('link', { name: 'Solicita una demo' })).toHaveAttribute('href', '/demo');

    const trials = main.getByRole('link', { name: 'Prueba gratis 25 minutos' });
    // In the hero and in the closing banner, both to the trial.
    await expect(trials).toHaveCount(2);
    await expect(trials.last()).toHaveAttribute('href', trialPath);
    await trials.first().click();
    await expect(page).toHaveURL(trialPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea tu recepcionista con IA');
    await page.goBack();
    await main.getByRole('link', { name: 'Elige tu plan' }).click();
    await expect(page).toHaveURL('/precios');
    await page.goBack();
    await main.getByRole('link', { name: 'Solicita una demo' }).click();
    await expect(page).toHaveURL('/demo');
  });
}

const specialPages: Array<[string, string, RegExp]> = [
  ['emergencias-hogar', 'Una guardia que no se duerme', /cocina inundada/],
  ['bufetes-abogados', 'La primera llamada de un cliente importa', /Abogada en su despacho/],
];

for (const [slug, heading, alt] of specialPages) {
  test(`/industrias/${slug} shows its own picture and extra text`, async ({ consented: page }) => {
    await page.goto(`/industrias/${slug}`);
    const section = page.getByRole('region', { name: heading });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(section.getByRole('paragraph')).toHaveCount(2);
    const image = section.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '600');
    // Served by the remote itself (no hotlinking) and actually decoded.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`^http://localhost:${remotePorts.industries}/assets/${slug}-[^/]+\\.(svg|webp)$`),
    );
  });
}

test('an ordinary industry page has no picture section', async ({ consented: page }) => {
  await page.goto('/industrias/seguros');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recepcionista IA para corredurías y agencias de seguros');
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
});

test('an unknown industry says so, shows the slug only as text and leads back to the index', async ({ consented: page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/industrias/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
  await expect(page.getByText('La industria solicitada no existe.')).toBeVisible();
  await expect(page).toHaveTitle(`${notFound} | EstefanIA`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
  expect(await breadcrumbJsonLd(page)).toEqual([]);
  await page.getByRole('link', { name: 'Ver todas las industrias' }).click();
  await expect(page).toHaveURL('/industrias');
  await expect(page.getByRole('main').getByRole('link', { name: /^Más información sobre / })).toHaveCount(32);
  expect(dialogs).toEqual([]);
});

test('the index and the detail pages publish their breadcrumb trail', async ({ consented: page }) => {
  await page.goto('/industrias');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let lists = await breadcrumbJsonLd(page);
  expect(lists).toHaveLength(1);
  expect(lists[0]!.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${shellUrl}/` },
    { '@type': 'ListItem', position: 2, name: 'Industrias', item: `${shellUrl}/industrias` },
  ]);

  await page.getByRole('link', { name: 'Más información sobre Veterinarios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recepcionista IA para veterinarios');
  lists = await breadcrumbJsonLd(page);
  expect(lists).toHaveLength(1);
  expect(lists[0]!.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
    [1, 'Inicio', `${shellUrl}/`],
    [2, 'Industrias', `${shellUrl}/industrias`],
    [3, 'Veterinarios', `${shellUrl}/industrias/veterinarios`],
  ]);
  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await trail.getByRole('link', { name: 'Industrias' }).click();
  await expect(page).toHaveURL('/industrias');
});

test.describe('accessibility', () => {
  // Contrast is a property of the settled page: measure it without mid-transition colours.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const path of [
    '/industrias',
    '/industrias/bufetes-abogados',
    '/industrias/emergencias-hogar',
    '/industrias/restaurantes',
    '/industrias/no-existe',
  ]) {
    test(`axe finds nothing serious on ${path}`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, contextOptions: { reducedMotion: 'reduce' } });

  for (const path of ['/industrias', '/industrias/emergencias-hogar', '/industrias/bufetes-abogados']) {
    test(`${path} fits the screen and axe finds nothing serious`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the free trial is reachable with the keyboard alone', async ({ consented: page }) => {
    await page.goto('/industrias/fontaneria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recepcionista IA para fontanería');
    const trial = page.getByRole('main').getByRole('link', { name: 'Prueba gratis 25 minutos' }).first();
    // Tab from the top of the page until the trial link has the focus, then follow it with Enter.
    for (let presses = 0; presses < 40; presses += 1) {
      if (await trial.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(trial).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(trialPath);
  });
});
