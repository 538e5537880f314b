// The words the pricing page's islands say (the plans' VAT note, the closing call), in a module of
// their own: the islands' chunk carries these, not the page's title, description and structured data,
// which only the page renders, never an island (#31). The page's copy (pricing.ts) refers to them.
import { extras, planByKey } from '@estefania/shared';

const trialPlan = planByKey(extras.trialConvertsTo);

export const pricingIslandCopy = {
  vatNote: `Todos los precios se muestran sin IVA (${extras.vatRate * 100} %).`,
  closing: {
    title: `Empieza hoy con ${extras.trialMinutes} minutos gratis`,
    lead: `Sin tarjeta y sin compromiso. Si no cancelas al terminar la prueba, pasas al plan ${trialPlan.name}.`,
    button: 'Elegir mi opción',
  },
} as const;

/** A non-breaking space keeps each amount with its euro sign when a sentence wraps. */
export const keepEuroSign = (text: string) => text.replace(/ €/g, '\u00a0€');
