// The measurement report: page views per route and the onboarding funnel per plan, with counts and
// conversion between steps. The arithmetic is here, pure, over counts the store reads from the
// database; the text and HTML renderings are below it.
import { planByKey } from '@estefania/shared/catalogue';
import { funnelPlanKeys, type FunnelPlanKey, type MeasurementEventType } from '@estefania/shared/measurement';

/** A day range in the report's time zone, both days included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The funnel's steps in order. Each step's conversion is measured from the step a visitor must have
 * passed to reach it: listening to the demo is optional, so sending the contact data is measured
 * from "demo ready", not from "demo heard".
 */
export const FUNNEL_STEPS = [
  { type: 'onboarding_started', label: 'Alta iniciada', from: null },
  { type: 'onboarding_step1_saved', label: 'Paso 1 guardado', from: 'onboarding_started' },
  { type: 'demo_ready', label: 'Demo lista', from: 'onboarding_step1_saved' },
  { type: 'demo_played', label: 'Demo escuchada', from: 'demo_ready' },
  { type: 'contact_submitted', label: 'Datos enviados (pago)', from: 'demo_ready' },
  { type: 'account_created', label: 'Cuenta creada', from: 'contact_submitted' },
] as const satisfies readonly { type: MeasurementEventType; label: string; from: MeasurementEventType | null }[];

/** The failures spec §8 names, as the funnel reports them. */
export const FUNNEL_FAILURES = [
  { type: 'demo_failed', reason: 'rejected', label: 'Demo no creada («Error al guardar el sitio web.»)' },
  { type: 'demo_failed', reason: 'network', label: 'Demo: «Error de red.»' },
  { type: 'account_failed', reason: 'rejected', label: 'Cuenta no creada («Error al procesar el pago»)' },
  { type: 'account_failed', reason: 'network', label: 'Cuenta: error de red' },
] as const;

export const FUNNEL_EVENT_TYPES: MeasurementEventType[] = [
  ...FUNNEL_STEPS.map((step) => step.type),
  ...new Set(FUNNEL_FAILURES.map((failure) => failure.type)),
];

const CLIPS = [
  { clip: 'greeting', label: 'Saludo inicial' },
  { clip: 'message', label: 'Mensaje principal' },
] as const;

/** What the store reads for a range: counts of distinct visits, already attributed to one plan each. */
export interface ReportInput {
  range: DayRange;
  timeZone: string;
  pageViews: { path: string; views: number; visits: number }[];
  funnel: { plan: string | null; type: string; reason: string | null; visits: number; events: number }[];
  listening: { plan: string | null; clip: string; visits: number; seconds: number }[];
}

/** "all" sums every plan; 'trial' is the free trial, apart from the plan it turns into; null is the visits that never chose one. */
export type FunnelPlan = FunnelPlanKey | null | 'all';

export interface FunnelStepRow {
  type: MeasurementEventType;
  label: string;
  visits: number;
  /** The step this one is measured from, or null for the first. */
  from: string | null;
  /** visits / visits of `from`; null when `from` had none (or for the first step). */
  conversion: number | null;
  /** visits / visits of the first step; null when it had none. */
  ofStarted: number | null;
}

export interface PlanFunnel {
  plan: FunnelPlan;
  label: string;
  steps: FunnelStepRow[];
  failures: { label: string; visits: number; events: number }[];
  listening: { clip: string; label: string; visits: number; averageSeconds: number | null }[];
}

export interface MeasurementReport {
  range: DayRange;
  timeZone: string;
  pageViews: { total: number; routes: { path: string; views: number; visits: number; share: number }[] };
  funnels: PlanFunnel[];
}

const PLAN_ORDER: FunnelPlan[] = ['all', ...funnelPlanKeys, null];

export function planLabel(plan: FunnelPlan): string {
  if (plan === 'all') return 'Todos';
  if (plan === null) return 'Sin plan';
  if (plan === 'trial') return 'Prueba gratuita';
  return planByKey(plan).name;
}

export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

function samePlan(rowPlan: string | null, plan: FunnelPlan): boolean {
  if (plan === 'all') return true;
  // A plan this build does not know counts with "sin plan" in its column (and always in "Todos").
  const known = rowPlan !== null && (funnelPlanKeys as readonly string[]).includes(rowPlan) ? rowPlan : null;
  return known === plan;
}

function funnelFor(input: ReportInput, plan: FunnelPlan): PlanFunnel {
  const rows = input.funnel.filter((row) => samePlan(row.plan, plan));
  // Each visit is attributed to one plan, so the visits of the plans add up to the total.
  const visitsOf = (type: string, reason?: string) =>
    rows
      .filter((row) => row.type === type && (reason === undefined || row.reason === reason))
      .reduce((sum, row) => sum + row.visits, 0);
  const eventsOf = (type: string, reason: string) =>
    rows.filter((row) => row.type === type && row.reason === reason).reduce((sum, row) => sum + row.events, 0);
  const started = visitsOf(FUNNEL_STEPS[0].type);
  const steps = FUNNEL_STEPS.map((step): FunnelStepRow => {
    const visits = visitsOf(step.type);
    const from = step.from === null ? null : FUNNEL_STEPS.find((candidate) => candidate.type === step.from);
    return {
      type: step.type,
      label: step.label,
      visits,
      from: from?.label ?? null,
      conversion: from ? ratio(visits, visitsOf(from.type)) : null,
      ofStarted: ratio(visits, started),
    };
  });
  const listened = input.listening.filter((row) => samePlan(row.plan, plan));
  return {
    plan,
    label: planLabel(plan),
    steps,
    failures: FUNNEL_FAILURES.map((failure) => ({
      label: failure.label,
      visits: visitsOf(failure.type, failure.reason),
      events: eventsOf(failure.type, failure.reason),
    })),
    listening: CLIPS.map(({ clip, label }) => {
      const ofClip = listened.filter((row) => row.clip === clip);
      const visits = ofClip.reduce((sum, row) => sum + row.visits, 0);
      const seconds = ofClip.reduce((sum, row) => sum + row.seconds, 0);
      const average = ratio(seconds, visits);
      return { clip, label, visits, averageSeconds: average === null ? null : Math.round(average * 10) / 10 };
    }),
  };
}

