import { extras } from '@estefania/shared';

export const onboardingContent = {
  meta: {
    title: 'Crea tu recepcionista',
    description: `Escribe la web de tu negocio y escucha en segundos una demo de ${extras.demoSeconds} segundos de tu propia recepcionista con IA.`,
  },
  title: 'Crea tu recepcionista con IA',
  lead: `Escribe la web de tu negocio y en unos segundos escucharás una demo de ${extras.demoSeconds} segundos de tu propia EstefanIA.`,
  steps: ['Tu negocio', 'Configuración', 'Escucha tu demo', 'Activación'],
} as const;

export const successContent = {
  meta: {
    title: 'Activando tu recepcionista',
    description: 'Estamos creando tu cuenta de EstefanIA y preparando tu panel de control.',
  },
  title: 'Activando tu recepcionista',
  lead: 'Estamos creando tu cuenta y preparando tu panel de control.',
} as const;
