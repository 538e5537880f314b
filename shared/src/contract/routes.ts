// The one route table of the site, as data: every public URL → the remote and the page it exposes,
// with its navigation label and whether search engines may index it. The shell's router, its first
// page fetch, each remote's `exposes` and dev harness, the nav and legal link lists and automation's
// redirects are all derived from here. No React, no DOM: the Node shell server reads it too.

/** The remotes that render pages (the shell renders none). */
export const remoteNames = ['marketing', 'industries', 'pricing', 'onboarding'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * The 32 industries of the spec, in menu order: slug (the URL) and the Spanish name the header menu
 * shows. Their page copy, icons and descriptions belong to remote-industries.
 */
export const industries = [
  { slug: 'construccion', name: 'Construcción' },
  { slug: 'salud', name: 'Salud' },
  { slug: 'servicios-profesionales', name: 'Servicios profesionales' },
  { slug: 'inmobiliaria', name: 'Inmobiliaria' },
  { slug: 'comercio-minorista', name: 'Comercio minorista' },
  { slug: 'servicios-hogar', name: 'Servicios para el hogar' },
  { slug: 'automotriz', name: 'Automoción' },
  { slug: 'restaurantes', name: 'Restaurantes' },
  { slug: 'educacion', name: 'Educación' },
  { slug: 'tecnologia', name: 'Tecnología' },
  { slug: 'cerrajeros', name: 'Cerrajeros' },
  { slug: 'servicios-financieros', name: 'Servicios financieros' },
  { slug: 'quiropracticos', name: 'Quiroprácticos' },
  { slug: 'veterinarios', name: 'Veterinarios' },
  { slug: 'techado-tejados', name: 'Tejados y cubiertas' },
  { slug: 'paisajismo', name: 'Paisajismo y jardinería' },
  { slug: 'seguros', name: 'Seguros' },
  { slug: 'funerarias', name: 'Funerarias' },
  { slug: 'dentistas', name: 'Dentistas' },
  { slug: 'reparacion-electronicos', name: 'Reparación de electrónica' },
  { slug: 'franquicias', name: 'Franquicias' },
  { slug: 'electricistas', name: 'Electricistas' },
  { slug: 'contabilidad', name: 'Contabilidad' },
  { slug: 'peluquerias-salones', name: 'Peluquerías y salones' },
  { slug: 'control-plagas', name: 'Control de plagas' },
  { slug: 'emergencias-hogar', name: 'Emergencias del hogar' },
  { slug: 'peluqueria-canina', name: 'Peluquería canina' },
  { slug: 'fontaneria', name: 'Fontanería' },
  { slug: 'climatizacion-hvac', name: 'Climatización' },
  { slug: 'gestion-propiedades', name: 'Gestión de propiedades' },
  { slug: 'pequenas-empresas', name: 'Pequeñas empresas' },
  { slug: 'bufetes-abogados', name: 'Bufetes de abogados' },
] as const;

export type Industry = (typeof industries)[number];
export type IndustrySlug = Industry['slug'];
export const industrySlugs: readonly IndustrySlug[] = industries.map((industry) => industry.slug);

export function isIndustrySlug(slug: string): slug is IndustrySlug {
  return (industrySlugs as readonly string[]).includes(slug);
}

export function findIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}

/**
 * One public route. Extend by adding optional fields (a per-route title and description for the
 * server-rendered head, an Open Graph image…): every consumer reads entries by name.
 */
export interface RouteDefinition {
  /** URL pattern; `:name` segments are parameters. */
  path: string;
  remote: RemoteName;
  /** The remote exposes the page as `./<page>`, from `src/pages/<page>.tsx`. */
  page: string;
  /** Spanish text of the link wherever the route appears in navigation. */
  label?: string;
  /** One line under the label in the header's dropdown menus. */
  menuDescription?: string;
  /** Whether search engines may index (and a sitemap may list) it. */
  indexable: boolean;
  /** Every value each parameter takes: the pages that exist behind the pattern. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** The part of the site it belongs to: picks its link-preview image. Default: `home`. */
  section?: SiteSection;
  /** Last change of its content (ISO date) for the sitemap. Default: {@link SITE_CONTENT_UPDATED}. */
  updated?: string;
}

