// The four forms that send personal data (demo request, newsletter, book waitlist, onboarding
// step 1): where they post without JavaScript, their words and the rules that check them. The
// enhanced forms in the remotes and the shell server's no-JavaScript handler both read this file,
// so a visitor is told the same thing, in the same words (spec §5 verbatim), whichever answers.
// React-free: the shell server imports it as `@estefania/shared/forms`.
import { hasForbiddenCharacters } from './characters';
import { buildCreateDemoRequest, isValidEmail, isValidPhone, type Lead } from './webhooks';

/**
 * Where each form posts when it is sent before (or without) JavaScript. Not the page's own path:
 * the shell server answers these with a page of its own, and a separate namespace keeps them out of
 * the route table, the sitemap and the page cache (docs/shell-server.md, "Forms without JavaScript").
 */
export const formActions = {
  demoRequest: '/formularios/demo',
  newsletter: '/formularios/boletin',
  bookWaitlist: '/formularios/libro',
  onboarding: '/formularios/alta',
} as const;
export type FormName = keyof typeof formActions;
/** The forms that send a lead (every one but the onboarding's first step). */
export type LeadForm = Exclude<FormName, 'onboarding'>;

/**
 * The sentence after each form's consent that points to the privacy policy (linked on `link`):
 * `{before} <a href={paths.privacy}>{link}</a>{after}`, in the remotes' forms and the shell server's alike.
 */
export const privacyNote = { before: 'Más información en nuestra', link: 'Política de Privacidad', after: '.' } as const;

export type DemoField = 'firstName' | 'surname' | 'businessName' | 'email' | 'phone';

export interface DemoFieldCopy {
  name: DemoField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder: string;
  /** The longest value the lead endpoint accepts, so nothing typed is refused later for its length. */
  maxLength: number;
  hint?: string;
}

/**
 * What an input of the demo form carries whoever draws it (the live form, the no-JavaScript page): its name,
 * type, autofill, example and length limit, and that it is required. Written with React's prop names.
 */
export function demoInputAttributes({ name, type, autoComplete, placeholder, maxLength }: DemoFieldCopy) {
  return { name, type, autoComplete, placeholder, maxLength, required: true } as const;
}

/** The demo request form (spec §2 /demo, §5): fields, consent, and the spec's messages word for word. */
export const demoRequestForm = {
  title: 'Habla con EstefanIA',
  intro: 'Todos los campos son obligatorios.',
  fields: [
    { name: 'firstName', label: 'Nombre', type: 'text', autoComplete: 'given-name', placeholder: 'Tu nombre', maxLength: 100 },
    {
      name: 'surname',
      label: 'Apellidos',
      type: 'text',
      autoComplete: 'family-name',
      placeholder: 'Tus apellidos',
      maxLength: 100,
    },
    {
      name: 'businessName',
      label: 'Nombre de tu negocio',
      type: 'text',
      autoComplete: 'organization',
      placeholder: 'Ej.: Clínica Dental Sonrisas',
      maxLength: 200,
    },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'tu@negocio.es', maxLength: 254 },
    {
      name: 'phone',
      label: 'Teléfono',
      type: 'tel',
      autoComplete: 'tel',
      placeholder: '+34 612 345 678',
      maxLength: 32,
      hint: 'El número al que te llamará EstefanIA.',
    },
  ] satisfies DemoFieldCopy[],
  consent:
    'Autorizo a que una inteligencia artificial de EstefanIA me llame al teléfono indicado para hacerme una demostración, y al tratamiento de mis datos para gestionar esta solicitud conforme a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD) y al RGPD.',
  submit: 'Hablar con EstefanIA',
  sending: 'Enviando…',
  toasts: {
    missingFields: { title: 'Error', description: 'Por favor, completa todos los campos obligatorios.' },
    missingConsent: { title: 'Error', description: 'Debes autorizar el contacto para continuar.' },
    invalidEmail: { title: 'Error', description: 'Revisa el email: no parece una dirección válida.' },
    invalidPhone: {
      title: 'Error',
      description: 'Revisa el teléfono: escribe un número de al menos 9 cifras, por ejemplo +34 612 345 678.',
    },
    invalidCharacters: {
      title: 'Error',
      description: 'Revisa los campos marcados: llevan caracteres que no se pueden enviar (caracteres de control).',
    },
    success: { title: '¡Solicitud enviada!', description: 'EstefanIA te contactará pronto en el número proporcionado.' },
    failureTitle: 'No hemos podido enviar tu solicitud',
  },
} as const;

