// Copy of the /gracias page (spec §2). Components only render it.
export type ThanksIcon = 'mail' | 'phone' | 'calendar';

export const thanksContent = {
  meta: {
    title: 'Reunión confirmada',
    description: 'Tu reunión con el equipo de EstefanIA está confirmada. Te contamos qué pasará a continuación.',
  },
  title: '¡Reunión confirmada!',
  lead: 'Gracias por reservar una reunión con nosotros. Esto es lo que pasará a continuación.',
  cardsTitle: 'Lo que vas a recibir',
  cards: [
    {
      icon: 'mail',
      title: 'Recordatorios por email',
      description:
        'Antes de la reunión te enviaremos recordatorios con contenido útil: ejemplos prácticos y consejos para sacar el máximo partido a la llamada.',
    },
    {
      icon: 'phone',
      title: 'Llamada de confirmación',
      description: 'Te llamaremos 30 minutos antes de la reunión para confirmar que todo sigue en pie.',
    },
    {
      icon: 'calendar',
      title: 'Invitación de calendario',
      description: 'Recibirás por email una invitación para añadir la reunión a tu calendario con un solo clic.',
    },
  ] satisfies Array<{ icon: ThanksIcon; title: string; description: string }>,
  nextTitle: '¿Qué hacer ahora?',
  nextSteps: [
    {
      title: 'Revisa tu email',
      description: 'Busca nuestro mensaje de confirmación (mira también en la carpeta de spam o promociones).',
    },
    {
      title: 'Prepara tus preguntas',
      description: 'Piensa en cuántas llamadas recibes, cuáles se te escapan y qué te gustaría que EstefanIA resolviera.',
    },
    {
      title: 'Espera nuestra llamada',
      description: 'Te llamaremos 30 minutos antes de la reunión. Ten el teléfono a mano.',
    },
  ],
  homeLink: 'Volver al inicio',
} as const;