export function buildReport(input: ReportInput): MeasurementReport {
  const total = input.pageViews.reduce((sum, row) => sum + row.views, 0);
  return {
    range: input.range,
    timeZone: input.timeZone,
    pageViews: {
      total,
      routes: [...input.pageViews]
        .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
        .map((row) => ({ ...row, share: ratio(row.views, total) ?? 0 })),
    },
    funnels: PLAN_ORDER.map((plan) => funnelFor(input, plan)),
  };
}

// ── Rendering ──────────────────────────────────────────────────────────────────────────────────

const integer = new Intl.NumberFormat('es-ES');
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

export const formatPercent = (value: number | null): string => (value === null ? '—' : percent.format(value));

export const visits = (count: number): string => `${integer.format(count)} ${count === 1 ? 'visita' : 'visitas'}`;

function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

export function rangeLabel(range: DayRange): string {
  return range.from === range.to ? `el ${longDate(range.from)}` : `del ${longDate(range.from)} al ${longDate(range.to)}`;
}

/** A horizontal bar of `width` characters at most, proportional to value / max. */
export function bar(value: number, max: number, width = 30): string {
  if (max <= 0 || value <= 0) return '';
  return '█'.repeat(Math.max(1, Math.round((value / max) * width)));
}

function table(headers: string[], rows: string[][], alignRight: boolean[]): string[] {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (alignRight[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)];
}

function hasData(funnel: PlanFunnel): boolean {
  return funnel.steps.some((step) => step.visits > 0) || funnel.failures.some((failure) => failure.visits > 0);
}

/** The report as a person reads it in a terminal, with bars where a glance says more than numbers. */
export function formatReportText(report: MeasurementReport): string {
  const out: string[] = [];
  out.push(`Informe de medición de EstefanIA · ${rangeLabel(report.range)} (días en hora de ${report.timeZone})`, '');

  out.push(`Páginas vistas por ruta: ${integer.format(report.pageViews.total)} en total`);
  if (report.pageViews.routes.length === 0) out.push('  (ninguna en estas fechas)');
  else {
    const max = Math.max(...report.pageViews.routes.map((route) => route.views));
    out.push(
      ...table(
        ['Ruta', 'Vistas', 'Visitas', '%', ''],
        report.pageViews.routes.map((route) => [
          route.path,
          integer.format(route.views),
          integer.format(route.visits),
          formatPercent(route.share),
          bar(route.views, max),
        ]),
        [false, true, true, true, false],
      ).map((line) => `  ${line}`),
    );
  }
  out.push('');

  const funnels = report.funnels.filter((funnel) => funnel.plan === 'all' || hasData(funnel));
  out.push('Embudo del alta por plan: visitas que llegaron a cada paso y, entre paréntesis, conversión desde el paso «Desde»');
  out.push(
    ...table(
      ['Paso', 'Desde', ...funnels.map((funnel) => funnel.label)],
      FUNNEL_STEPS.map((step, index) => [
        step.label,
        funnels[0]?.steps[index]?.from ?? '—',
        ...funnels.map((funnel) => {
          const row = funnel.steps[index];
          if (!row) return '';
          return row.from === null
            ? integer.format(row.visits)
            : `${integer.format(row.visits)} (${formatPercent(row.conversion)})`;
        }),
      ]),
      [false, false, ...funnels.map(() => true)],
    ).map((line) => `  ${line}`),
  );
  out.push('');

  for (const funnel of funnels) {
    if (!hasData(funnel)) continue;
    const max = Math.max(...funnel.steps.map((step) => step.visits));
    out.push(`Embudo · ${funnel.label} (visitas y porcentaje de las que iniciaron el alta)`);
    for (const step of funnel.steps) {
      out.push(
        `  ${step.label.padEnd(22)} ${integer.format(step.visits).padStart(6)} ${formatPercent(step.ofStarted).padStart(7)}  ${bar(step.visits, max)}`.trimEnd(),
      );
    }
    const failures = funnel.failures.filter((failure) => failure.visits > 0);
    if (failures.length > 0)
      out.push(`  Fallos: ${failures.map((failure) => `${failure.label}: ${visits(failure.visits)}`).join(' · ')}`);
    const heard = funnel.listening.filter((clip) => clip.visits > 0);
    if (heard.length > 0)
      out.push(
        `  Escucha: ${heard
          .map((clip) => `${clip.label}: ${visits(clip.visits)}, ${seconds.format(clip.averageSeconds ?? 0)} s de media`)
          .join(' · ')}`,
      );
    out.push('');
  }
  out.push('Cada visita (una pestaña del navegador) cuenta una vez por paso, con el último plan que eligió.');
  out.push('Solo se mide a quien acepta las cookies de análisis: son proporciones, no el total de visitantes.');
  return out.join('\n');
}