export type DemoRequestInput = Record<DemoField, string> & { consent: boolean };
export type DemoRequestToast = keyof Pick<
  typeof demoRequestForm.toasts,
  'missingFields' | 'missingConsent' | 'invalidCharacters' | 'invalidEmail' | 'invalidPhone'
>;

/**
 * The demo form's checks in the spec's order: every field filled, then consent, then the formats
 * the lead endpoint accepts. A refusal names the fields to fix and the toast that says why.
 */
export function checkDemoRequest(
  input: DemoRequestInput,
): { ok: true; lead: Lead } | { ok: false; fields: (DemoField | 'consent')[]; toast: DemoRequestToast } {
  const trimmed = {
    firstName: input.firstName.trim(),
    surname: input.surname.trim(),
    businessName: input.businessName.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
  };
  const empty = demoRequestForm.fields.map((field) => field.name).filter((name) => trimmed[name] === '');
  if (empty.length > 0) return { ok: false, fields: empty, toast: 'missingFields' };
  if (!input.consent) return { ok: false, fields: ['consent'], toast: 'missingConsent' };
  // What the lead endpoint refuses in any field (control characters, broken Unicode), said before sending.
  const unsendable = demoRequestForm.fields.map((field) => field.name).filter((name) => hasForbiddenCharacters(trimmed[name]));
  if (unsendable.length > 0) return { ok: false, fields: unsendable, toast: 'invalidCharacters' };
  if (!isValidEmail(trimmed.email)) return { ok: false, fields: ['email'], toast: 'invalidEmail' };
  if (!isValidPhone(trimmed.phone)) return { ok: false, fields: ['phone'], toast: 'invalidPhone' };
  return { ok: true, lead: { ...trimmed, consent: true } };
}

/** What the e-mail sign-ups (newsletter, book waitlist) say when the address cannot be sent. */
export const emailErrors = {
  empty: 'Escribe tu email para continuar.',
  invalid: 'Revisa el email: no parece una dirección válida.',
} as const;

/** The one check of an e-mail sign-up; submitting is the consent (the note next to the button says so). */
export function checkEmailSignup(email: string): { ok: true; lead: Lead } | { ok: false; message: string } {
  const value = email.trim();
  if (value === '') return { ok: false, message: emailErrors.empty };
  if (!isValidEmail(value)) return { ok: false, message: emailErrors.invalid };
  return { ok: true, lead: { email: value, consent: true } };
}

export interface EmailSignupFormCopy {
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  /** The consent the visitor gives by submitting: said plainly next to the button. */
  consent: string;
}

/** The blog's newsletter box. */
export const newsletterForm = {
  label: 'Tu email',
  placeholder: 'tu@negocio.es',
  submit: 'Suscribirse',
  sending: 'Enviando…',
  successTitle: '¡Suscripción confirmada!',
  successDescription: 'Te enviaremos el próximo boletín a tu email. Puedes darte de baja cuando quieras.',
  failureTitle: 'No hemos podido suscribirte',
  consent:
    'Al pulsar «Suscribirse» aceptas recibir nuestro boletín por email. Puedes darte de baja en cualquier momento desde el propio email.',
} as const satisfies EmailSignupFormCopy;

