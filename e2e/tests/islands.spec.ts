import type { Page, Request } from '@playwright/test';
import { annualPriceCents, formatEuros, plans } from '@estefania/shared/catalogue';
import { expect, expectIslandLive, test } from './fixtures';

// Pages are server HTML; only their interactive parts (islands) have code, and each comes alive on
// its own. These tests act before that code has arrived — a visitor on a slow phone who taps at
// once — and expect the same result as after it: the tap is kept and replayed, typed text is kept,
// a form sent early is sent through the live form.

/** The site's code (the federated entry the page script loads on demand). */
const SITE_CODE = /\/assets\/mf-entry-bootstrap-[^/]+\.js$/;

/**
 * Holds the site's code back until `release()`: the page is as the server sent it, with only its
 * page script running. Resolves `requested` when an island asks for the code.
 */
async function holdSiteCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(SITE_CODE, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: asked };
}

function scriptsOf(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return scripts;
}

test.describe('a content page before anyone touches it', () => {
  // Each page and how many of its parts are islands (the header and footer are HTML: an industry page has none).
  for (const [path, parts] of [
    ['/', 3],
    ['/precios', 3],
    ['/industrias/dentistas', 0],
    ['/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes', 1],
  ] as const) {
    test(`${path} runs only its page script: no React, no federation runtime, no remote code`, async ({ consented: page }) => {
      const scripts = scriptsOf(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const urls = scripts.map((request) => new URL(request.url()).pathname);
      expect(urls.some((url) => /\/assets\/page-[^/]+\.js$/.test(url))).toBe(true);
      // The islands' code may be fetched by now (island-code.spec.ts), but none of it has run: no
      // script element loads the site's code, and the federation runtime is not there.
      const running = await page
        .locator('script[src]')
        .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
      expect(running.filter((src) => SITE_CODE.test(new URL(src).pathname) || /remoteEntry|react|loadShare/.test(src))).toEqual(
        [],
      );
      expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
      // Every interactive part is there as server HTML, waiting.
      await expect(page.locator('estefania-island')).toHaveCount(parts);
      await expect(page.locator('estefania-island[data-hydrated]')).toHaveCount(0);
    });
  }
});

test("islands come alive against the server's styles: none moved, none inserted again", async ({ consented: page }) => {
  // Moving the server's <style> restyles the whole page (Emotion's cache would, when the site's code
  // starts): it stays where the server put it, and no rule of it is inserted a second time.
  await page.goto('/precios');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const moved: string[] = [];
    new MutationObserver((records) => {
      for (const record of records)
        record.removedNodes.forEach((node) => {
          if (node instanceof HTMLStyleElement) moved.push(node.outerHTML.slice(0, 80));
        });
    }).observe(document.documentElement, { childList: true, subtree: true });
    (window as unknown as { movedStyles: string[] }).movedStyles = moved;
  });
  const served = page.locator('head style[data-estilos-servidor]');
  await expect(served).toHaveCount(1);
  await page.mouse.move(200, 300);
  await page.getByRole('button', { name: 'Calcular' }).scrollIntoViewIfNeeded();
  await expectIslandLive(page, 'pricing/Plans');
  await expectIslandLive(page, 'pricing/CostCalculator');
  expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual([]);
  const twice = await page.evaluate(() => {
    const rules = (style: HTMLStyleElement) => Array.from(style.sheet?.cssRules ?? [], (rule: CSSRule) => rule.cssText);
    const server = new Set(rules(document.querySelector<HTMLStyleElement>('style[data-estilos-servidor]')!));
    return Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'), rules)
      .flat()
      .filter((rule) => server.has(rule));
  });
  expect(twice).toEqual([]);
});

