// Copy of the book landing page (spec §2 "Book landing page"). Components only render it.
import { bookWaitlistForm } from '@estefania/shared/forms';

export const bookContent = {
  meta: {
    title: 'Libro gratis: AEO, la guía de SEO para LLMs',
    description:
      'Aprende a aparecer en las respuestas de ChatGPT, Gemini y Perplexity. Libro gratuito disponible el 14 de octubre.',
  },
  badge: 'Libro gratuito · disponible el 14 de octubre',
  title: 'AEO: la guía de SEO para LLMs',
  lead: 'Tus clientes ya preguntan a ChatGPT antes que a Google. Descubre cómo conseguir que la IA recomiende tu negocio.',
  cta: 'Quiero el libro gratis',
  coverAlt: 'Portada del libro «AEO: la guía de SEO para LLMs», con una barra de búsqueda y una respuesta destacada',
  waitlist: {
    title: 'Apúntate a la lista de espera',
    text: 'Déjanos tu email y te enviaremos el libro completo en PDF el 14 de octubre, el mismo día de su publicación.',
    // Shared with the shell server, which answers the waitlist when it is posted without JavaScript.
    form: bookWaitlistForm,
    consent: bookWaitlistForm.consent,
    confirmed: (email: string) => `¡Hecho! Estás en la lista de espera. El 14 de octubre te enviaremos el libro a ${email}.`,
  },
  stats: {
    title: 'Por qué importa ahora',
    items: [
      {
        value: 'Millones',
        label: 'de personas preguntan ya cada semana a un asistente de IA qué comprar, a quién llamar o dónde ir.',
      },
      {
        value: '1 respuesta',
        label: 'en lugar de diez enlaces: si el asistente no te menciona, para ese cliente no existes.',
      },
      {
        value: '0 €',
        label: 'cuesta el libro: una guía práctica, sin tecnicismos, pensada para pymes y autónomos.',
      },
    ],
  },
  comparison: {
    title: 'SEO frente a AEO',
    intro:
      'El SEO te ayuda a salir en la lista de resultados de un buscador. El AEO (Answer Engine Optimization) te ayuda a ser la respuesta que da un asistente de IA.',
    seo: {
      title: 'SEO tradicional',
      items: [
        'Busca posicionar una página entre diez enlaces',
        'Gira en torno a palabras clave',
        'El usuario compara y hace clic',
        'Se mide en posiciones y visitas',
        'Los enlaces entrantes pesan mucho',
      ],
    },
    aeo: {
      title: 'AEO: optimización para respuestas de IA',
      items: [
        'Busca que la IA te cite en una sola respuesta',
        'Gira en torno a preguntas completas y su contexto',
        'El asistente compara por el usuario y recomienda',
        'Se mide en menciones y recomendaciones',
        'Pesan los datos claros, estructurados y coherentes en toda la web',
      ],
    },
  },
  learn: {
    title: 'Qué vas a aprender',
    items: [
      'Cómo deciden ChatGPT, Gemini y Perplexity qué negocios recomendar',
      'Qué preguntas hacen tus clientes a la IA y cómo responderlas en tu web',
      'Datos estructurados, fichas de empresa y reseñas: lo que de verdad cuenta',
      'Una lista de comprobación de 30 minutos para revisar tu web',
    ],
  },
} as const;
