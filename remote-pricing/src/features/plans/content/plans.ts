// The words of the offers: minute packs, monthly plans, what each plan unlocks, how to pay.
import { annualPriceCents, extras } from '@estefania/shared';
import { type FeatureAvailability } from '../planTerms';

/** Months paid with annual billing (12 minus the free ones). */
const paidMonths = 12 - extras.annualFreeMonths;

export const packsContent = {
  title: 'Packs de minutos: paga solo lo que uses',
  lead: 'Sin cuotas ni permanencia. Compra minutos cuando los necesites.',
  popular: 'Más popular',
  buy: 'Comprar',
  name: (minutes: number) => `${minutes} minutos`,
  perMinute: (cents: string) => `${cents} por minuto`,
} as const;

export const paymentContent = {
  title: 'Formas de pago',
  lead: 'Paga con el método que prefieras en una página de pago segura.',
  bnplTitle: 'Compra ahora y paga después',
  bnplLead: `Divide tu compra en ${extras.instalments} pagos mensuales iguales, sin intereses. Así quedan los plazos de cada compra:`,
  bnplCaption: `Importe de cada uno de los ${extras.instalments} plazos sin intereses`,
  packRow: (minutes: number) => `Pack de ${minutes} minutos`,
  planYearRow: (plan: string) => `Plan ${plan}, un año`,
  bnplHeaders: ['Compra', 'Precio', `${extras.instalments} plazos`],
  bnplOddCents: 'Si el importe no se divide en partes exactas, los céntimos que sobran se cobran en el primer plazo.',
} as const;

export const plansContent = {
  title: 'Planes mensuales',
  lead: 'Minutos ilimitados por llamada y sin límite de duración. Cambia de plan o cancela cuando quieras.',
  popular: 'Popular',
  billingLegend: 'Facturación',
  monthly: 'Mensual',
  annual: 'Anual',
  annualBadge: `${extras.annualFreeMonths} meses gratis`,
  perMonth: '/mes',
  perYear: '/año',
  annualSaving: (saving: string) => `Pagas ${paidMonths} meses y te llevas 12: ahorras ${saving} al año.`,
  custom: 'A medida',
  customNote: 'Precio según volumen y necesidades.',
  unlimitedMinutes: 'Minutos ilimitados por llamada',
  optionalTitle: 'Opcional',
  oneOff: 'pago único',
  choose: (plan: string) => `Elegir ${plan}`,
  contact: 'Hablar con ventas',
  annualCheckoutNote: `La facturación anual se paga por adelantado: 12 meses al precio de ${paidMonths}. Para activarla, escríbenos a soporte después del alta.`,
} as const;

export const gatingContent = {
  title: 'Qué incluye cada plan',
  caption: 'Funciones según el plan',
  featureHeader: 'Función',
  labels: {
    included: 'Incluido',
    'not-offered': 'No disponible',
    'one-off': 'Pago único',
    'manual-install': 'Incluido (instalación manual)',
  } satisfies Record<FeatureAvailability, string>,
} as const;

export const includedContent = {
  title: 'Incluido en todos los planes',
  items: [
    'Atención de llamadas 24/7, también en festivos',
    'Minutos ilimitados por llamada',
    `Español y ${extras.extraLanguages} idiomas más`,
    'Conservas tu número: solo desvías las llamadas',
    'Filtro de spam y llamadas urgentes reenviadas por WhatsApp o llamada directa',
    'Resúmenes, transcripciones y grabaciones por email o WhatsApp',
    'Servidores en la Unión Europea y cumplimiento del RGPD',
    'Panel de cliente para gestionar tu plan y tus grabaciones',
  ],
} as const;

/** Annual saving of a plan: the free months. */
export function annualSavingCents(monthlyPriceCents: number): number {
  return monthlyPriceCents * 12 - annualPriceCents(monthlyPriceCents);
}
