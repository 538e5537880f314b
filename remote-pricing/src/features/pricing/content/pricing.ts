// The page's own words (its title, hero, structured data) and those every section shares; the islands' own
// (the VAT note, the closing call) come from pricingIslands.ts.
import { extras, formatEuros, fromPriceCents } from '@estefania/shared';
import { pricingIslandCopy } from './pricingIslands';

export const pricingContent = {
  meta: {
    title: 'Precios',
    description: `Packs de minutos desde ${formatEuros(fromPriceCents)} y planes mensuales para autónomos, pymes y empresas, con calculadora de costes. Primeros ${extras.trialMinutes} minutos gratis.`,
  },
  title: 'Precios claros, sin sorpresas',
  lead: `Empieza con ${extras.trialMinutes} minutos gratis, sin tarjeta. Después, paga solo lo que uses con un pack de minutos o elige un plan mensual.`,
  vatNote: pricingIslandCopy.vatNote,
  /** The free trial starts as the onboarding of the plan it turns into (spec §4). */
  trialCta: `Prueba gratis ${extras.trialMinutes} minutos`,
  closing: pricingIslandCopy.closing,
  structuredData: {
    name: 'EstefanIA',
    description: 'Recepcionista telefónica con inteligencia artificial para autónomos, pymes y empresas en España.',
    category: 'BusinessApplication',
  },
} as const;
