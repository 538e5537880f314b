// Copy of the home page(s). Components only render it.
import { extras, formatEuros, fromPriceCents, paths } from '@estefania/shared';

export const homeContent = {
  meta: {
    title: 'EstefanIA · Recepcionista IA que atiende tus llamadas 24/7',
    description: `Tu recepcionista con IA atiende llamadas, agenda citas y toma recados 24/7. Primeros ${extras.trialMinutes} minutos gratis, desde ${formatEuros(fromPriceCents)}.`,
  },
  hero: {
    eyebrow: `★ ${extras.rating.toLocaleString('es-ES')} de valoración media`,
    title: 'Tu recepcionista con IA que nunca pierde una llamada',
    lead: 'EstefanIA es 10 veces mejor que el buzón de voz y 10 veces más barata que un servicio de atención telefónica tradicional. Atiende, agenda citas y te pasa un resumen de cada llamada.',
    claims: [
      `Primeros ${extras.trialMinutes} minutos gratis`,
      'Sin tarjeta de crédito',
      'Sin permanencia',
      `Desde ${formatEuros(fromPriceCents)}`,
    ],
    cta: { label: 'Empieza gratis', to: paths.pricing },
  },
} as const;
