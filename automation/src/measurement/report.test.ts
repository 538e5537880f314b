import { describe, expect, it } from 'vitest';
import { formatReportHtml } from './report-html.js';
import { bar, buildReport, FUNNEL_STEPS, formatReportText, ratio, rangeLabel, type ReportInput } from './report.js';
import { addDays, dayRangeSchema, defaultRange, today } from './range.js';

const range = { from: '2026-11-01', to: '2026-11-30' };

function funnelRow(plan: string | null, type: string, visits: number, reason: string | null = null, events = visits) {
  return { plan, type, reason, visits, events };
}

/** 100 visits start PYME and 40 Autónomo; the chain narrows step by step. */
const input: ReportInput = {
  range,
  timeZone: 'Europe/Madrid',
  pageViews: [
    { path: '/precios', views: 300, visits: 250 },
    { path: '/', views: 600, visits: 500 },
    { path: '/onboarding', views: 100, visits: 90 },
  ],
  funnel: [
    funnelRow('pyme', 'onboarding_started', 100),
    funnelRow('pyme', 'onboarding_step1_saved', 60),
    funnelRow('pyme', 'demo_ready', 50),
    funnelRow('pyme', 'demo_played', 30),
    funnelRow('pyme', 'contact_submitted', 25),
    funnelRow('pyme', 'account_created', 20),
    funnelRow('pyme', 'demo_failed', 6, 'rejected', 7),
    funnelRow('pyme', 'demo_failed', 2, 'network'),
    funnelRow('autonomo', 'onboarding_started', 40),
    funnelRow('autonomo', 'onboarding_step1_saved', 10),
    funnelRow('autonomo', 'demo_ready', 10),
    funnelRow('autonomo', 'contact_submitted', 5),
    funnelRow('autonomo', 'account_failed', 1, 'rejected'),
    funnelRow(null, 'onboarding_started', 10),
  ],
  listening: [
    { plan: 'pyme', clip: 'greeting', visits: 30, seconds: 180 },
    { plan: 'pyme', clip: 'message', visits: 20, seconds: 170 },
    { plan: 'autonomo', clip: 'greeting', visits: 10, seconds: 40 },
  ],
};

describe('report arithmetic', () => {
  const report = buildReport(input);
  const funnel = (plan: string | null) => report.funnels.find((entry) => entry.plan === plan);
  const step = (plan: string | null, type: string) => funnel(plan)?.steps.find((row) => row.type === type);

  it('orders page views by count and gives each its share of the total', () => {
    expect(report.pageViews.total).toBe(1000);
    expect(report.pageViews.routes.map((route) => [route.path, route.share])).toEqual([
      ['/', 0.6],
      ['/precios', 0.3],
      ['/onboarding', 0.1],
    ]);
  });

  it('has a funnel for all plans together, then each plan and the visits without one', () => {
    expect(report.funnels.map((entry) => entry.label)).toEqual([
      'Todos',
      'Autónomo',
      'PYME',
      'Empresa',
      'Prueba gratuita',
      'Sin plan',
    ]);
    expect(funnel('pyme')?.steps.map((row) => row.visits)).toEqual([100, 60, 50, 30, 25, 20]);
  });

  it('measures each step from the one before it, and the optional "demo heard" is skipped by the next step', () => {
    expect(step('pyme', 'onboarding_step1_saved')).toMatchObject({ from: 'Alta iniciada', conversion: 0.6, ofStarted: 0.6 });
    expect(step('pyme', 'demo_ready')?.conversion).toBeCloseTo(50 / 60);
    expect(step('pyme', 'demo_played')).toMatchObject({ from: 'Demo lista', conversion: 0.6 });
    // Sending the contact data is measured from "demo ready": listening is not required.
    expect(step('pyme', 'contact_submitted')).toMatchObject({ from: 'Demo lista', conversion: 0.5, ofStarted: 0.25 });
    expect(step('pyme', 'account_created')).toMatchObject({ from: 'Datos enviados (pago)', conversion: 0.8, ofStarted: 0.2 });
    expect(step('pyme', 'onboarding_started')).toMatchObject({ from: null, conversion: null, ofStarted: 1 });
  });

  it('adds the plans up for "Todos" (each visit counts for one plan)', () => {
    expect(funnel('all')?.steps.map((row) => row.visits)).toEqual([150, 70, 60, 30, 30, 20]);
    expect(step('all', 'onboarding_step1_saved')?.conversion).toBeCloseTo(70 / 150);
    expect(step('all', 'account_created')?.conversion).toBeCloseTo(20 / 30);
  });

  it('has no conversion where the step it is measured from had nobody', () => {
    expect(step('empresa', 'onboarding_step1_saved')).toMatchObject({ visits: 0, conversion: null, ofStarted: null });
    expect(step('autonomo', 'demo_played')).toMatchObject({ visits: 0, conversion: 0 });
    expect(step('autonomo', 'account_created')).toMatchObject({ visits: 0, conversion: 0 });
    expect(ratio(3, 0)).toBeNull();
  });

  it('counts the failures the spec names, per plan and together', () => {
    expect(funnel('pyme')?.failures.map((failure) => [failure.visits, failure.events])).toEqual([
      [6, 7],
      [2, 2],
      [0, 0],
      [0, 0],
    ]);
    expect(funnel('all')?.failures.map((failure) => failure.visits)).toEqual([6, 2, 1, 0]);
  });

  it('averages the seconds heard of each clip over the visits that heard it', () => {
    expect(funnel('pyme')?.listening).toEqual([
      { clip: 'greeting', label: 'Saludo inicial', visits: 30, averageSeconds: 6 },
      { clip: 'message', label: 'Mensaje principal', visits: 20, averageSeconds: 8.5 },
    ]);
    expect(funnel('all')?.listening[0]).toMatchObject({ visits: 40, averageSeconds: 5.5 });
    expect(funnel('empresa')?.listening[0]).toMatchObject({ visits: 0, averageSeconds: null });
  });

  it('counts a plan this build does not know with the visits without plan', () => {
    const withUnknown = buildReport({ ...input, funnel: [funnelRow('premium', 'onboarding_started', 4)] });
    expect(withUnknown.funnels.find((entry) => entry.plan === null)?.steps[0]?.visits).toBe(4);
    expect(withUnknown.funnels.find((entry) => entry.plan === 'all')?.steps[0]?.visits).toBe(4);
  });

  it('is all zeros, never a division by zero, for days without data', () => {
    const empty = buildReport({ ...input, pageViews: [], funnel: [], listening: [] });
    expect(empty.pageViews.total).toBe(0);
    expect(empty.funnels.every((entry) => entry.steps.every((row) => row.visits === 0 && row.ofStarted === null))).toBe(true);
    expect(formatReportText(empty)).toContain('(ninguna en estas fechas)');
  });
});

