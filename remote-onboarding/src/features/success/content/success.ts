import { extras, trialTerms } from '@estefania/shared';
import { websiteStepForm } from '@estefania/shared/forms';

/** A status text of the loading overlay and when it replaces the previous one. */
export interface TimedMessage {
  afterMs: number;
  text: string;
}

export const onboardingContent = {
  meta: {
    title: 'Crea tu recepcionista',
    description: `Escribe la web de tu negocio y escucha en segundos una demo de ${extras.demoSeconds} segundos de tu propia recepcionista con IA.`,
  },
  title: 'Crea tu recepcionista con IA',
  lead: `Escribe la web de tu negocio y en unos segundos escucharás una demo de ${extras.demoSeconds} segundos de tu propia EstefanIA.`,
  steps: ['Tu negocio', 'Configuración', 'Escucha tu demo', 'Activación'],
  stepsLabel: 'Pasos del alta',
  stepDone: '(completado)',
  /** Spec §4: a saved draft resumed at step 3. */
  resumeToast: 'Puedes completar tu compra cuando estés listo',
  /** The same for a free trial, where nothing is bought. */
  resumeTrialToast: 'Puedes activar tu prueba gratuita cuando estés listo',
  /** Under the title while the onboarding starts a free trial. */
  trialNote: `${trialTerms.summary}.`,
} as const;

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
  formHeading: 'Tus datos de contacto',
  formIntro: 'Con estos datos creamos tu cuenta después del pago.',
  fields: {
    firstName: { label: 'Nombre', placeholder: 'Lucía' },
    lastName: { label: 'Apellidos', placeholder: 'Martín García' },
    phone: { label: 'Teléfono', placeholder: '+34 612 345 678' },
    email: { label: 'Email de empresa', placeholder: 'lucia@tuempresa.es' },
  },
  planLabel: 'Plan elegido',
  planPicker: {
    legend: 'Elige tu plan',
    hint: 'Has llegado sin elegir plan. Puedes cambiarlo o cancelarlo cuando quieras.',
    hintAfterTrial:
      'Elige el plan con el que quieres seguir: tu demo y tus datos se mantienen. Puedes cambiarlo o cancelarlo cuando quieras.',
    option: (name: string, price: string, calls: string) => `${name}: ${price} al mes, ${calls.toLowerCase()}`,
  },
  submit: 'Instalar mi recepcionista',
  /** Step 3 of a free trial: no plan to pay, the terms stated before activating. */
  trial: {
    heading: 'Tu prueba gratuita',
    summary: `${trialTerms.summary}.`,
    terms: `${trialTerms.conversion} ${trialTerms.onePerCustomer}`,
    formIntro: 'Con estos datos creamos tu cuenta de prueba. No te pediremos ninguna tarjeta.',
    submit: 'Activar mi prueba',
    choosePlan: 'Prefiero elegir un plan de pago',
  },
  errors: {
    missingFields: 'Por favor complete todos los campos',
    missingDemo: 'Error: datos de demostración no disponibles',
    invalidPlan: 'Error: Plan no válido',
    invalidPlanHelp: 'Elige uno de los planes de arriba o compáralos con calma en la página de precios.',
    invalidPlanLink: 'Ver los planes',
    invalidEmail: 'Por favor ingrese un email válido, por ejemplo lucia@tuempresa.es',
    invalidPhone: 'Por favor ingrese un teléfono válido, de 9 a 15 cifras, por ejemplo +34 612 345 678',
    storage:
      'Tu navegador no nos deja guardar tus datos para después del pago. Activa el almacenamiento del sitio e inténtalo de nuevo.',
  },
} as const;

export const audioPlayerContent = {
  play: 'Reproducir',
  pause: 'Pausar',
  seek: (label: string) => `Posición de ${label.toLowerCase()}`,
  position: (current: string, total: string) => `${current} de ${total}`,
  loadError: 'No hemos podido cargar este audio. Comprueba tu conexión y recarga la página.',
} as const;

export const legalLinksContent = {
  label: 'Información legal',
} as const;

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
