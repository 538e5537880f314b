// Copy of the /demo page. Components only render it. The form's words and the spec's toasts (§5)
// are shared with the shell server, which answers the form when it is posted without JavaScript.
import { demoRequestForm } from '@estefania/shared/forms';

export type { DemoField } from '@estefania/shared/forms';

export const demoContent = {
  meta: {
    title: 'Solicita una demo',
    description: 'Deja tus datos y EstefanIA te llamará para que compruebes en primera persona cómo atiende a tus clientes.',
  },
  title: 'Solicita una demo',
  lead: 'Déjanos tus datos y EstefanIA te llamará en unos minutos para que compruebes cómo atendería a tus clientes.',
  highlights: [
    'Una llamada real de EstefanIA a tu teléfono, sin compromiso',
    'Escucha cómo responde, toma datos y agenda citas',
    'Sin tarjeta de crédito y sin instalar nada',
  ],
  form: demoRequestForm,
  toasts: demoRequestForm.toasts,
} as const;