/** The book's waitlist. */
export const bookWaitlistForm = {
  label: 'Tu email',
  placeholder: 'tu@negocio.es',
  submit: 'Apuntarme',
  sending: 'Enviando…',
  successTitle: '¡Ya estás en la lista!',
  successDescription: 'Te enviaremos el libro por email el 14 de octubre.',
  failureTitle: 'No hemos podido apuntarte',
  consent:
    'Al pulsar «Apuntarme» aceptas que te enviemos el libro y, de vez en cuando, contenido relacionado por email. Puedes darte de baja cuando quieras.',
} as const satisfies EmailSignupFormCopy;

export type WebsiteStepField = 'website' | 'fullName' | 'email';
export type WebsiteStepValues = Record<WebsiteStepField, string>;

/**
 * The demo step's words: what EstefanIA learned of the website and the two clips. Read by the onboarding's step 3
 * and by the shell's no-JavaScript answer to step 1, which shows the same demo.
 */
export const demoStepCopy = {
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

/** Onboarding step 1 (spec §2 /onboarding, §5, §8). */
export const websiteStepForm = {
  heading: 'Cuéntanos sobre tu negocio',
  intro: 'Con tu web, EstefanIA aprende a qué te dedicas y prepara una demo con tu nombre.',
  fields: {
    website: {
      label: 'Sitio web de tu empresa',
      placeholder: 'tuempresa.es',
      hint: 'Si no escribes https://, lo añadimos nosotros.',
    },
    fullName: { label: 'Nombre y apellidos', placeholder: 'Lucía Martín García' },
    email: { label: 'Email de empresa', placeholder: 'lucia@tuempresa.es' },
  },
  submit: 'Guardar',
  errors: {
    website: 'Por favor ingrese un sitio web',
    websiteInvalid: 'Por favor ingrese un sitio web válido, por ejemplo tuempresa.es',
    fullName: 'Por favor ingrese su nombre y apellidos',
    email: 'Por favor ingrese su email de empresa',
  },
  toasts: {
    saved: '¡Sitio web guardado exitosamente!',
    rejected: 'Error al guardar el sitio web.',
    network: 'Error de red.',
  },
  /** Stays under the form after the toast has gone: what to do now. */
  failureHelp: {
    rejected: 'No hemos podido preparar la demo con esa web. Comprueba la dirección e inténtalo de nuevo.',
    network: 'No hemos podido conectar con nuestro servidor. Comprueba tu conexión e inténtalo de nuevo.',
  },
} as const;

/**
 * Step 1's inputs in the order they are shown, with what each takes besides its words: the keyboard, the
 * browser's autofill, the longest value. The live step and the shell's no-JavaScript page both draw them from
 * here (React's prop names).
 */
export const websiteStepInputs = {
  website: {
    type: 'text',
    inputMode: 'url',
    autoComplete: 'url',
    autoCapitalize: 'none',
    spellCheck: false,
    maxLength: 2000,
  },
  fullName: { type: 'text', autoComplete: 'name', maxLength: 200 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
} as const satisfies Record<
  WebsiteStepField,
  {
    type: 'text' | 'email';
    autoComplete: string;
    maxLength: number;
    inputMode?: 'url';
    autoCapitalize?: 'none';
    spellCheck?: boolean;
  }
>;

/** Step 1's fields, in their order on the page. */
export const websiteStepFields = Object.keys(websiteStepInputs) as WebsiteStepField[];

/** Spec §5 step 1, in the order of the fields; an empty result means the step can be sent. */
export function checkWebsiteStep(values: WebsiteStepValues): Partial<Record<WebsiteStepField, string>> {
  const { errors } = websiteStepForm;
  const found: Partial<Record<WebsiteStepField, string>> = {};
  if (!values.website.trim()) found.website = errors.website;
  else if (!buildCreateDemoRequest(values.website, '', '')) found.website = errors.websiteInvalid;
  if (!values.fullName.trim()) found.fullName = errors.fullName;
  if (!values.email.trim()) found.email = errors.email;
  return found;
}