test.describe('tapped before its code has arrived', () => {
  test('the annual toggle switches every price', async ({ consented: page }) => {
    const code = await holdSiteCode(page);
    await page.goto('/precios');
    await page.locator('label').filter({ hasText: 'Anual' }).click();
    await code.requested;
    code.release();
    await expectIslandLive(page, 'pricing/Plans');
    const price = (name: string) => page.getByRole('group', { name }).getByTestId('plan-price');
    for (const plan of plans.filter((candidate) => candidate.monthlyPriceCents !== null))
      await expect(price(plan.name)).toHaveText(`${formatEuros(annualPriceCents(plan.monthlyPriceCents!))}/año`);
  });

  test('the calculator keeps what was typed and answers the press of its button', async ({ consented: page }) => {
    const code = await holdSiteCode(page);
    await page.goto('/precios');
    await page.getByLabel('Llamadas al mes').fill('101');
    await page.getByLabel('Duración media por llamada (minutos)').fill('4');
    await page.getByRole('button', { name: 'Calcular' }).click();
    code.release();
    await expect(page.getByTestId('calculadora-resultado')).toContainText('404 minutos al mes');
  });

  test('the closing call to action goes back to the top and focuses the heading', async ({ consented: page }) => {
    const code = await holdSiteCode(page);
    await page.goto('/precios');
    const button = page.getByRole('button', { name: 'Elegir mi opción' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    code.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the comparison switches to the traditional secretary', async ({ consented: page }) => {
    const code = await holdSiteCode(page);
    await page.goto('/');
    const section = page.getByRole('region', { name: /^Comparemos\.\.\./ });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Secretaria virtual tradicional' }).click();
    code.release();
    await expect(section.getByText('Secretaria virtual tradicional: 4 de 8 funciones')).toBeVisible();
  });

  test('a sample call starts playing', async ({ consented: page }) => {
    const code = await holdSiteCode(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Reproducir la llamada: Cita en la peluquería' }).click();
    code.release();
    await expect(main.getByRole('button', { name: 'Pausar la llamada: Cita en la peluquería' })).toBeVisible();
  });

  test('the readiness checklist counts the boxes ticked before', async ({ consented: page }) => {
    const code = await holdSiteCode(page);
    await page.goto('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes');
    const boxes = page.getByRole('region', { name: '¿Está tu negocio preparado para la IA?' }).getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(6).check();
    await boxes.nth(10).check();
    code.release();
    await expectIslandLive(page, 'marketing/ReadinessChecklist');
    await expect(page.getByText('¡Tu negocio está listo para la IA!', { exact: false })).toBeVisible();
  });

  test('the desktop menu opens its list of solutions with none of the site code', async ({ consented: page }) => {
    await holdSiteCode(page); // never released
    await page.goto('/industrias/dentistas');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Soluciones' }).click();
    await expect(page.getByRole('link', { name: /Recepcionista IA/ }).first()).toBeVisible();
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  });

  test('the mobile menu opens as a dialog with none of the site code', async ({ consented: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await holdSiteCode(page); // never released
    await page.goto('/industrias/dentistas');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  });

  test('the newsletter keeps the address typed, and a send before the code arrives goes through the live form', async ({
    consented: page,
  }) => {
    const code = await holdSiteCode(page);
    await page.goto('/recursos/blog');
    const email = page.getByRole('textbox', { name: 'Tu email' });
    await email.fill(`antes-${test.info().workerIndex}-${Date.now()}@example.es`);
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    code.release();
    await expect(page.getByText('¡Suscripción confirmada!')).toBeVisible();
    await expect(page).toHaveURL('/recursos/blog');
    await expect(email).toHaveValue('');
  });

  test('the onboarding flow keeps what was typed and the send pressed before its code arrived, and shows the send waiting', async ({
    consented: page,
  }) => {
    const code = await holdSiteCode(page);
    await page.goto('/onboarding?product=prod_pyme&plan=PYME');
    await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
    await page.getByLabel('Email de empresa').fill('lucia@tuempresa.es');
    await page.getByLabel('Sitio web de tu empresa').fill('ftp://tuempresa.es');
    // Every field filled: the island's own checks decide, so the send waits for them.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);
    code.release();
    // Sent through the live form: its own check, on the same page (no plain post).
    await expect(
      page.getByText('Por favor ingrese un sitio web válido, por ejemplo tuempresa.es', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\?product=prod_pyme/);
    await expect(page.getByLabel('Nombre y apellidos')).toHaveValue('Lucía Martín García');
  });

  test('the onboarding answers a send with empty fields at once, before its code, and keeps the answer when the code comes', async ({
    consented: page,
  }) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (/no coincide con el HTML del servidor|Hydration|hydrat/i.test(message.text())) mismatches.push(message.text());
    });
    const code = await holdSiteCode(page);
    await page.goto('/onboarding?product=prod_pyme&plan=PYME');
    const website = page.getByLabel('Sitio web de tu empresa');
    const email = page.getByLabel('Email de empresa');
    await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await code.requested;
    // The code is held: this is the page script answering, with the island's own words.
    await expect(page.getByText('Por favor ingrese un sitio web', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor ingrese su email de empresa', { exact: true })).toBeVisible();
    await expect(website).toBeFocused();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nombre y apellidos')).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('estefania-island[data-hydrated]')).toHaveCount(0);

    await website.fill('ftp://tuempresa.es');
    code.release();
    await expectIslandLive(page, 'onboarding/OnboardingFlow');
    // Live: the field typed into lost its message, as it does on a live form; the other kept it.
    await expect(page.getByText('Por favor ingrese un sitio web', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Por favor ingrese su email de empresa', { exact: true })).toBeVisible();
    await expect(website).toHaveValue('ftp://tuempresa.es');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Por favor ingrese un sitio web válido, por ejemplo tuempresa.es', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Por favor ingrese su email de empresa', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\?product=prod_pyme/);
    // React took over the very markup the page script had changed.
    expect(mismatches).toEqual([]);
  });

  test('the cookie button opens the preferences without the site code at all', async ({ page }) => {
    await holdSiteCode(page); // never released
    await page.goto('/precios');
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferencias de cookies' })).toBeVisible();
  });
});

test("the footer's compliance badges show their detail on hover and on keyboard focus, with no code of their own", async ({
  consented: page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/industrias/dentistas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // HTML and CSS: the page has no island, so nothing names or fetches the site's code for them.
  await expect(page.locator('estefania-island')).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  const gdpr = footer.getByRole('img', { name: 'Cumple el RGPD (GDPR)' });
  await gdpr.hover();
  const detail = page.getByRole('tooltip', { name: 'Datos alojados en servidores de la UE' });
  await expect(detail).toBeVisible();
  await expect(gdpr).toHaveAccessibleDescription('Datos alojados en servidores de la UE');
  // Hoverable (WCAG 1.4.13): the pointer moves onto the detail and it stays; Escape hides it there.
  await detail.hover();
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // The keyboard: from the first badge to the third, whose detail shows.
  await page.mouse.move(0, 0);
  await gdpr.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(footer.getByRole('img', { name: 'Controles SOC 2' })).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Seguridad, disponibilidad y confidencialidad' })).toBeVisible();
  await expect(detail).toBeHidden();
  // The site's code never came: no federation runtime, no React, no remote's file; the page script's own only.
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  const origin = new URL(page.url()).origin;
  expect(scripts.map((request) => request.url()).filter((url) => !url.startsWith(`${origin}/assets/`))).toEqual([]);
});

test('the header phone’s tooltip shows on hover and hides on Escape, with no code either', async ({ consented: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/industrias/dentistas');
  const phone = page.getByRole('banner').getByRole('link', { name: '919 93 17 48' });
  await phone.hover();
  const tip = page.getByRole('tooltip', { name: 'Llámanos y habla con EstefanIA' });
  await expect(tip).toBeVisible();
  await expect(phone).toHaveAccessibleDescription('Llámanos y habla con EstefanIA');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  // It comes back when the pointer comes back.
  await page.mouse.move(0, 400);
  await phone.hover();
  await expect(tip).toBeVisible();
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
});
