import { trialTerms } from '@estefania/shared';
import { websiteStepForm } from '@estefania/shared/forms';

/** Step 3's contact form: the contact data, the plan (or the free trial's terms) and what a refused submit says. */
export const checkoutContent = {
  formHeading: 'Tus datos de contacto',
  formIntro: 'Con estos datos creamos tu cuenta después del pago.',
  fields: {
    firstName: { label: 'Nombre', placeholder: 'Lucía' },
    lastName: { label: 'Apellidos', placeholder: 'Martín García' },
    phone: { label: 'Teléfono', placeholder: '+34 612 345 678' },
    // The business email of step 1, which fills this one: the same field, in the forms contract's words.
    email: websiteStepForm.fields.email,
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
