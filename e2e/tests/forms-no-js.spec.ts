import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { SAMPLE_SITE_URL } from '../playwright.config';
import { expect, seriousAxeViolations } from './fixtures';

// The four forms that send personal data, sent as plain HTML forms: with JavaScript off, and with
// it on but before the page has hydrated (its scripts blocked). The shell server answers them
// (/formularios/<name>): the lead reaches the real automation service, the confirmation is a
// Spanish page, and no URL the browser requests ever carries what the visitor typed.
// The plain Playwright test: the shared fixture waits for hydration, which never comes here.
const test = base;
const AUTOMATION = 'http://localhost:8787';

// start.mjs starts the automation service next to the shell without waiting for it: these tests
// need it from their first post.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(`${AUTOMATION}/health`).catch(() => null))?.ok() ?? false, { timeout: 30_000 })
    .toBe(true);
});

/** Every URL the page requests or navigates to, redirects included. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    for (let previous = request.redirectedFrom(); previous; previous = previous.redirectedFrom()) urls.push(previous.url());
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** None of the URLs holds any of the values, as typed or URL-encoded (+ or %20 for spaces). */
function expectNoPersonalData(urls: readonly string[], values: readonly string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const readable = decodeURIComponent(url.replace(/\+/g, ' ')).toLowerCase();
    for (const value of values) expect(readable, `${url} carries «${value}»`).not.toContain(value.toLowerCase());
  }
}

/** The service already holds this lead: the same sign-up again is answered as a duplicate. */
async function expectStored(request: APIRequestContext, kind: string, lead: Record<string, unknown>) {
  const response = await request.post(`${AUTOMATION}/webhooks/${kind}`, { data: { ...lead, consent: true } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, duplicate: true });
}

const unique = (prefix: string) => `${prefix}-${test.info().workerIndex}-${Date.now()}@example.es`;

const person = { firstName: 'Lucía', surname: 'Martín García', businessName: 'Clínica Dental Martín', phone: '+34 612 345 678' };

