export const demoStepContent = {
  heading: 'Escucha tu demo',
  intro: 'Esto es lo que EstefanIA ha aprendido de tu web. Escucha cómo atenderá a tus clientes:',
  companyName: 'Empresa',
  companyDescription: 'A qué se dedica',
  website: 'Web',
  noDescription: 'Sin descripción: EstefanIA la aprenderá cuando la configures.',
  sector: 'Sector',
  noSector: 'Sin identificar: la demo termina con un mensaje general.',
  sectorHint: 'Por eso la demo termina ofreciendo lo que suelen pedir quienes llaman a un negocio como el tuyo.',
  siteNotRead: {
    title: 'No hemos podido leer tu web',
    body: 'Por eso esta demo es genérica: usa un nombre sacado de la dirección de tu web y no describe tu negocio. Cuando configures EstefanIA le contarás a qué te dedicas.',
    description: 'Todavía no lo sabemos: no hemos podido leer tu web.',
  },
  players: { greeting: 'Saludo inicial', message: 'Mensaje principal' },
} as const;

export const audioPlayerContent = {
  play: 'Reproducir',
  pause: 'Pausar',
  seek: (label: string) => `Posición de ${label.toLowerCase()}`,
  position: (current: string, total: string) => `${current} de ${total}`,
  loadError: 'No hemos podido cargar este audio. Comprueba tu conexión y recarga la página.',
} as const;
