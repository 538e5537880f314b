// How a plan is paid and what each plan unlocks (spec §6, §9): only the pricing pages show these.
import { extras, type PlanKey } from '@estefania/shared';

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

/** Feature gating by plan (spec §6). */
export const featureGating: readonly GatedFeature[] = [
  {
    feature: 'Enlaces para reservar citas',
    availability: { autonomo: 'not-offered', pyme: 'included', empresa: 'included', enterprise: 'included' },
  },
  {
    feature: 'Transferencia de llamadas',
    availability: { autonomo: 'not-offered', pyme: 'included', empresa: 'included', enterprise: 'included' },
  },
  {
    feature: 'Envío de SMS durante la llamada',
    availability: { autonomo: 'not-offered', pyme: 'included', empresa: 'included', enterprise: 'included' },
  },
  {
    feature: 'Recordatorios por WhatsApp',
    availability: { autonomo: 'not-offered', pyme: 'manual-install', empresa: 'manual-install', enterprise: 'manual-install' },
  },
  {
    feature: 'Transferencias en directo',
    availability: { autonomo: 'not-offered', pyme: 'not-offered', empresa: 'included', enterprise: 'included' },
  },
  {
    feature: 'Entrenamiento con tus documentos',
    availability: { autonomo: 'not-offered', pyme: 'not-offered', empresa: 'included', enterprise: 'included' },
  },
  {
    feature: 'Integración de tu propio número',
    availability: { autonomo: 'not-offered', pyme: 'not-offered', empresa: 'one-off', enterprise: 'included' },
  },
  {
    feature: 'Llamadas salientes y en frío',
    availability: { autonomo: 'not-offered', pyme: 'not-offered', empresa: 'not-offered', enterprise: 'included' },
    note: 'No permitidas en algunos países, como Estados Unidos.',
  },
  {
    feature: 'Varias sedes y un agente por comercial',
    availability: { autonomo: 'not-offered', pyme: 'not-offered', empresa: 'not-offered', enterprise: 'included' },
  },
  {
    feature: 'Gestor de cuenta dedicado',
    availability: { autonomo: 'not-offered', pyme: 'not-offered', empresa: 'not-offered', enterprise: 'included' },
  },
];
