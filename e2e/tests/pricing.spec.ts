import { storedItems } from '@estefania/shared/contract';
import { annualPriceCents, extras, formatEuros, minutePacks, plans } from '@estefania/shared/catalogue';
import { defaultSiteConfig } from '@estefania/shared/config';
import { expect, seriousAxeViolations, test } from './fixtures';

test.describe('/precios', () => {
  test.beforeEach(async ({ consented: page }) => {
    await page.goto('/precios');
    await expect(page.getByRole('heading', { level: 1, name: 'Precios claros, sin sorpresas' })).toBeVisible();
  });

  test('sets its title and shows every pack with a checkout link in a new tab', async ({ consented: page }) => {
    await expect(page).toHaveTitle('Precios | EstefanIA');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Packs de minutos desde 29 €/);
    for (const pack of minutePacks) {
      const card = page.getByTestId(`pack-${pack.minutes}`);
      await expect(card).toContainText(formatEuros(pack.priceCents));
      const link = card.getByRole('link', { name: `Comprar ${pack.minutes} minutos` });
      await expect(link).toHaveAttribute('href', defaultSiteConfig.packCheckoutLinks[String(pack.minutes) as '50']);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('a plan button leads to /onboarding with the product id and plan name', async ({ consented: page }) => {
    await page.getByRole('group', { name: 'PYME' }).getByRole('link', { name: 'Elegir PYME' }).click();
    await expect(page).toHaveURL(/\/onboarding\?product=prod_pyme&plan=PYME$/);
  });

  test('the free-trial button starts the onboarding in trial mode, for the plan the trial turns into', async ({
    consented: page,
  }) => {
    await page.getByRole('link', { name: `Prueba gratis ${extras.trialMinutes} minutos` }).click();
    await expect(page).toHaveURL(/\/onboarding\?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1$/);
  });

  test('Autónomo keeps its accent in the query and Enterprise goes to the scheduling page', async ({ consented: page }) => {
    await expect(page.getByRole('link', { name: 'Elegir Autónomo' })).toHaveAttribute(
      'href',
      '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo',
    );
    const enterprise = page.getByRole('group', { name: 'Enterprise' }).getByRole('link', { name: /Hablar con ventas/ });
    await expect(enterprise).toHaveAttribute('href', defaultSiteConfig.schedulingUrl);
    await expect(enterprise).toHaveAttribute('target', '_blank');
  });

  test('the monthly/annual toggle updates every plan price, by mouse and keyboard', async ({ consented: page }) => {
    const paid = plans.filter((plan) => plan.monthlyPriceCents !== null);
    const price = (name: string) => page.getByRole('group', { name }).getByTestId('plan-price');
    for (const plan of paid) await expect(price(plan.name)).toHaveText(`${formatEuros(plan.monthlyPriceCents!)}/mes`);

    await page.locator('label').filter({ hasText: 'Anual' }).click();
    await expect(page.getByRole('radio', { name: /Anual/ })).toBeChecked();
    for (const plan of paid) {
      await expect(price(plan.name)).toHaveText(`${formatEuros(annualPriceCents(plan.monthlyPriceCents!))}/año`);
    }

    await page.getByRole('radio', { name: /Anual/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Mensual' })).toBeChecked();
    await expect(price('PYME')).toHaveText(`${formatEuros(13900)}/mes`);
  });

  test('the calculator explains bad input and recommends the cheapest option', async ({ consented: page }) => {
    const calls = page.getByLabel('Llamadas al mes');
    const minutes = page.getByLabel('Duración media por llamada (minutos)');
    await calls.fill('-4');
    await minutes.fill('');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByText('El número de llamadas no puede ser negativo.')).toBeVisible();
    await expect(page.getByText('Indica cuántos minutos dura de media una llamada.')).toBeVisible();
    await expect(calls).toBeFocused();

    await calls.fill('101');
    await minutes.fill('4');
    await minutes.press('Enter');
    const result = page.getByTestId('calculadora-resultado');
    await expect(result).toContainText('404 minutos al mes');
    const pyme = plans.find((plan) => plan.key === 'pyme')!;
    const subtotal = pyme.monthlyPriceCents! + extras.extraCallCents;
    await expect(result).toContainText(`Opción más barata: Plan PYME, ${formatEuros(subtotal)} sin IVA`);
    await expect(result).toContainText(formatEuros(subtotal + Math.round(subtotal * extras.vatRate)));
    await expect(page.getByText('El número de llamadas no puede ser negativo.')).toBeHidden();
  });

  test('the FAQ opens and closes from the keyboard', async ({ consented: page }) => {
    const summary = page.locator('summary', { hasText: '¿Cuánto cuesta una llamada extra?' });
    const answer = page.getByText(`${formatEuros(extras.extraCallCents)} por llamada, sea cual sea su duración.`);
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    expect(await page.locator('details').count()).toBeGreaterThanOrEqual(18);
  });

  test('an answer links to the calculator on the same page', async ({ consented: page }) => {
    await page.locator('summary', { hasText: '¿Cuánto cuesta una llamada extra?' }).click();
    await page.getByRole('link', { name: 'Ir a la calculadora' }).click();
    await expect(page).toHaveURL(/\/precios#calculadora$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Calcula cuánto te costaría' })).toBeInViewport();
  });

  test('the closing call to action scrolls back to the top and focuses the heading', async ({ consented: page }) => {
    const button = page.getByRole('button', { name: 'Elegir mi opción' });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('publishes the plans as schema.org Offers', async ({ consented: page }) => {
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceCurrency: string }[] },
    );
    const data = blocks.find((block) => block['@type'] === 'SoftwareApplication');
    expect(data?.offers?.map((offer) => `${offer.price} ${offer.priceCurrency}`)).toEqual([
      ...plans
        .filter((plan) => plan.monthlyPriceCents !== null)
        .map((plan) => `${(plan.monthlyPriceCents! / 100).toFixed(2)} EUR`),
      ...minutePacks.map((pack) => `${(pack.priceCents / 100).toFixed(2)} EUR`),
    ]);
  });
});

test.describe('legal pages', () => {
  for (const [path, title] of [
    ['/privacy', 'Política de Privacidad'],
    ['/legal', 'Términos de servicio'],
    ['/cookies', 'Política de cookies'],
    ['/dpa', 'Acuerdo de tratamiento de datos (DPA)'],
  ] as const) {
    test(`${path} sets its own title and its table of contents points at real sections`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | EstefanIA`);
      const links = page.getByRole('navigation', { name: 'Índice' }).getByRole('link');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const href of hrefs) await expect(page.locator(href)).toHaveCount(1);
    });
  }

  test('a table of contents link jumps to its section', async ({ consented: page }) => {
    await page.goto('/legal');
    await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: 'Limitación de responsabilidad' }).click();
    await expect(page).toHaveURL(/\/legal#responsabilidad$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Limitación de responsabilidad' })).toBeInViewport();
    await expect(page.getByText('12 meses anteriores')).toBeVisible();
  });

  test('the site stores nothing the cookie policy does not list', async ({ page }) => {
    for (const path of ['/', '/precios', '/cookies', '/legal']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('dialog', { name: 'Tu privacidad, tu decisión' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.goto('/precios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).toEqual([storedItems.consentCookie.name]);
    const listed: string[] = Object.values(storedItems).map((item) => item.name);
    const stored = () => page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    // Analytics accepted: measurement starts once the page is idle, and its visit id is on the list.
    await expect.poll(stored).toContain(storedItems.measurementVisit.name);
    expect((await stored()).filter((key) => !listed.includes(key))).toEqual([]);
  });

  test('the cookie policy lists the real cookie and opens the preferences panel', async ({ consented: page }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('table', { name: 'Cookies de esta web' })).toContainText('cc_cookie');
    const local = page.getByRole('table', { name: 'Datos en el almacenamiento local' });
    await expect(local).toContainText(storedItems.onboardingDraft.name);
    await expect(local).toContainText(storedItems.measurementVisit.name);
    await page.waitForFunction(() => typeof (window as { showCookiePreferences?: unknown }).showCookiePreferences === 'function');
    await page.getByRole('main').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferencias de cookies' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/precios', '/privacy', '/legal', '/cookies', '/dpa']) {
    test(`${path} never scrolls sideways`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test('the calculator shows the amounts of each option without scrolling the table', async ({ consented: page }) => {
    await page.goto('/precios');
    const table = page.getByRole('table', { name: 'Coste mensual de cada opción' });
    // The first estimate is for 60 calls a month.
    const autonomo = plans.find((plan) => plan.key === 'autonomo')!;
    const subtotal = autonomo.monthlyPriceCents! + (60 - autonomo.callLimit!) * extras.extraCallCents;
    const amount = table.getByRole('row', { name: /Plan Autónomo/ }).getByRole('cell', { name: formatEuros(subtotal) });
    // Scroll the page only: the table's own scroller stays where a visitor finds it.
    await table.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
    await expect(amount).toBeInViewport({ ratio: 1 });
  });

  test('the cookie table reads as labelled lines, nothing cut off at the edge', async ({ consented: page }) => {
    await page.goto('/cookies');
    const table = page.getByRole('table', { name: 'Cookies de esta web' });
    const duration = table.getByRole('cell', { name: /182 días/ });
    await table.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
    await expect(duration).toBeInViewport({ ratio: 1 });
  });
});

test.describe('accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const path of ['/precios', '/privacy', '/legal', '/cookies', '/dpa']) {
    test(`axe finds nothing serious on ${path}`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('axe finds nothing serious on /precios with the annual prices, a calculator error and an open answer', async ({
    consented: page,
  }) => {
    await page.goto('/precios');
    await page.locator('label').filter({ hasText: 'Anual' }).click();
    await page.getByLabel('Llamadas al mes').fill('abc');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await page.locator('summary').first().click();
    await expect(page.getByText('Escribe el número de llamadas en cifras, por ejemplo 120.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
