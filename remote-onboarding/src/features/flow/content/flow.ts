import { extras, trialTerms } from '@estefania/shared';

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
  /** While the demo step's code arrives (it is fetched while the demo is being made, so rarely seen). */
  demoStepLoading: 'Preparando tu demo…',
  /** Under the title while the onboarding starts a free trial. */
  trialNote: `${trialTerms.summary}.`,
} as const;
