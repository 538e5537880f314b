import { extras } from '@estefania/shared';

/** The words of the /industrias page (its cards' lines are in ./industryCards.ts). */
export const industriesIndexContent = {
  meta: {
    title: 'Recepcionista IA por sectores',
    description:
      'Descubre cómo EstefanIA atiende las llamadas de tu sector: salud, hostelería, reformas, despachos, talleres y muchos más.',
  },
  title: 'Una recepcionista IA que entiende tu sector',
  lead: 'Cada negocio recibe llamadas distintas. EstefanIA aprende las preguntas, urgencias y citas de tu sector para atenderlas como lo harías tú.',
  heroCta: 'Empieza gratis',
  listHeading: 'Elige tu sector',
  moreInfo: 'Más información',
  closing: {
    title: '¿No encuentras tu sector?',
    text: `EstefanIA se entrena con la información de tu negocio, sea cual sea. Pruébala con ${extras.trialMinutes} minutos gratis, sin tarjeta ni permanencia.`,
    pricing: 'Ver planes y precios',
    demo: 'Solicita una demo',
  },
} as const;
