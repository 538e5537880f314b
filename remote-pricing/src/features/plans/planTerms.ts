// How a plan is paid and what each plan unlocks (spec §6, §9): only the pricing pages show these.
import { extras, plans, type PlanKey } from '@estefania/shared';

export const paymentMethods = [
  'Visa',
  'PayPal',
  'Mastercard',
  'Domiciliación SEPA',
  'Transferencia SEPA',
  'Apple Pay',
  'Google Pay',
] as const;

/** Split an amount into equal instalments; any odd cents go on the first one. */
export function instalmentsCents(totalCents: number, count: number = extras.instalments): number[] {
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? base + rest : base));
}

/** How a feature is offered on a plan (spec §6). */
export type FeatureAvailability = 'included' | 'not-offered' | 'one-off' | 'manual-install';

export interface GatedFeature {
  feature: string;
  availability: Record<PlanKey, FeatureAvailability>;
  /** A caveat shown with the feature. */
  note?: string;
}

/**
 * Offered from the plan `first` up, as `availability`; the smaller plans (catalogue order) do not offer it.
 * Every row of the table below but one reads this way: a feature starts at a plan and the larger plans keep it.
 */
function fromPlan(first: PlanKey, availability: FeatureAvailability = 'included'): Record<PlanKey, FeatureAvailability> {
  const start = plans.findIndex((plan) => plan.key === first);
  return Object.fromEntries(plans.map((plan, index) => [plan.key, index < start ? 'not-offered' : availability])) as Record<
    PlanKey,
    FeatureAvailability
  >;
}

/** Feature gating by plan (spec §6). */
export const featureGating: readonly GatedFeature[] = [
  { feature: 'Enlaces para reservar citas', availability: fromPlan('pyme') },
  { feature: 'Transferencia de llamadas', availability: fromPlan('pyme') },
  { feature: 'Envío de SMS durante la llamada', availability: fromPlan('pyme') },
  { feature: 'Recordatorios por WhatsApp', availability: fromPlan('pyme', 'manual-install') },
  { feature: 'Transferencias en directo', availability: fromPlan('empresa') },
  { feature: 'Entrenamiento con tus documentos', availability: fromPlan('empresa') },
  // Empresa pays the integration once; Enterprise has it included.
  { feature: 'Integración de tu propio número', availability: { ...fromPlan('enterprise'), empresa: 'one-off' } },
  {
    feature: 'Llamadas salientes y en frío',
    availability: fromPlan('enterprise'),
    note: 'No permitidas en algunos países, como Estados Unidos.',
  },
  { feature: 'Varias sedes y un agente por comercial', availability: fromPlan('enterprise') },
  { feature: 'Gestor de cuenta dedicado', availability: fromPlan('enterprise') },
];
