import { extras, trialTerms } from '@estefania/shared';
import type { TimedMessage } from '../../../components/useTimedMessages';

export const successContent = {
  meta: {
    title: 'Activando tu recepcionista',
    description: 'Estamos creando tu cuenta de EstefanIA y preparando tu panel de control.',
  },
  title: 'Activando tu recepcionista',
  lead: 'Estamos creando tu cuenta y preparando tu panel de control.',
  /** Spec §4 phase 2 (0 s, 3 s). */
  overlay: [
    { afterMs: 0, text: 'Creando tu cuenta...' },
    { afterMs: 3_000, text: 'Importando tus datos a nuestro Dashboard de Cliente...' },
  ] satisfies TimedMessage[],
  toasts: {
    created: '¡EstefanIA creada exitosamente!',
    failed: 'Error al procesar el pago',
  },
  /** Logged for us, never shown (spec §8). */
  internalError: 'Error al crear EstefanIA',
  done: {
    heading: '¡Tu recepcionista está lista!',
    text: 'Te estamos redirigiendo a tu panel de control…',
    link: 'Ir a mi panel de control',
  },
  failed: {
    heading: 'No hemos podido crear tu cuenta',
    text: 'Tu pago y tus datos siguen guardados. Vuelve a intentarlo en unos segundos.',
    retry: 'Reintentar',
  },
  invalidSession: {
    heading: 'Error: falta la referencia del pago',
    text: 'El enlace no trae una referencia de pago válida. Si ya has pagado, escríbenos y activaremos tu cuenta.',
  },
  missingDraft: {
    heading: 'Error: datos no encontrados',
    text: 'No encontramos en este navegador los datos de tu alta. Si ya has pagado, escríbenos y activaremos tu cuenta.',
  },
  contact: (email: string) => `Escríbenos a ${email}`,
  backToOnboarding: 'Volver a crear mi recepcionista',
  /** A free trial: nothing was paid, so nothing says "pago". */
  trial: {
    done: `Tu prueba gratuita de ${extras.trialMinutes} minutos ya está activa.`,
    failedToast: 'No hemos podido activar tu prueba',
    failedText: 'Tus datos siguen guardados. Vuelve a intentarlo en unos segundos.',
    refused: { heading: trialTerms.refusedTitle, text: trialTerms.refused },
    choosePlan: 'Elegir un plan con mi demo',
    pricing: 'Ver los planes y precios',
  },
} as const;
