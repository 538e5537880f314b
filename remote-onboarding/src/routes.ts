// The pages this remote renders, as data: the shell composes the site from every remote's list at
// runtime (`npm run build` publishes it as dist/routes.json next to mf-manifest.json).
import { defineRouteManifest, paths } from '@estefania/shared';

export const routeManifest = defineRouteManifest({
  schema: 1,
  remote: 'onboarding',
  routes: [
    {
      path: paths.onboarding,
      page: 'OnboardingPage',
      label: 'Alta en línea',
      indexable: true,
      summary: 'escribe tu web, escucha la demo de tu propia recepcionista y actívala',
    },
    { path: paths.onboardingSuccess, page: 'OnboardingSuccessPage', label: 'Alta completada', indexable: false },
  ],
  nav: [],
});
