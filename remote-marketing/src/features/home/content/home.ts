// Copy of the home page's first screen (meta and hero), loaded with the page. The sections below the fold
// are in homeSections.ts, loaded after the hero shows.
import { extras, figures, formatEuros, fromPriceCents, paths } from '@estefania/shared';

const rating = extras.rating.toLocaleString('es-ES');
const fromPrice = formatEuros(fromPriceCents);

export const homeContent = {
  meta: {
    title: 'EstefanIA · Recepcionista IA que atiende tus llamadas 24/7',
    description: `Tu recepcionista con IA atiende llamadas, agenda citas y toma recados 24/7. Primeros ${extras.trialMinutes} minutos gratis, desde ${fromPrice}.`,
  },
  hero: {
    eyebrow: 'Recepcionista virtual con IA para pymes y autónomos',
    title: 'Tu recepcionista con IA que nunca pierde una llamada',
    lead: 'EstefanIA atiende tus llamadas como lo haría tu mejor recepcionista: responde dudas, agenda citas y te pasa un resumen de cada conversación. Todo el día, todos los días.',
    claimsLabel: 'Por qué EstefanIA',
    claims: [
      { value: `${figures.timesBetterThanVoicemail}×`, text: 'mejor que el buzón de voz' },
      {
        value: `${figures.timesCheaperThanAnsweringService}×`,
        text: 'más barata que un servicio de atención telefónica tradicional',
      },
      { value: `${extras.trialMinutes} min`, text: 'gratis para empezar, sin tarjeta y sin permanencia' },
      { value: `${rating}/5`, text: 'de valoración de nuestros clientes' },
    ],
    cta: { label: 'Empieza gratis', to: paths.pricing },
    secondaryCta: { label: 'Escucha una llamada de ejemplo', href: '#llamadas-de-ejemplo' },
    priceNote: `Desde ${fromPrice} · Primeros ${extras.trialMinutes} minutos gratis · Sin tarjeta de crédito · Sin permanencia`,
  },
} as const;
