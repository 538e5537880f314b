export const industriesIndexContent = {
  meta: {
    title: 'Recepcionista IA por sectores',
    description:
      'Descubre cómo EstefanIA atiende las llamadas de tu sector: salud, hostelería, reformas, despachos, talleres y muchos más.',
  },
  title: 'Una recepcionista IA que entiende tu sector',
  lead: 'Cada negocio recibe llamadas distintas. EstefanIA aprende las preguntas, urgencias y citas de tu sector para atenderlas como lo harías tú.',
  moreInfo: 'Más información',
} as const;

export const industryNotFound = {
  title: 'Industria no encontrada',
  message: 'La industria solicitada no existe.',
  back: 'Ver todas las industrias',
} as const;
