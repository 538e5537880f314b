import { expect, seriousAxeViolations, test } from './fixtures';

test.describe('home', () => {
  test('shows every section: hero claims, sample calls, how it works, testimonial, comparison and closing banner', async ({
    consented: page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Tu recepcionista con IA que nunca pierde una llamada');
    const claims = main.getByRole('list', { name: 'Por qué EstefanIA' });
    await expect(claims).toContainText('mejor que el buzón de voz');
    await expect(claims).toContainText('más barata que un servicio de atención telefónica tradicional');
    await expect(claims).toContainText('25 min');
    await expect(claims).toContainText('4,9/5');
    await expect(main.getByText(/^Desde 29\s€ · Primeros 25 minutos gratis/)).toBeVisible();
    await expect(main.getByRole('list', { name: 'EstefanIA en cifras' }).getByRole('listitem')).toHaveText([
      'Alta en menos de 5 minutos',
      '0 % de llamadas perdidas',
      'Respuesta media en menos de 3 segundos',
      'De 1 a 1000 llamadas simultáneas',
      'Hasta un 80 % más barato que contratar personal',
    ]);

    for (const name of [
      'Escucha a EstefanIA en cuatro llamadas de ejemplo',
      'Cómo funciona',
      'Lo que dicen quienes ya la usan',
      'Comparemos... EstefanIA frente a lo de siempre',
      'Deja de perder llamadas desde hoy',
    ]) {
      await main.getByRole('heading', { level: 2, name }).scrollIntoViewIfNeeded();
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByRole('progressbar')).toHaveCount(4);
    for (const bar of await main.getByRole('progressbar').all()) {
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
    }
    for (const title of [
      'Limpieza de piso tras una mudanza',
      'Cita en la peluquería',
      'Presupuesto para limpiar un jacuzzi',
      'Administración de fincas: cuota de comunidad',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(main.getByText(/47 llamadas fuera de horario/)).toBeVisible();
    await expect(main.getByText(/Copropietaria del restaurante/)).toBeVisible();
    // The sample-call illustrations really load.
    for (const image of await main.locator('#llamadas-de-ejemplo img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test('plays a sample call: the transcript advances with the progress bar, and one call plays at a time', async ({
    consented: page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const transcript = main.getByRole('log', { name: 'Transcripción de la llamada: Cita en la peluquería' });
    const progress = main.getByRole('progressbar', { name: 'Progreso de la llamada: Cita en la peluquería' });
    await expect(transcript).toContainText('Pulsa reproducir');

    await main.getByRole('button', { name: 'Reproducir la llamada: Cita en la peluquería' }).click();
    await expect(transcript).toContainText('Peluquería Nerea, dime.');
    await expect(transcript).not.toContainText('quería cita para cortarme el pelo');
    await expect(transcript).toContainText('quería cita para cortarme el pelo', { timeout: 15_000 });
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    await main.getByRole('button', { name: 'Pausar la llamada: Cita en la peluquería' }).click();
    await expect(main.getByRole('button', { name: 'Reproducir la llamada: Cita en la peluquería' })).toBeVisible();

    const other = main.getByRole('button', { name: 'Reproducir la llamada: Presupuesto para limpiar un jacuzzi' });
    await other.click();
    await expect(main.getByRole('button', { name: 'Pausar la llamada: Presupuesto para limpiar un jacuzzi' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(transcript).not.toContainText('Peluquería Nerea');
    await expect(main.getByRole('log', { name: /jacuzzi/ })).toContainText('AquaSpa Mantenimiento');
  });

  test('the comparison toggles between voicemail and the traditional secretary', async ({ consented: page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: /^Comparemos\.\.\./ });
    await section.scrollIntoViewIfNeeded();
    const voicemail = section.getByRole('button', { name: 'Buzón de voz' });
    const traditional = section.getByRole('button', { name: 'Secretaria virtual tradicional' });
    await expect(voicemail).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText('Buzón de voz: 2 de 8 funciones')).toBeVisible();
    await expect(section.getByRole('row')).toHaveCount(9);
    await expect(section.getByRole('row', { name: /Disponible 24\/7/ })).toContainText('SíNo');

    await traditional.click();
    await expect(traditional).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText('Secretaria virtual tradicional: 4 de 8 funciones')).toBeVisible();
    await expect(section.getByRole('columnheader', { name: 'Secretaria virtual tradicional' })).toBeVisible();
    await expect(section.getByRole('row', { name: /Agenda citas/ })).toContainText('SíSí');

    await voicemail.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('Buzón de voz: 2 de 8 funciones')).toBeVisible();
    await expect(section.getByText(/desde solo 29\s€/)).toBeVisible();
    await expect(section.getByText('configuración en minutos')).toBeVisible();
  });

  test('the hero and the closing banner lead to pricing', async ({ consented: page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Escucha una llamada de ejemplo' }).click();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Escucha a EstefanIA en cuatro llamadas de ejemplo' }),
    ).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await main.getByRole('link', { name: 'Empieza gratis' }).click();
    await expect(page).toHaveURL('/precios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios claros, sin sorpresas');

    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Deja de perder llamadas desde hoy' });
    await banner.scrollIntoViewIfNeeded();
    await expect(banner.locator('[data-fog]')).toHaveAttribute('aria-hidden', 'true');
    await banner.getByRole('link', { name: 'Ver precios y empezar' }).click();
    await expect(page).toHaveURL('/precios');
  });

  test('a link to a home section lands on it although the sections load after the hero', async ({ consented: page }) => {
    await page.goto('/#comparativa');
    await expect(page.getByRole('heading', { level: 2, name: /^Comparemos\.\.\./ })).toBeInViewport();
  });

  test('the fog is still under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const fog = page.getByRole('region', { name: 'Deja de perder llamadas desde hoy' }).locator('[data-fog]');
    await fog.scrollIntoViewIfNeeded();
    await expect(fog).toHaveAttribute('data-fog', 'static');
    await context.close();
  });

  test('the fog animates on screen and pauses off screen', async ({ consented: page }) => {
    await page.goto('/');
    const fog = page.getByRole('region', { name: 'Deja de perder llamadas desde hoy' }).locator('[data-fog]');
    // Off screen, its code has not even been loaded: the server's still frame.
    await expect(fog).toHaveAttribute('data-fog', 'static');
    // The blobs' drift is CSS (run by the compositor, #31): running on screen, paused off it.
    const drift = () => fog.evaluate((layer) => layer.getAnimations({ subtree: true }).map((animation) => animation.playState));
    expect(await drift()).toEqual(Array(5).fill('paused'));
    await fog.scrollIntoViewIfNeeded();
    await expect(fog).toHaveAttribute('data-fog', 'animated');
    await expect.poll(drift).toEqual(Array(5).fill('running'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(fog).toHaveAttribute('data-fog', 'paused');
    await expect.poll(drift).toEqual(Array(5).fill('paused'));
  });
});

test.describe('home accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds nothing serious on / while a sample call plays and after switching the comparison', async ({
    consented: page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Reproducir la llamada: Limpieza de piso tras una mudanza' }).click();
    await main.getByRole('button', { name: 'Secretaria virtual tradicional' }).click();
    await expect(main.getByText('Secretaria virtual tradicional: 4 de 8 funciones')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
