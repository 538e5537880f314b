import { breadcrumbListJsonLd, JsonLd, paths, routes, useSiteConfig, type Crumb } from '@estefania/shared';

/** The page's place in the site (Inicio › …) as BreadcrumbList structured data, on the configured origin. */
export function BreadcrumbData({ trail }: { trail: readonly Crumb[] }) {
  const { siteUrl } = useSiteConfig();
  return <JsonLd data={breadcrumbListJsonLd([{ name: routes.home.label, path: paths.home }, ...trail], siteUrl)} />;
}

export const solutionsCrumb: Crumb = { name: routes.solutions.label, path: paths.solutions };
export const blogCrumb: Crumb = { name: routes.blog.label, path: paths.blog };
