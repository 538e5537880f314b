import { expect, expectIslandLive, seriousAxeViolations, test } from './fixtures';

const ARTICLE = '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes';

test.describe('blog', () => {
  test('lists 8 articles and only the AI-for-pymes one links through to the article', async ({ consented: page }) => {
    await page.goto('/recursos/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('El Blog');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    const links = page.getByRole('article').getByRole('link');
    await expect(links).toHaveCount(1);
    for (const image of await cards.getByRole('img').all()) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
    await links.click();
    await expect(page).toHaveURL(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cómo la IA puede ayudar a las pymes/);
  });

  test('subscribes to the newsletter through the automation service', async ({ consented: page }) => {
    await page.goto('/recursos/blog');
    const email = page.getByRole('textbox', { name: 'Tu email' });
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill(`boletin-${test.info().workerIndex}-${Date.now()}@example.es`);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/webhooks/newsletter') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    expect((await answer).ok()).toBe(true);
    await expect(page.getByText('¡Suscripción confirmada!')).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('keeps the newsletter email when the service is down', async ({ consented: page }) => {
    await page.route('**/webhooks/newsletter', (route) => route.abort('connectionrefused'));
    await page.goto('/recursos/blog');
    const email = page.getByRole('textbox', { name: 'Tu email' });
    // The live form's answer (a send before its code is live may go as the plain form after 3 s:
    // islands.spec.ts); the box comes alive in view.
    await email.scrollIntoViewIfNeeded();
    await expectIslandLive(page, 'marketing/NewsletterBox');
    await email.fill('pepa@example.es');
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await expect(page.getByText('No hemos podido suscribirte')).toBeVisible();
    await expect(email).toHaveValue('pepa@example.es');
  });

  test('shows its answer opaque from the frame the toast is added in (it slides in, not fades in)', async ({
    consented: page,
  }) => {
    await page.goto('/recursos/blog');
    const email = page.getByRole('textbox', { name: 'Tu email' });
    await email.scrollIntoViewIfNeeded();
    await expectIslandLive(page, 'marketing/NewsletterBox');
    // The toast's opacity as the browser styles it when the toast enters the page, before any frame.
    const firstOpacity = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new MutationObserver((_, observer) => {
            const toast = document.querySelector('[data-sonner-toast]');
            if (!toast) return;
            observer.disconnect();
            resolve(getComputedStyle(toast).opacity);
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    expect(await firstOpacity).toBe('1');
    await expect(page.getByRole('listitem').filter({ hasText: 'Escribe tu email' })).toBeVisible();
  });
});

test.describe('article', () => {
  test('has every part, with its checklist, cost table, CTAs and structured data', async ({ consented: page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('complementary', { name: 'Respuesta rápida' })).toBeVisible();
    const region = (name: string) => page.getByRole('region', { name });
    await expect(region('7 aplicaciones prácticas de la IA en una pyme').getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(region('3 casos de éxito').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(region('Preguntas frecuentes').getByRole('heading', { level: 3 })).toHaveCount(8);
    await expect(region('Plan de 30 días para empezar').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('table', { name: /recepcionista tradicional frente a recepcionista con IA/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '/precios');
    await expect(page.getByRole('link', { name: 'Solicitar una demo' })).toHaveAttribute('href', '/demo');
    await expect(page.getByText('12 de septiembre de 2025').first()).toBeVisible();

    const checklist = region('¿Está tu negocio preparado para la IA?');
    const boxes = checklist.getByRole('checkbox');
    await expect(boxes).toHaveCount(11);
    const ready = page.getByText('¡Tu negocio está listo para la IA!', { exact: false });
    await boxes.nth(0).check();
    await boxes.nth(6).check();
    await expect(ready).toHaveCount(0);
    await boxes.nth(10).check();
    await expect(ready).toBeVisible();
    await boxes.nth(6).uncheck();
    await expect(ready).toHaveCount(0);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const jsonLd = blocks.find((block) => block['@type'] === 'Article');
    expect(jsonLd).toMatchObject({ '@type': 'Article', dateModified: '2025-09-12', publisher: { name: 'EstefanIA' } });
  });

  test('the table of contents jumps to a section', async ({ consented: page }) => {
    await page.goto(ARTICLE);
    await page.getByRole('navigation', { name: 'En este artículo' }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeInViewport();
  });
});

test.describe('book landing page', () => {
  test('joins the waitlist through the automation service and confirms', async ({ consented: page }) => {
    await page.goto('/recursos/aeo-guia-seo-llms');
    await expect(page.getByText(/disponible el 14 de octubre/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Por qué importa ahora' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'SEO tradicional' })).toBeVisible();
    await page.getByRole('button', { name: 'Quiero el libro gratis' }).click();
    const email = page.getByRole('textbox', { name: 'Tu email' });
    await expect(email).toBeFocused();
    const address = `libro-${test.info().workerIndex}-${Date.now()}@example.es`;
    await page.keyboard.type(address);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/webhooks/book-waitlist') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await answer).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Estás en la lista de espera' })).toContainText(address);
  });
});

test.describe('accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  for (const path of ['/recursos/blog', ARTICLE, '/recursos/aeo-guia-seo-llms']) {
    test(`axe finds nothing serious on ${path}`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