/** The parts of the site that have their own link-preview (Open Graph) image. */
export const siteSections = ['home', 'solutions', 'industries', 'pricing', 'blog', 'book'] as const;
export type SiteSection = (typeof siteSections)[number];

/** Last change of the site's pages whose route does not say otherwise (ISO date). */
export const SITE_CONTENT_UPDATED = '2026-11-23';

export const routes = {
  home: { path: '/', remote: 'marketing', page: 'HomePage', label: 'Inicio', indexable: true },
  solutions: {
    path: '/soluciones',
    remote: 'marketing',
    page: 'SolutionsPage',
    label: 'Soluciones',
    indexable: true,
    section: 'solutions',
  },
  receptionist: {
    path: '/soluciones/recepcionista-ia',
    remote: 'marketing',
    page: 'SolutionPage',
    label: 'Recepcionista IA',
    menuDescription: 'Atiende, informa y agenda citas 24/7.',
    indexable: true,
    section: 'solutions',
  },
  afterHours: {
    path: '/soluciones/servicio-respuesta-after-hours',
    remote: 'marketing',
    page: 'SolutionPage',
    label: 'Servicio de respuesta fuera de horario',
    menuDescription: 'Noches, fines de semana y festivos cubiertos.',
    indexable: true,
    section: 'solutions',
  },
  callManagement: {
    path: '/soluciones/servicio-gestion-llamadas',
    remote: 'marketing',
    page: 'SolutionPage',
    label: 'Servicio de gestión de llamadas',
    menuDescription: 'Recepción, derivación y seguimiento de cada llamada.',
    indexable: true,
    section: 'solutions',
  },
  blog: {
    path: '/recursos/blog',
    remote: 'marketing',
    page: 'BlogPage',
    label: 'Blog',
    menuDescription: 'Guías prácticas de IA para pymes.',
    indexable: true,
    section: 'blog',
  },
  article: {
    path: '/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes',
    remote: 'marketing',
    page: 'ArticlePage',
    indexable: true,
    section: 'blog',
    updated: '2025-09-12',
  },
  book: {
    path: '/recursos/aeo-guia-seo-llms',
    remote: 'marketing',
    page: 'BookPage',
    label: 'Libro gratis: AEO, la guía de SEO para LLMs',
    menuDescription: 'Aparece en las respuestas de ChatGPT y compañía.',
    indexable: true,
    section: 'book',
  },
  demo: { path: '/demo', remote: 'marketing', page: 'DemoPage', indexable: true },
  thanks: { path: '/gracias', remote: 'marketing', page: 'ThanksPage', indexable: false },
  industries: {
    path: '/industrias',
    remote: 'industries',
    page: 'IndustriesPage',
    label: 'Industrias',
    indexable: true,
    section: 'industries',
  },
  industry: {
    path: '/industrias/:industria',
    remote: 'industries',
    page: 'IndustryPage',
    indexable: true,
    section: 'industries',
    params: { industria: industrySlugs },
  },
  pricing: { path: '/precios', remote: 'pricing', page: 'PricingPage', label: 'Precios', indexable: true, section: 'pricing' },
  privacy: { path: '/privacy', remote: 'pricing', page: 'PrivacyPage', label: 'Política de Privacidad', indexable: true },
  terms: { path: '/legal', remote: 'pricing', page: 'TermsPage', label: 'Términos de servicio', indexable: true },
  cookies: { path: '/cookies', remote: 'pricing', page: 'CookiesPage', label: 'Política de cookies', indexable: true },
  dpa: {
    path: '/dpa',
    remote: 'pricing',
    page: 'DpaPage',
    label: 'Acuerdo de tratamiento de datos (DPA)',
    indexable: true,
  },
  onboarding: { path: '/onboarding', remote: 'onboarding', page: 'OnboardingPage', indexable: true },
  onboardingSuccess: {
    path: '/onboarding/success',
    remote: 'onboarding',
    page: 'OnboardingSuccessPage',
    indexable: false,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routes;
export type PageKey = (typeof routes)[RouteKey]['page'];
/** The pages one remote exposes. */
export type RemotePageKey<R extends RemoteName> = Extract<(typeof routes)[RouteKey], { remote: R }>['page'];

export interface RouteEntry extends RouteDefinition {
  key: RouteKey;
  page: PageKey;
}

/** The table as a list, in the order above (more specific paths never depend on order). */
export const routeTable: readonly RouteEntry[] = (Object.keys(routes) as RouteKey[]).map((key) => ({
  key,
  ...(routes[key] as RouteDefinition & { page: PageKey }),
}));

/** The pages a remote exposes, each once (several routes may share a page). */
export function remotePages(remote: RemoteName): PageKey[] {
  return [...new Set(routeTable.filter((route) => route.remote === remote).map((route) => route.page))];
}

/** Every concrete URL behind a route: the path itself, or one per parameter value. */
export function routeUrls(route: RouteDefinition): string[] {
  let urls = [route.path];
  for (const [name, values] of Object.entries(route.params ?? {})) {
    urls = urls.flatMap((url) => values.map((value) => url.replace(`:${name}`, encodeURIComponent(value))));
  }
  return urls;
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
  /** False when a parameter is not one of the route's known values (e.g. an unknown industry). */
  known: boolean;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route that owns `pathname` (trailing slash tolerated), or null: a 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routeTable) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      const value = decode(segment);
      if (value === null || value === '') return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (!matches) continue;
    const known = Object.entries(params).every(([name, value]) => route.params?.[name]?.includes(value) ?? true);
    return { route, params, known };
  }
  return null;
}

