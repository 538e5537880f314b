import { websiteStepForm } from '@estefania/shared/forms';
import type { TimedMessage } from '../../../components/useTimedMessages';

export const websiteStepContent = {
  // The form's words and messages are shared with the shell server, which answers step 1 when it
  // is posted without JavaScript.
  ...websiteStepForm,
  /** Spec §4 phase 1 (0 s, 3 s, 6 s, 8 s). */
  overlay: [
    { afterMs: 0, text: 'Creando tu EstefanIA...' },
    { afterMs: 3_000, text: 'Tomando nota de tu website' },
    { afterMs: 6_000, text: 'Grabando tu saludo de bienvenida...' },
    { afterMs: 8_000, text: 'Preparando guiones con la voz de tu marca...' },
  ] satisfies TimedMessage[],
} as const;
