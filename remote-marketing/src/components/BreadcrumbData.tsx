import { useSiteConfig } from '@estefania/shared';
import { breadcrumbListJsonLd, JsonLd, type Crumb } from '@estefania/shared/structured-data';
import { labels, paths } from '../routes';

/** The page's place in the site (Inicio › …) as BreadcrumbList structured data, on the configured origin. */
export function BreadcrumbData({ trail }: { trail: readonly Crumb[] }) {
  const { siteUrl } = useSiteConfig();
  return <JsonLd data={breadcrumbListJsonLd([{ name: labels.home, path: paths.home }, ...trail], siteUrl)} />;
}

export const solutionsCrumb: Crumb = { name: labels.solutions, path: paths.solutions };
export const blogCrumb: Crumb = { name: labels.blog, path: paths.blog };
