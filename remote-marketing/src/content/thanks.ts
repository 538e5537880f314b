// Copy of the thanks page(s). Components only render it.
export const thanksContent = {
  meta: {
    title: 'Reunión confirmada',
    description: 'Tu reunión con el equipo de EstefanIA está confirmada. Te contamos qué pasará a continuación.',
  },
  title: '¡Reunión confirmada!',
  lead: 'Gracias por reservar una reunión con nosotros. Esto es lo que pasará a continuación.',
} as const;
