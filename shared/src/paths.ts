// Every internal URL of the site, in one table (Spanish URLs, English names).
export const paths = {
  home: '/',
  solutions: '/soluciones',
  solution: {
    receptionist: '/soluciones/recepcionista-ia',
    afterHours: '/soluciones/servicio-respuesta-after-hours',
    callManagement: '/soluciones/servicio-gestion-llamadas',
  },
  industries: '/industrias',
  industry: (slug: string) => `/industrias/${encodeURIComponent(slug)}`,
  blog: '/recursos/blog',
  article: '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
  book: '/recursos/aeo-guia-seo-llms',
  pricing: '/precios',
  privacy: '/privacy',
  terms: '/legal',
  cookies: '/cookies',
  dpa: '/dpa',
  demo: '/demo',
  thanks: '/gracias',
  onboarding: '/onboarding',
  onboardingSuccess: '/onboarding/success',
} as const;

export const solutionLinks = [
  { to: paths.solution.receptionist, label: 'Recepcionista IA', description: 'Atiende, informa y agenda citas 24/7.' },
  {
    to: paths.solution.afterHours,
    label: 'Servicio de respuesta fuera de horario',
    description: 'Noches, fines de semana y festivos cubiertos.',
  },
  {
    to: paths.solution.callManagement,
    label: 'Servicio de gestión de llamadas',
    description: 'Recepción, derivación y seguimiento de cada llamada.',
  },
] as const;

export const resourceLinks = [
  { to: paths.blog, label: 'Blog', description: 'Guías prácticas de IA para pymes.' },
  {
    to: paths.book,
    label: 'Libro gratis: AEO, la guía de SEO para LLMs',
    description: 'Aparece en las respuestas de ChatGPT y compañía.',
  },
] as const;
