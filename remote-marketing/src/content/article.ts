// Copy of the article page(s). Components only render it.
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
