// The only place a price is written. Amounts are integer euro cents so sums never drift.

/** The paid plans, in the order the pricing page shows them. */
export const paidPlanKeys = ['autonomo', 'pyme', 'empresa'] as const;
export type PaidPlanKey = (typeof paidPlanKeys)[number];

/** Every plan of the catalogue: the paid ones and Enterprise, sold through a booked call. */
export type PlanKey = PaidPlanKey | 'enterprise';

export function isPaidPlanKey(value: unknown): value is PaidPlanKey {
  return typeof value === 'string' && (paidPlanKeys as readonly string[]).includes(value);
}

export interface OptionalFeature {
  name: string;
  /** One-off or recurring price in cents. */
  priceCents: number;
  period: 'one-off' | 'month';
}

export interface MonthlyPlan {
  key: PlanKey;
  name: string;
  /** null = custom price (Enterprise). */
  monthlyPriceCents: number | null;
  description: string;
  /** Calls included per month; null = unlimited. */
  callLimit: number | null;
  callsLabel: string;
  features: string[];
  optionalFeatures: OptionalFeature[];
  popular: boolean;
}

export interface MinutePack {
  minutes: 50 | 100 | 500 | 1000;
  priceCents: number;
  popular: boolean;
  features: string[];
}

export const extras = {
  trialMinutes: 25,
  demoSeconds: 15,
  /** Plan a trial converts to unless cancelled. */
  trialConvertsTo: 'autonomo' as PlanKey,
  extraCallCents: 159,
  whatsappIntegrationCents: 29900,
  whatsappMaintenanceMonthlyCents: 990,
  whatsappMessagesPerDay: 300,
  crmIntegrationCents: 48900,
  dedicatedNumberMonthlyCents: 1499,
  dedicatedNumberYearlyCents: 9900,
  /** Annual billing = 12 months for the price of 10. */
  annualFreeMonths: 2,
  instalments: 3,
  vatRate: 0.21,
  extraLanguages: 34,
  rating: 4.9,
} as const;

/** Paid add-ons offered with every self-service plan. */
const integrations: OptionalFeature[] = [
  { name: 'Integración con WhatsApp', priceCents: extras.whatsappIntegrationCents, period: 'one-off' },
  { name: 'Integración con CRM', priceCents: extras.crmIntegrationCents, period: 'one-off' },
];

export const plans: readonly MonthlyPlan[] = [
  {
    key: 'autonomo',
    name: 'Autónomo',
    monthlyPriceCents: 5900,
    description: 'Para profesionales que no pueden coger el teléfono mientras trabajan.',
    callLimit: 40,
    callsLabel: 'Hasta 40 llamadas al mes',
    features: [
      'Atención de llamadas 24/7',
      'Toma de mensajes y datos del cliente',
      'Filtro de spam',
      'Resúmenes por email o WhatsApp',
      'Español y 34 idiomas más',
    ],
    optionalFeatures: integrations,
    popular: false,
  },
  {
    key: 'pyme',
    name: 'PYME',
    monthlyPriceCents: 13900,
    description: 'Para negocios que reservan citas y reciben llamadas todo el día.',
    callLimit: 100,
    callsLabel: 'Hasta 100 llamadas al mes',
    features: [
      'Todo lo del plan Autónomo',
      'Enlaces para reservar citas',
      'Transferencia de llamadas',
      'Envío de SMS durante la llamada',
      'Recordatorios por WhatsApp (instalación manual)',
    ],
    optionalFeatures: integrations,
    popular: true,
  },
  {
    key: 'empresa',
    name: 'Empresa',
    monthlyPriceCents: 29900,
    description: 'Para equipos con mucho volumen que necesitan transferencias en directo.',
    callLimit: 250,
    callsLabel: 'Hasta 250 llamadas al mes',
    features: [
      'Todo lo del plan PYME',
      'Transferencias en directo',
      'Entrenamiento con tus documentos',
      'Integración de tu propio número (pago único)',
    ],
    optionalFeatures: integrations,
    popular: false,
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCents: null,
    description: 'Para empresas con varias sedes, equipos comerciales y llamadas salientes.',
    callLimit: null,
    callsLabel: 'Llamadas ilimitadas',
    features: [
      'Todo lo del plan Empresa',
      'Llamadas salientes y en frío (donde la ley lo permite)',
      'Varias sedes y un agente por comercial',
      'Gestor de cuenta dedicado',
      'Integración de tu propio número incluida',
    ],
    optionalFeatures: [],
    popular: false,
  },
];

