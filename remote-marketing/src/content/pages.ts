// Copy of the marketing pages. Components only render it.
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

export const solutionsIndexContent = {
  meta: {
    title: 'Soluciones de atención telefónica con IA',
    description: 'Recepcionista IA, servicio de respuesta fuera de horario y gestión de llamadas para pymes y autónomos.',
  },
  title: 'Soluciones para que ninguna llamada se quede sin respuesta',
  lead: 'Elige cómo quieres que EstefanIA trabaje para tu negocio: como recepcionista a tiempo completo, fuera de horario o gestionando y derivando cada llamada.',
} as const;

export type SolutionSlug = 'recepcionista-ia' | 'servicio-respuesta-after-hours' | 'servicio-gestion-llamadas';

export const solutionPages: Record<SolutionSlug, { meta: { title: string; description: string }; title: string; lead: string }> =
  {
    'recepcionista-ia': {
      meta: {
        title: 'Recepcionista IA para tu negocio',
        description: 'Una recepcionista virtual con IA que atiende, informa y agenda citas 24/7 en español y 34 idiomas más.',
      },
      title: 'Recepcionista IA que atiende como tu mejor empleada',
      lead: 'Responde al primer tono, conoce tus servicios y precios, agenda citas y te envía un resumen de cada conversación. Todo el día, todos los días.',
    },
    'servicio-respuesta-after-hours': {
      meta: {
        title: 'Servicio de respuesta fuera de horario',
        description: 'Atiende las llamadas de noche, fines de semana y festivos con una recepcionista IA que filtra urgencias.',
      },
      title: 'Tu negocio atendido también cuando cierras',
      lead: 'Noches, fines de semana y festivos: EstefanIA recoge cada llamada, resuelve dudas, detecta urgencias y te avisa solo cuando de verdad hace falta.',
    },
    'servicio-gestion-llamadas': {
      meta: {
        title: 'Servicio de gestión de llamadas con IA',
        description: 'Recepción inteligente, derivación eficiente y seguimiento completo de cada llamada de tu empresa.',
      },
      title: 'Gestión de llamadas inteligente, de la primera palabra al seguimiento',
      lead: 'EstefanIA recibe, entiende y deriva cada llamada a la persona adecuada, y deja constancia de todo para que tu equipo no pierda el hilo.',
    },
  };

export const blogContent = {
  meta: {
    title: 'El Blog · IA para pymes y autónomos',
    description: 'Guías prácticas sobre inteligencia artificial, atención telefónica y crecimiento para pequeñas empresas.',
  },
  title: 'El Blog',
  lead: 'Ideas prácticas para que tu negocio atienda mejor, venda más y trabaje menos gracias a la inteligencia artificial.',
} as const;

export const articleContent = {
  meta: {
    title: 'Cómo la IA puede ayudar a las pymes: guía práctica 2025',
    description:
      'Aplicaciones prácticas, casos de éxito, costes y un plan de 30 días para que tu pyme empiece a usar inteligencia artificial.',
  },
  category: 'Inteligencia artificial',
  title: 'Cómo la IA puede ayudar a las pymes: guía práctica',
  lead: 'Qué puede hacer hoy la inteligencia artificial por una pequeña empresa española, cuánto cuesta y cómo empezar en 30 días sin equipo técnico.',
  updated: '12 de septiembre de 2025',
} as const;

export const bookContent = {
  meta: {
    title: 'Libro gratis: AEO, la guía de SEO para LLMs',
    description:
      'Aprende a aparecer en las respuestas de ChatGPT, Gemini y Perplexity. Libro gratuito disponible el 14 de octubre.',
  },
  badge: 'Libro gratuito · disponible el 14 de octubre',
  title: 'AEO: la guía de SEO para LLMs',
  lead: 'Tus clientes ya preguntan a ChatGPT antes que a Google. Descubre cómo conseguir que la IA recomiende tu negocio.',
} as const;

export const demoContent = {
  meta: {
    title: 'Solicita una demo',
    description: 'Deja tus datos y EstefanIA te llamará para que compruebes en primera persona cómo atiende a tus clientes.',
  },
  title: 'Solicita una demo',
  lead: 'Déjanos tus datos y EstefanIA te llamará en unos minutos para que compruebes cómo atendería a tus clientes.',
} as const;

export const thanksContent = {
  meta: {
    title: 'Reunión confirmada',
    description: 'Tu reunión con el equipo de EstefanIA está confirmada. Te contamos qué pasará a continuación.',
  },
  title: '¡Reunión confirmada!',
  lead: 'Gracias por reservar una reunión con nosotros. Esto es lo que pasará a continuación.',
} as const;