/** Every internal URL of the site by name (Spanish URLs, English names). */
export const paths = {
  home: routes.home.path,
  solutions: routes.solutions.path,
  solution: {
    receptionist: routes.receptionist.path,
    afterHours: routes.afterHours.path,
    callManagement: routes.callManagement.path,
  },
  industries: routes.industries.path,
  industry: (slug: string) => routes.industry.path.replace(':industria', encodeURIComponent(slug)),
  blog: routes.blog.path,
  article: routes.article.path,
  book: routes.book.path,
  pricing: routes.pricing.path,
  privacy: routes.privacy.path,
  terms: routes.terms.path,
  cookies: routes.cookies.path,
  dpa: routes.dpa.path,
  demo: routes.demo.path,
  thanks: routes.thanks.path,
  onboarding: routes.onboarding.path,
  onboardingSuccess: routes.onboardingSuccess.path,
} as const;

export interface NavLink {
  to: string;
  label: string;
  description?: string;
}

type LabelledRouteKey = { [K in RouteKey]: (typeof routes)[K] extends { label: string } ? K : never }[RouteKey];
type NavItem = LabelledRouteKey | { route: RouteKey; label: string };

/** Which routes each navigation list shows, in order. Labels come from the table unless a list says otherwise. */
const navigationLists = {
  /** Header dropdown "Soluciones". */
  solutions: ['receptionist', 'afterHours', 'callManagement'],
  /** Header dropdown "Recursos". */
  resources: ['blog', 'book'],
  /** The small-screen side panel (spec §2). */
  mobile: ['solutions', 'industries', 'pricing', 'privacy', 'terms', 'blog'],
  /** Footer "Producto"; the spec's "Recursos" entry went nowhere, it leads to the blog. */
  footerProduct: ['solutions', 'industries', 'pricing', { route: 'blog', label: 'Recursos' }],
  /** Every legal document: the footer's "Legal" column and the list at the end of each legal page. */
  legal: ['privacy', 'terms', 'cookies', 'dpa'],
  /** Under the onboarding screens (spec §2: privacy, legal and cookies). */
  onboardingLegal: ['privacy', 'terms', 'cookies'],
} as const satisfies Record<string, readonly NavItem[]>;

export type NavList = keyof typeof navigationLists;

function navLink(item: NavItem): NavLink {
  const key = typeof item === 'string' ? item : item.route;
  const route: RouteDefinition = routes[key];
  const label = typeof item === 'string' ? (route.label ?? key) : item.label;
  return { to: route.path, label, ...(route.menuDescription ? { description: route.menuDescription } : {}) };
}

/** The links of one navigation list, ready to render. */
export const navigation: { readonly [L in NavList]: readonly NavLink[] } = Object.fromEntries(
  Object.entries(navigationLists).map(([list, items]) => [list, (items as readonly NavItem[]).map(navLink)]),
) as { [L in NavList]: NavLink[] };