export const minutePacks: readonly MinutePack[] = [
  {
    minutes: 50,
    priceCents: 2900,
    popular: false,
    features: ['Sin cuota mensual', 'Los minutos no caducan', 'Todas las funciones básicas'],
  },
  {
    minutes: 100,
    priceCents: 4900,
    popular: true,
    features: ['Sin cuota mensual', 'Los minutos no caducan', 'Todas las funciones básicas'],
  },
  {
    minutes: 500,
    priceCents: 19900,
    popular: false,
    features: ['Sin cuota mensual', 'Los minutos no caducan', 'Soporte prioritario'],
  },
  {
    minutes: 1000,
    priceCents: 29900,
    popular: false,
    features: ['Sin cuota mensual', 'Los minutos no caducan', 'Soporte prioritario'],
  },
];

/** "Desde 29 €": the cheapest way in, derived so it can never disagree with the packs. */
export const fromPriceCents = Math.min(...minutePacks.map((pack) => pack.priceCents));

export function planByKey(key: PlanKey): MonthlyPlan {
  const plan = plans.find((candidate) => candidate.key === key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan;
}

/**
 * 2900 → "29 €", 159 → "1,59 €", 123456 → "1.234,56 €" (Spanish formatting, decimals only when
 * needed): what `Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping:
 * 'always' })` writes, without it. The first Intl formatter of a page loads the browser's locale
 * data, ~50 ms of main thread on a fast phone and ~190 ms on a slow one, and the site's code
 * formats prices as it loads: that cost fell on a visitor's first touch. `catalogue.test.ts`
 * checks the output against Intl itself.
 */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  // Rounded half away from zero to whole cents, as Intl rounds.
  const rounded = Math.round(Math.abs(cents));
  const euros = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = cents % 100 === 0 ? '' : `,${String(rounded % 100).padStart(2, '0')}`;
  return `${sign}${euros}${decimals} €`;
}

/** Price per minute of a pack, in cents, rounded to a tenth of a cent. */
export function packCentsPerMinute(pack: MinutePack): number {
  return Math.round((pack.priceCents / pack.minutes) * 10) / 10;
}

/** Annual price with the free months taken off. */
export function annualPriceCents(monthlyPriceCents: number): number {
  return monthlyPriceCents * (12 - extras.annualFreeMonths);
}

const trialPlan = planByKey(extras.trialConvertsTo);

/**
 * The free trial as every page states it (spec §4): the onboarding's last step, the trial page that
 * stands in for the hosted trial checkout, and the refusal of a second trial all read it here.
 */
export const trialTerms = {
  summary: `Prueba gratuita: ${extras.trialMinutes} minutos, ${formatEuros(0)} hoy, sin tarjeta`,
  conversion: `Cuando gastes los ${extras.trialMinutes} minutos o termine el periodo de prueba, tu cuenta pasa al plan ${trialPlan.name} por ${formatEuros(trialPlan.monthlyPriceCents ?? 0)} al mes, salvo que la canceles antes.`,
  onePerCustomer: 'Hay una sola prueba gratuita por cliente: por email y por web de empresa.',
  refusedTitle: 'Ya has usado tu prueba gratuita',
  refused:
    'Ya se ha usado la prueba gratuita con este email o con esta web, y solo hay una por cliente. Puedes seguir con cualquiera de nuestros planes sin repetir la demo.',
} as const;
