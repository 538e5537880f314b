// Copy of the book page(s). Components only render it.
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
