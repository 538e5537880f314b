// Copy of the demo page(s). Components only render it.
export const demoContent = {
  meta: {
    title: 'Solicita una demo',
    description: 'Deja tus datos y EstefanIA te llamará para que compruebes en primera persona cómo atiende a tus clientes.',
  },
  title: 'Solicita una demo',
  lead: 'Déjanos tus datos y EstefanIA te llamará en unos minutos para que compruebes cómo atendería a tus clientes.',
} as const;