async function fillDemoForm(page: Page, email: string) {
  await page.getByLabel('Nombre', { exact: true }).fill(person.firstName);
  await page.getByLabel('Apellidos', { exact: true }).fill(person.surname);
  await page.getByLabel('Nombre de tu negocio', { exact: true }).fill(person.businessName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Teléfono', { exact: true }).fill(person.phone);
}

const personalValues = (email: string) => [email, person.firstName, person.surname, 'Clínica Dental', '612 345 678', '612345678'];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the demo form stores the lead and confirms in Spanish', async ({ page, request }) => {
    const urls = recordUrls(page);
    const email = unique('sinjs-demo');
    await page.goto('/demo');
    await fillDemoForm(page, email);
    await page.getByRole('checkbox', { name: /LOPDGDD/ }).check();
    await page.getByRole('button', { name: 'Hablar con EstefanIA' }).click();
    await expect(page).toHaveURL('/formularios/demo/enviado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Solicitud enviada!');
    await expect(page.getByText('EstefanIA te contactará pronto en el número proporcionado.')).toBeVisible();
    await expectStored(request, 'demo-request', { ...person, email });
    expectNoPersonalData(urls, personalValues(email));
  });

  test('an incomplete demo form comes back with the spec messages by the fields and the input kept', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/demo');
    await page.getByLabel('Nombre', { exact: true }).fill(person.firstName);
    await page.getByLabel('Teléfono', { exact: true }).fill(person.phone);
    await page.getByRole('button', { name: 'Hablar con EstefanIA' }).click();
    await expect(page).toHaveURL('/formularios/demo');
    const message = 'Por favor, completa todos los campos obligatorios.';
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByLabel('Apellidos', { exact: true })).toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(person.firstName);
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue(person.phone);

    // Everything filled but the consent: the spec's next message, then it goes through.
    await fillDemoForm(page, unique('sinjs-demo2'));
    await page.getByRole('button', { name: 'Hablar con EstefanIA' }).click();
    await expect(page.getByRole('alert')).toContainText('Debes autorizar el contacto para continuar.');
    await expect(page.getByRole('checkbox', { name: /LOPDGDD/ })).toHaveAccessibleDescription(
      'Debes autorizar el contacto para continuar.',
    );
    await page.getByRole('checkbox', { name: /LOPDGDD/ }).check();
    await page.getByRole('button', { name: 'Hablar con EstefanIA' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Solicitud enviada!');
    expectNoPersonalData(urls, personalValues('sinjs-demo2'));
  });

  test('the newsletter signs up, and an invalid address comes back with the message and the address', async ({
    page,
    request,
  }) => {
    const urls = recordUrls(page);
    await page.goto('/recursos/blog');
    const box = page.getByRole('region', { name: 'Recibe una idea práctica cada semana' });
    await box.getByRole('textbox', { name: 'Tu email' }).fill('ana@agencia');
    await box.getByRole('button', { name: 'Suscribirse' }).click();
    await expect(page.getByRole('alert')).toContainText('Revisa el email: no parece una dirección válida.');
    await expect(page.getByRole('textbox', { name: 'Tu email' })).toHaveValue('ana@agencia');
    await expect(page.getByRole('textbox', { name: 'Tu email' })).toHaveAccessibleDescription(
      /^Revisa el email: no parece una dirección válida\./,
    );

    const email = unique('sinjs-boletin');
    await page.getByRole('textbox', { name: 'Tu email' }).fill(email);
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await expect(page).toHaveURL('/formularios/boletin/enviado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Suscripción confirmada!');
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await expect(page).toHaveURL('/recursos/blog');
    await expectStored(request, 'newsletter', { email });
    expectNoPersonalData(urls, [email, 'ana@agencia']);
  });

  test('the book waitlist is reached from the book page and signs up', async ({ page, request }) => {
    const urls = recordUrls(page);
    await page.goto('/recursos/aeo-guia-seo-llms');
    await page.getByRole('link', { name: 'Apúntate a la lista de espera' }).click();
    await expect(page).toHaveURL('/formularios/libro');
    const email = unique('sinjs-libro');
    await page.getByRole('textbox', { name: 'Tu email' }).fill(email);
    await page.getByRole('button', { name: 'Apuntarme' }).click();
    await expect(page).toHaveURL('/formularios/libro/enviado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Ya estás en la lista!');
    await expect(page.getByText('Te enviaremos el libro por email el 14 de octubre.')).toBeVisible();
    await expectStored(request, 'book-waitlist', { email });
    expectNoPersonalData(urls, [email]);
  });

  test('onboarding step 1 makes the real demo and plays it; the purchase is said to need JavaScript', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const urls = recordUrls(page);
    await page.goto('/onboarding?product=prod_pyme&plan=PYME');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByLabel('Sitio web de tu empresa')).toHaveAccessibleDescription(/Por favor ingrese un sitio web/);
    await expect(page.getByLabel('Nombre y apellidos')).toHaveAccessibleDescription('Por favor ingrese su nombre y apellidos');

    await page.getByLabel('Sitio web de tu empresa').fill(SAMPLE_SITE_URL);
    await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
    await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Sitio web guardado exitosamente!', { timeout: 60_000 });
    await expect(page.getByText('Panadería La Espiga', { exact: true })).toBeVisible();
    const audio = page.locator('audio[controls]');
    await expect(audio).toHaveCount(2);
    for (const src of await audio.evaluateAll((elements) => elements.map((element) => (element as HTMLAudioElement).src))) {
      const clip = await request.get(src);
      expect(clip.ok()).toBe(true);
      expect(clip.headers()['content-type']).toBe('audio/mpeg');
    }
    await expect(page.getByText(/Para terminar el alta .* necesita JavaScript/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear mi recepcionista con JavaScript' })).toHaveAttribute(
      'href',
      '/onboarding?product=prod_pyme&plan=PYME',
    );
    expectNoPersonalData(urls, ['lucia@laespiga.es', 'Lucía', 'Martín García']);
  });
});

test.describe('with JavaScript on, sent before the page hydrates', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  /** The page as the server sent it: its hydrating scripts never arrive. */
  async function openUnhydrated(page: Page, path: string) {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  }

  test('the demo form posts to the server, which stores the lead; nothing personal in any URL', async ({ page, request }) => {
    const urls = recordUrls(page);
    const email = unique('prehidratacion-demo');
    await openUnhydrated(page, '/demo');
    await fillDemoForm(page, email);
    await page.getByRole('checkbox', { name: /LOPDGDD/ }).check();
    await page.getByRole('button', { name: 'Hablar con EstefanIA' }).click();
    await expect(page).toHaveURL('/formularios/demo/enviado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Solicitud enviada!');
    await expectStored(request, 'demo-request', { ...person, email });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expectNoPersonalData(urls, personalValues(email));
  });

  test('the result pages have nothing serious for axe', async ({ page }) => {
    await openUnhydrated(page, '/demo');
    await page.getByLabel('Email', { exact: true }).fill('lucia@');
    await page.getByRole('button', { name: 'Hablar con EstefanIA' }).click();
    await expect(page.getByRole('alert')).toContainText('Por favor, completa todos los campos obligatorios.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const path of ['/formularios/boletin', '/formularios/libro/enviado', '/formularios/alta']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await page.goto('/formularios/boletin');
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await expect(page.getByRole('alert')).toContainText('Escribe tu email para continuar.');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
