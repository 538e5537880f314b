// The pages this remote renders, as data: the shell composes the site from every remote's list at
// runtime (`npm run build` publishes it as dist/routes.json next to mf-manifest.json). A new
// article is a new entry here and a page module: publish this remote, nothing else changes.
import { defineRouteManifest, paths as sitePaths, siteMenus } from '@estefania/shared';

/** The site's published URLs (from @estefania/shared) and this remote's own, by name. */
export const paths = {
  ...sitePaths,
  solutions: '/soluciones',
  solution: {
    receptionist: '/soluciones/recepcionista-ia',
    afterHours: '/soluciones/servicio-respuesta-after-hours',
    callManagement: '/soluciones/servicio-gestion-llamadas',
  },
  article: '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
  thanks: '/gracias',
} as const;

export const labels = {
  home: 'Inicio',
  solutions: 'Soluciones',
  receptionist: 'Recepcionista IA',
  afterHours: 'Servicio de respuesta fuera de horario',
  callManagement: 'Servicio de gestión de llamadas',
  blog: 'Blog',
  book: 'Libro gratis: AEO, la guía de SEO para LLMs',
} as const;

/** The article's last change: its JSON-LD `dateModified` and the sitemap's `lastmod`. */
export const ARTICLE_UPDATED = '2025-09-12';

const solutionDescriptions = {
  receptionist: 'Atiende, informa y agenda citas 24/7.',
  afterHours: 'Noches, fines de semana y festivos cubiertos.',
  callManagement: 'Recepción, derivación y seguimiento de cada llamada.',
} as const;

/** What each solution page answers (the key pages of /llms.txt). */
const solutionSummaries = {
  receptionist: 'la recepcionista IA: atiende, informa y agenda citas 24/7',
  afterHours: 'atención de llamadas por la noche, los fines de semana y los festivos',
  callManagement: 'recepción, derivación y seguimiento de cada llamada',
} as const;

const solutionKeys = ['receptionist', 'afterHours', 'callManagement'] as const;

/** The three solution pages, in menu order (the header's "Soluciones" and the /soluciones cards). */
export const solutionLinks = solutionKeys.map((key) => ({
  to: paths.solution[key],
  label: labels[key],
  description: solutionDescriptions[key],
}));

export const routeManifest = defineRouteManifest({
  schema: 1,
  remote: 'marketing',
  routes: [
    { path: paths.home, page: 'HomePage', label: labels.home, indexable: true, summary: 'qué es EstefanIA y cómo funciona' },
    { path: paths.solutions, page: 'SolutionsPage', label: labels.solutions, indexable: true, section: 'solutions' },
    ...solutionKeys.map((key) => ({
      path: paths.solution[key],
      page: 'SolutionPage',
      label: labels[key],
      indexable: true,
      section: 'solutions',
      summary: solutionSummaries[key],
    })),
    { path: paths.blog, page: 'BlogPage', label: labels.blog, indexable: true, section: 'blog' },
    {
      path: paths.article,
      page: 'ArticlePage',
      label: 'Guía de IA para pymes',
      indexable: true,
      summary: 'qué puede hacer la IA por una pequeña empresa, con costes y casos',
      section: 'blog',
      updated: ARTICLE_UPDATED,
    },
    {
      path: paths.book,
      page: 'BookPage',
      label: labels.book,
      indexable: true,
      section: 'book',
      summary: 'cómo aparecer en las respuestas de los asistentes de IA',
    },
    {
      path: paths.demo,
      page: 'DemoPage',
      label: 'Solicitar una demo',
      indexable: true,
      summary: 'una demostración con nuestro equipo',
    },
    { path: paths.thanks, page: 'ThanksPage', label: 'Gracias', indexable: false },
  ],
  nav: [
    ...solutionLinks.map((link, index) => ({ menu: siteMenus.solutions, ...link, order: 10 + index })),
    {
      menu: siteMenus.resources,
      label: labels.blog,
      description: 'Guías prácticas de IA para pymes.',
      to: paths.blog,
      order: 10,
    },
    {
      menu: siteMenus.resources,
      label: labels.book,
      description: 'Aparece en las respuestas de ChatGPT y compañía.',
      to: paths.book,
      order: 20,
    },
    { menu: siteMenus.mobile, label: labels.solutions, to: paths.solutions, order: 10 },
    { menu: siteMenus.mobile, label: labels.blog, to: paths.blog, order: 60 },
    { menu: siteMenus.footerProduct, label: labels.solutions, to: paths.solutions, order: 10 },
    // The spec's footer entry "Recursos" went nowhere: it leads to the blog.
    { menu: siteMenus.footerProduct, label: 'Recursos', to: paths.blog, order: 40 },
  ],
});
