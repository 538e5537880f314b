import { annualPriceCents, extras, formatEuros, fromPriceCents, planByKey } from '@estefania/shared';
import { type FeatureAvailability } from '../../plans/planTerms';

const trialPlan = planByKey(extras.trialConvertsTo);
/** Months paid with annual billing (12 minus the free ones). */
const paidMonths = 12 - extras.annualFreeMonths;

export const pricingContent = {
  meta: {
    title: 'Precios',
    description: `Packs de minutos desde ${formatEuros(fromPriceCents)} y planes mensuales para autónomos, pymes y empresas, con calculadora de costes. Primeros ${extras.trialMinutes} minutos gratis.`,
  },
  title: 'Precios claros, sin sorpresas',
  lead: `Empieza con ${extras.trialMinutes} minutos gratis, sin tarjeta. Después, paga solo lo que uses con un pack de minutos o elige un plan mensual.`,
  vatNote: `Todos los precios se muestran sin IVA (${extras.vatRate * 100} %).`,
  /** The free trial starts as the onboarding of the plan it turns into (spec §4). */
  trialCta: `Prueba gratis ${extras.trialMinutes} minutos`,
  packs: {
    title: 'Packs de minutos: paga solo lo que uses',
    lead: 'Sin cuotas ni permanencia. Compra minutos cuando los necesites.',
    popular: 'Más popular',
    buy: 'Comprar',
    name: (minutes: number) => `${minutes} minutos`,
    perMinute: (cents: string) => `${cents} por minuto`,
    newTab: '(se abre en una pestaña nueva)',
  },
  payment: {
    title: 'Formas de pago',
    lead: 'Paga con el método que prefieras en una página de pago segura.',
    bnplTitle: 'Compra ahora y paga después',
    bnplLead: `Divide tu compra en ${extras.instalments} pagos mensuales iguales, sin intereses. Así quedan los plazos de cada compra:`,
    bnplCaption: `Importe de cada uno de los ${extras.instalments} plazos sin intereses`,
    packRow: (minutes: number) => `Pack de ${minutes} minutos`,
    planYearRow: (plan: string) => `Plan ${plan}, un año`,
    bnplHeaders: ['Compra', 'Precio', `${extras.instalments} plazos`],
    bnplOddCents: 'Si el importe no se divide en partes exactas, los céntimos que sobran se cobran en el primer plazo.',
  },
  plans: {
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
    monthSuffix: '/mes',
    choose: (plan: string) => `Elegir ${plan}`,
    contact: 'Hablar con ventas',
    annualCheckoutNote: `La facturación anual se paga por adelantado: 12 meses al precio de ${paidMonths}. Para activarla, escríbenos a soporte después del alta.`,
  },
  /** Shown above the wide tables on narrow screens only. */
  scrollHint: 'Desliza la tabla hacia un lado para ver todas las columnas.',
  gating: {
    title: 'Qué incluye cada plan',
    caption: 'Funciones según el plan',
    featureHeader: 'Función',
    labels: {
      included: 'Incluido',
      'not-offered': 'No disponible',
      'one-off': 'Pago único',
      'manual-install': 'Incluido (instalación manual)',
    } satisfies Record<FeatureAvailability, string>,
  },
  included: {
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
  },
  calculator: {
    title: 'Calcula cuánto te costaría',
    lead: 'Escribe cuántas llamadas esperas al mes y cuánto dura una llamada de media. Te decimos la opción más barata y por qué.',
    callsLabel: 'Llamadas al mes',
    callsHint: 'Número entero, por ejemplo 120.',
    minutesLabel: 'Duración media por llamada (minutos)',
    minutesHint: 'Puedes usar decimales, por ejemplo 2,5.',
    submit: 'Calcular',
    errorSummary: 'Revisa los datos marcados para poder calcular.',
    howPacks:
      'Para los packs calculamos la combinación de packs más barata que cubre todos tus minutos del mes (puedes comprar varios del mismo tamaño; los minutos no caducan). Para los planes sumamos la cuota y cada llamada que pase del límite mensual.',
    enterprise: 'Precio a medida para volúmenes altos, varias sedes o llamadas salientes.',
    resultsTitle: 'Resultado',
    tableCaption: 'Coste mensual de cada opción',
    /** Amounts right after the option, so a phone shows them without scrolling the table sideways. */
    headers: ['Opción', 'Sin IVA', 'Con IVA', 'Detalle'],
    packsName: 'Packs de minutos',
    cheapestBadge: 'La más barata',
  },
  contact: {
    title: '¿Necesitas algo a medida?',
    lead: 'Varias sedes, llamadas salientes, integraciones especiales o mucho volumen: te preparamos una propuesta.',
    schedule: 'Reservar una llamada con ventas',
    email: 'Escribir a soporte',
  },
  faq: {
    title: 'Preguntas frecuentes',
  },
  closing: {
    title: `Empieza hoy con ${extras.trialMinutes} minutos gratis`,
    lead: `Sin tarjeta y sin compromiso. Si no cancelas al terminar la prueba, pasas al plan ${trialPlan.name}.`,
    button: 'Elegir mi opción',
  },
  structuredData: {
    name: 'EstefanIA',
    description: 'Recepcionista telefónica con inteligencia artificial para autónomos, pymes y empresas en España.',
    category: 'BusinessApplication',
  },
} as const;

/** Annual saving of a plan: the free months. */
export function annualSavingCents(monthlyPriceCents: number): number {
  return monthlyPriceCents * 12 - annualPriceCents(monthlyPriceCents);
}
