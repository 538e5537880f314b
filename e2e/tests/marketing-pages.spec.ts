import { expect, seriousAxeViolations, test } from './fixtures';

// Every route of the marketing remote, checked the same way: its own title and description, one h1, sized images,
// nothing wider than a phone, and axe clean on a phone too.
const ROUTES = [
  '/',
  '/soluciones',
  '/soluciones/recepcionista-ia',
  '/soluciones/servicio-respuesta-after-hours',
  '/soluciones/servicio-gestion-llamadas',
  '/recursos/blog',
  '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
  '/recursos/aeo-guia-seo-llms',
  '/demo',
  '/gracias',
];

test('each marketing page has its own title and meta description, one h1 and images with alt text and a size', async ({
  consented: page,
}) => {
  // Ten pages in one test, so the titles and descriptions can be compared: about 3 s each on CI's slower machine.
  test.setTimeout(90_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of ROUTES) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, path).toBeGreaterThan(40);
    const title = await page.title();
    expect(title, path).toMatch(/EstefanIA/);
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(descriptions.get(description), `${path} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);

    // The home sections arrive right after the hero: wait for them before counting images.
    if (path === '/') await expect(main.getByRole('heading', { level: 2, name: /^Comparemos/ })).toBeAttached();
    for (const image of await main.locator('img').all()) {
      const html = await image.evaluate((img) => img.outerHTML.slice(0, 120));
      expect(await image.getAttribute('alt'), html).toBeTruthy();
      expect(await image.getAttribute('width'), html).toMatch(/^\d+$/);
      expect(await image.getAttribute('height'), html).toMatch(/^\d+$/);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, contextOptions: { reducedMotion: 'reduce' } });

  for (const path of ROUTES) {
    test(`${path} fits a 390 px screen and axe finds nothing serious`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') {
        await expect(page.getByRole('heading', { level: 2, name: /^Comparemos/ })).toBeAttached();
      }
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test('each solution page has three benefit cards and three problems; after-hours and call management add four benefits', async ({
  consented: page,
}) => {
  const pages = [
    { path: '/soluciones/recepcionista-ia', benefits: 'Lo que gana tu negocio con una recepcionista IA', more: null },
    {
      path: '/soluciones/servicio-respuesta-after-hours',
      benefits: 'Tranquilidad cuando bajas la persiana',
      more: 'Cuatro motivos más para no apagar el teléfono',
    },
    {
      path: '/soluciones/servicio-gestion-llamadas',
      benefits: 'Cada llamada, en las manos adecuadas',
      more: 'Cuatro ventajas para tu equipo',
    },
  ];
  for (const { path, benefits, more } of pages) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: benefits }).getByRole('listitem')).toHaveCount(3);
    await expect(
      main.getByRole('region', { name: 'Por qué las alternativas anticuadas te frenan' }).getByRole('listitem'),
    ).toHaveCount(3);
    if (more) await expect(main.getByRole('region', { name: more }).getByRole('listitem')).toHaveCount(4);
    else await expect(main.getByRole('heading', { level: 2, name: /^Cuatro/ })).toHaveCount(0);
  }
});

test.describe('the article on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cost comparison fits the screen; the wide sector table scrolls in its own box under a readable title', async ({
    consented: page,
  }) => {
    await page.goto('/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes');
    const fits = async (name: RegExp) => {
      const box = page.getByRole('region', { name });
      await box.scrollIntoViewIfNeeded();
      return box.evaluate((element) => element.scrollWidth <= element.clientWidth);
    };
    expect(await fits(/recepcionista tradicional frente a recepcionista con IA/)).toBe(true);
    const comparison = page.getByRole('table', { name: /recepcionista tradicional frente a recepcionista con IA/ });
    await expect(comparison.getByRole('columnheader', { name: 'Con IA (plan PYME)' })).toBeInViewport({
      ratio: 1,
    });

    const sectorTitle = page.getByText('Coste mensual y retorno estimado de una recepcionista con IA por sector', {
      exact: true,
    });
    await sectorTitle.scrollIntoViewIfNeeded();
    await expect(sectorTitle).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Desliza la tabla hacia un lado para ver todas las columnas.')).toBeVisible();
    expect(await fits(/retorno estimado de una recepcionista con IA por sector/)).toBe(false);
  });
});

test.describe('desktop accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds nothing serious on /soluciones/recepcionista-ia', async ({ consented: page }) => {
    await page.goto('/soluciones/recepcionista-ia');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('with the keyboard only', () => {
  test('a sample call plays and pauses with Space, and the comparison switches with Enter', async ({ consented: page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const play = main.getByRole('button', { name: 'Reproducir la llamada: Cita en la peluquería' });
    await play.focus();
    await page.keyboard.press('Space');
    const transcript = main.getByRole('log', { name: 'Transcripción de la llamada: Cita en la peluquería' });
    await expect(transcript).toContainText('Peluquería Nerea, dime.');
    const pause = main.getByRole('button', { name: 'Pausar la llamada: Cita en la peluquería' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Space');
    await expect(play).toBeFocused();

    const traditional = main.getByRole('button', { name: 'Secretaria virtual tradicional' });
    await traditional.focus();
    await page.keyboard.press('Enter');
    await expect(traditional).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByText('Secretaria virtual tradicional: 4 de 8 funciones')).toBeVisible();
  });

  test('the demo form takes you to the field to fix, and refuses a phone that is too short', async ({ consented: page }) => {
    await page.goto('/demo');
    const firstName = page.getByLabel('Nombre', { exact: true });
    await firstName.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Por favor, completa todos los campos obligatorios.')).toBeVisible();
    await expect(firstName).toBeFocused();

    await page.keyboard.type('Lucía');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Martín García');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Clínica Dental Martín');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lucia@example.es');
    await page.keyboard.press('Tab');
    const phone = page.getByLabel('Teléfono', { exact: true });
    await expect(phone).toBeFocused();
    await page.keyboard.type('612 34');
    await page.keyboard.press('Enter');
    const consent = page.getByRole('checkbox', { name: /LOPDGDD/ });
    await expect(page.getByText('Debes autorizar el contacto para continuar.')).toBeVisible();
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();

    let posts = 0;
    await page.route('**/webhooks/demo-request', async (route) => {
      if (route.request().method() === 'POST') posts += 1;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Hablar con EstefanIA' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Revisa el teléfono: escribe un número de al menos 9 cifras/)).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('612 34');
    expect(posts).toBe(0);
  });
});
