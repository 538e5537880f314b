import { expect, seriousAxeViolations, test } from './fixtures';

const solutions = [
  { name: 'Recepcionista IA', path: '/soluciones/recepcionista-ia', h1: 'Recepcionista IA que atiende como tu mejor empleada' },
  {
    name: 'Servicio de respuesta fuera de horario',
    path: '/soluciones/servicio-respuesta-after-hours',
    h1: 'Tu negocio atendido también cuando cierras',
  },
  {
    name: 'Servicio de gestión de llamadas',
    path: '/soluciones/servicio-gestion-llamadas',
    h1: 'Gestión de llamadas inteligente, de la primera palabra al seguimiento',
  },
];

test('/soluciones shows three cards, the claims strip and a CTA to pricing', async ({ consented: page }) => {
  await page.goto('/soluciones');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Soluciones para que ninguna llamada se quede sin respuesta');
  await expect(main.getByRole('link', { name: /^Más información sobre/ })).toHaveCount(3);
  const strip = main.getByRole('region', { name: 'Ventajas de todas las soluciones' });
  await expect(strip.getByRole('listitem')).toHaveText([
    'Alta en menos de 5 minutos',
    'Sin cambiar de número',
    /^Desde 29\s€ con los primeros 25 minutos gratis$/,
  ]);
  await main.getByRole('link', { name: 'Empieza gratis' }).click();
  await expect(page).toHaveURL('/precios');
});

for (const solution of solutions) {
  test(`/soluciones leads to ${solution.path}, whose hero leads to pricing and demo`, async ({ consented: page }) => {
    await page.goto('/soluciones');
    await page
      .getByRole('main')
      .getByRole('link', { name: `Más información sobre ${solution.name}` })
      .click();
    await expect(page).toHaveURL(solution.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(solution.h1);
    await expect(main.getByRole('heading', { level: 2, name: 'Por qué las alternativas anticuadas te frenan' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/precios');
    await main.getByRole('link', { name: 'Solicita una demo' }).click();
    await expect(page).toHaveURL('/demo');
  });
}

test('the call-management page explains itself in three steps and closes with a CTA to pricing', async ({ consented: page }) => {
  await page.goto('/soluciones/servicio-gestion-llamadas');
  const steps = page.getByRole('region', { name: 'Cómo funciona la gestión de llamadas' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['1. Recepción inteligente', '2. Derivación eficiente', '3. Seguimiento completo']);
  await expect(page.getByRole('region', { name: 'Cuatro ventajas para tu equipo' }).getByRole('listitem')).toHaveCount(4);
  await page
    .getByRole('region', { name: 'Pon orden en tus llamadas desde hoy' })
    .getByRole('link', { name: 'Ver precios y empezar' })
    .click();
  await expect(page).toHaveURL('/precios');
});

test.describe('solutions accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const path of ['/soluciones', '/soluciones/servicio-gestion-llamadas', '/soluciones/servicio-respuesta-after-hours']) {
    test(`axe finds nothing serious on ${path}`, async ({ consented: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
