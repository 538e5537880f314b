// Copy of the home page below the hero (loaded after first paint). Components only render it.
import type { LucideIcon } from 'lucide-react';
import { BookOpenText, MailCheck, PhoneForwarded, PhoneIncoming } from 'lucide-react';
import { claimPhrases, extras, formatEuros, fromPriceCents, paths } from '@estefania/shared';
import { sampleCallsCopy } from './sampleCalls';

/** Spec §3 "How-it-works step": icon, title, description. */
export interface HowItWorksStep {
  icon: LucideIcon;
  title: string;
  description: string;
}

const fromPrice = formatEuros(fromPriceCents);

export const homeSectionsContent = {
  sampleCalls: sampleCallsCopy,
  howItWorks: {
    id: 'como-funciona',
    title: 'Cómo funciona',
    lead: `Te das de alta ${claimPhrases.signup} y tu recepcionista está lista para atender ${claimPhrases.ready}, sin instalar nada y sin cambiar de número.`,
    steps: [
      {
        icon: BookOpenText,
        title: 'Entrénala con tu negocio',
        description:
          'Cuéntale qué haces, tus servicios, precios y horarios. Con tu web como punto de partida, lo tiene en minutos.',
      },
      {
        icon: PhoneForwarded,
        title: 'Desvía tus llamadas',
        description: 'Mantienes tu número de siempre: solo activas el desvío hacia EstefanIA cuando quieras que atienda ella.',
      },
      {
        icon: PhoneIncoming,
        title: 'Ella atiende por ti',
        description: 'Responde preguntas, agenda citas y recoge los datos de cada cliente, con amabilidad y sin esperas.',
      },
      {
        icon: MailCheck,
        title: 'Tú recibes el resumen',
        description: 'Te llega un resumen de cada llamada por email o WhatsApp, con el seguimiento automático ya en marcha.',
      },
    ] satisfies HowItWorksStep[],
  },
  testimonial: {
    title: 'Lo que dicen quienes ya la usan',
    quote:
      'Cerramos la cocina a medianoche y el teléfono seguía sonando para reservar. El primer mes EstefanIA atendió 47 llamadas fuera de horario que antes se perdían, y la mayoría acabaron en mesa reservada.',
    name: 'Lucía Ferrer',
    role: 'Copropietaria del restaurante La Alacena, Valencia',
    initials: 'LF',
  },
  closing: {
    title: 'Deja de perder llamadas desde hoy',
    text: `Ten tu recepcionista atendiendo llamadas ${claimPhrases.ready} y pruébala con ${extras.trialMinutes} minutos gratis. Sin tarjeta, sin permanencia y desde ${fromPrice}.`,
    cta: { label: 'Ver precios y empezar', to: paths.pricing },
  },
} as const;
