// The page's own words (its title, hero, closing call, structured data) and those every section shares.
import { extras, formatEuros, fromPriceCents, planByKey } from '@estefania/shared';

const trialPlan = planByKey(extras.trialConvertsTo);

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

/** A non-breaking space keeps each amount with its euro sign when a sentence wraps. */
export const keepEuroSign = (text: string) => text.replace(/ €/g, '\u00a0€');
