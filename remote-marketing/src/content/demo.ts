// Copy of the /demo page. Components only render it. Toast texts are the spec's (§5), word for word.
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
  form: {
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
    privacyLink: 'Política de Privacidad',
    submit: 'Hablar con EstefanIA',
    sending: 'Enviando…',
  },
  toasts: {
    missingFields: { title: 'Error', description: 'Por favor, completa todos los campos obligatorios.' },
    missingConsent: { title: 'Error', description: 'Debes autorizar el contacto para continuar.' },
    invalidEmail: { title: 'Error', description: 'Revisa el email: no parece una dirección válida.' },
    invalidPhone: {
      title: 'Error',
      description: 'Revisa el teléfono: escribe un número de al menos 9 cifras, por ejemplo +34 612 345 678.',
    },
    success: { title: '¡Solicitud enviada!', description: 'EstefanIA te contactará pronto en el número proporcionado.' },
    failureTitle: 'No hemos podido enviar tu solicitud',
  },
} as const;
