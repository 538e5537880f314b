import { claimPhrases, extras } from '@estefania/shared';

export const industryPageContent = {
  sectorBadge: 'Sector',
  trialCta: `Prueba gratis ${extras.trialMinutes} minutos`,
  pricingCta: 'Ver precios',
  benefitsHeading: (audience: string) => `Cómo te ayuda EstefanIA en ${audience}`,
  /** The sentence under a benefit written as a plain string (spec §2: "plain strings with a generic sentence"). */
  genericBenefitSentence: 'EstefanIA se encarga de ello en cada llamada, a cualquier hora, y te deja el resumen por escrito.',
  howItWorks: {
    title: 'Cómo funciona',
    lead: `Tu recepcionista lista ${claimPhrases.ready}, sin cambiar de número.`,
    steps: [
      {
        title: 'Entrena a EstefanIA',
        description:
          'Cuéntale cómo es tu negocio: servicios, precios, horarios, preguntas frecuentes y qué hacer con las urgencias.',
      },
      {
        title: 'Confirma la configuración',
        description: 'Revisa el saludo, las respuestas y a quién avisar en cada caso. Lo cambias cuando quieras.',
      },
      {
        title: 'Desvía tus llamadas',
        description: 'Conserva tu número de siempre: activa el desvío hacia EstefanIA cuando no puedas atender o todo el día.',
      },
      {
        title: 'EstefanIA trabaja por ti',
        description:
          'Atiende, agenda y toma recados, y te envía notificaciones y la transcripción de cada llamada por correo o WhatsApp.',
      },
    ],
  },
  closing: {
    title: 'Deja de perder llamadas desde hoy',
    text: `Los primeros ${extras.trialMinutes} minutos son gratis, sin tarjeta y sin permanencia. Si lo prefieres, te lo enseñamos antes en una demo.`,
    trial: `Prueba gratis ${extras.trialMinutes} minutos`,
    pricing: 'Elige tu plan',
    demo: 'Solicita una demo',
  },
} as const;

export const industryNotFound = {
  title: 'Industria no encontrada',
  message: 'La industria solicitada no existe.',
  back: 'Ver todas las industrias',
} as const;
