// The pages this remote renders, as data: the shell composes the site from every remote's list at
// runtime (`npm run build` publishes it as dist/routes.json next to mf-manifest.json).
import { defineRouteManifest, paths, siteMenus } from '@estefania/shared';

export const labels = {
  pricing: 'Precios',
  privacy: 'Política de Privacidad',
  terms: 'Términos de servicio',
  cookies: 'Política de cookies',
  dpa: 'Acuerdo de tratamiento de datos (DPA)',
} as const;

const legal = ['privacy', 'terms', 'cookies', 'dpa'] as const;

/** Every legal document, in order: the footer's "Legal" column and the list at the end of each. */
export const legalLinks = legal.map((key) => ({ to: paths[key], label: labels[key] }));

export const routeManifest = defineRouteManifest({
  schema: 1,
  remote: 'pricing',
  routes: [
    {
      path: paths.pricing,
      page: 'PricingPage',
      label: labels.pricing,
      indexable: true,
      section: 'pricing',
      summary: 'planes mensuales, packs de minutos, extras y preguntas frecuentes',
    },
    { path: paths.privacy, page: 'PrivacyPage', label: labels.privacy, indexable: true },
    { path: paths.terms, page: 'TermsPage', label: labels.terms, indexable: true },
    { path: paths.cookies, page: 'CookiesPage', label: labels.cookies, indexable: true },
    { path: paths.dpa, page: 'DpaPage', label: labels.dpa, indexable: true },
  ],
  nav: [
    { menu: siteMenus.mobile, label: labels.pricing, to: paths.pricing, order: 30 },
    { menu: siteMenus.mobile, label: labels.privacy, to: paths.privacy, order: 40 },
    { menu: siteMenus.mobile, label: labels.terms, to: paths.terms, order: 50 },
    { menu: siteMenus.footerProduct, label: labels.pricing, to: paths.pricing, order: 30 },
    ...legalLinks.map((link, index) => ({ menu: siteMenus.legal, ...link, order: (index + 1) * 10 })),
    // Under the onboarding screens (spec §2): privacy, legal and cookies.
    ...legalLinks.slice(0, 3).map((link, index) => ({ menu: siteMenus.onboardingLegal, ...link, order: (index + 1) * 10 })),
  ],
});
