// A small site as two remotes would publish it, for tests of the shared contract and the shell
// (the real manifests live in each remote and are checked there). Not imported by app code.
import { composeSite, type ComposedSite, type RouteManifest, type RouteManifestInput } from '../../contract/siteRoutes';
import { parseRouteManifest } from '../../contract/routeManifest';

export const sampleManifests = {
  marketing: {
    schema: 1,
    remote: 'marketing',
    routes: [
      { path: '/', page: 'HomePage', label: 'Inicio', indexable: true, summary: 'qué es EstefanIA' },
      { path: '/soluciones', page: 'SolutionsPage', label: 'Soluciones', indexable: true, section: 'solutions' },
      { path: '/recursos/blog', page: 'BlogPage', label: 'Blog', indexable: true, section: 'blog' },
      {
        path: '/soluciones/recepcionista-ia',
        page: 'SolutionPage',
        label: 'Recepcionista IA',
        indexable: true,
        section: 'solutions',
      },
      {
        path: '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
        page: 'ArticlePage',
        label: 'Guía de IA para pymes',
        indexable: true,
        section: 'blog',
        updated: '2025-09-12',
      },
      { path: '/gracias', page: 'ThanksPage', indexable: false },
    ],
    nav: [
      {
        menu: 'solutions',
        label: 'Recepcionista IA',
        description: 'Atiende 24/7.',
        to: '/soluciones/recepcionista-ia',
        order: 10,
      },
      { menu: 'resources', label: 'Blog', description: 'Guías prácticas.', to: '/recursos/blog', order: 10 },
      { menu: 'mobile', label: 'Soluciones', to: '/soluciones', order: 10 },
      { menu: 'mobile', label: 'Blog', to: '/recursos/blog', order: 60 },
      { menu: 'footer-product', label: 'Soluciones', to: '/soluciones', order: 10 },
      { menu: 'footer-product', label: 'Recursos', to: '/recursos/blog', order: 40 },
    ],
  },
  industries: {
    schema: 1,
    remote: 'industries',
    routes: [
      { path: '/industrias', page: 'IndustriesPage', label: 'Industrias', indexable: true, section: 'industries' },
      {
        path: '/industrias/:industria',
        page: 'IndustryPage',
        indexable: true,
        section: 'industries',
        params: { industria: ['dentistas', 'fontaneria'] },
      },
    ],
    nav: [
      { menu: 'industries', label: 'Fontanería', to: '/industrias/fontaneria', order: 20 },
      { menu: 'industries', label: 'Dentistas', to: '/industrias/dentistas', order: 10 },
      { menu: 'mobile', label: 'Industrias', to: '/industrias', order: 20 },
      { menu: 'footer-product', label: 'Industrias', to: '/industrias', order: 20 },
    ],
  },
  pricing: {
    schema: 1,
    remote: 'pricing',
    routes: [
      { path: '/precios', page: 'PricingPage', label: 'Precios', indexable: true, section: 'pricing', summary: 'planes y packs' },
      { path: '/privacy', page: 'PrivacyPage', label: 'Política de Privacidad', indexable: true },
      { path: '/legal', page: 'TermsPage', label: 'Términos de servicio', indexable: true },
    ],
    nav: [
      { menu: 'mobile', label: 'Precios', to: '/precios', order: 30 },
      { menu: 'mobile', label: 'Política de Privacidad', to: '/privacy', order: 40 },
      { menu: 'mobile', label: 'Términos de servicio', to: '/legal', order: 50 },
      { menu: 'footer-product', label: 'Precios', to: '/precios', order: 30 },
      { menu: 'legal', label: 'Política de Privacidad', to: '/privacy', order: 10 },
      { menu: 'legal', label: 'Términos de servicio', to: '/legal', order: 20 },
    ],
  },
} satisfies Record<string, RouteManifest>;

/** The three sample remotes composed, in that order. */
export const sampleSite: ComposedSite = composeSite(
  Object.entries(sampleManifests).map(([remote, manifest]) => ({ remote, manifest })),
).site;

/** The site as one remote's own manifest makes it (a remote's tests render its pages in it). */
export function siteOf(manifest: RouteManifestInput): ComposedSite {
  const checked = parseRouteManifest(manifest, manifest.remote);
  if (!checked.ok) throw new Error(`routeManifest de ${manifest.remote} ${checked.reason}`);
  return composeSite([{ remote: manifest.remote, manifest: checked.manifest }]).site;
}