describe('report rendering', () => {
  const report = buildReport(input);

  it('prints page views and the funnel per plan in Spanish, with bars', () => {
    const text = formatReportText(report);
    expect(text).toContain('Informe de medición de EstefanIA · del 1 de noviembre de 2026 al 30 de noviembre de 2026');
    expect(text).toContain('Páginas vistas por ruta: 1000 en total');
    expect(text).toMatch(/ {2}\/ +600 +500 +60\s%\s+█{30}\n/);
    expect(text).toMatch(/Paso 1 guardado +Alta iniciada +70 \(46,7\s%\) +10 \(25\s%\) +60 \(60\s%\)/);
    expect(text).toMatch(/Cuenta creada +Datos enviados \(pago\) +20 \(66,7\s%\) +0 \(0\s%\) +20 \(80\s%\)/);
    expect(text).toContain('Cuenta no creada («Error al procesar el pago»): 1 visita\n');
    // Plans without data are left out of the tables; "Sin plan" has a start.
    expect(text).not.toContain('Empresa');
    expect(text).toContain('Embudo · Sin plan');
    expect(text).toContain('Demo no creada («Error al guardar el sitio web.»): 6 visitas');
    expect(text).toContain('Saludo inicial: 30 visitas, 6 s de media');
  });

  it('draws bars in proportion, at least one block for any count', () => {
    expect(bar(50, 100, 30)).toHaveLength(15);
    expect(bar(1, 1000, 30)).toHaveLength(1);
    expect(bar(0, 100)).toBe('');
  });

  it('writes an HTML page with a bar per row and every value escaped', async () => {
    const page = await formatReportHtml(buildReport({ ...input, pageViews: [{ path: '/<script>', views: 2, visits: 1 }] }));
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('&lt;script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('Embudo del alta · PYME');
    expect(page).toContain('style="width:100%"');
  });

  it('names a one-day range as that day', () => {
    expect(rangeLabel({ from: '2026-03-29', to: '2026-03-29' })).toBe('el 29 de marzo de 2026');
  });

  it('lists the funnel steps in the order of the onboarding', () => {
    expect(FUNNEL_STEPS.map((entry) => entry.type)).toEqual([
      'onboarding_started',
      'onboarding_step1_saved',
      'demo_ready',
      'demo_played',
      'contact_submitted',
      'account_created',
    ]);
  });
});

describe('report days', () => {
  const schema = dayRangeSchema('Europe/Madrid', () => new Date('2026-11-23T23:30:00Z'));

  it('are days in Madrid: 23:30 UTC on the 23rd is already the 24th there', () => {
    expect(today('Europe/Madrid', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(defaultRange('Europe/Madrid', new Date('2026-11-23T23:30:00Z'))).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(schema.parse({})).toEqual({ from: '2026-10-26', to: '2026-11-24' });
  });

  it('default to the 30 days up to the end given', () => {
    expect(schema.parse({ to: '2026-03-01' })).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it.each([
    [{ from: '2026-02-30' }, 'Esa fecha no existe.'],
    [{ from: '1/11/2026' }, 'La fecha debe tener el formato AAAA-MM-DD.'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'La fecha de inicio es posterior a la de fin.'],
    [{ from: '2020-01-01', to: '2026-01-01' }, 'El informe abarca como mucho 731 días.'],
  ])('refuses %o: %s', (value, message) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
