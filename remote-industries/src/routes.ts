// The pages this remote renders, as data: the shell composes the site from every remote's list at
// runtime (`npm run build` publishes it as dist/routes.json next to mf-manifest.json). The values
// of :industria are the pages that exist: any other slug is the shell's 404, decided from here.
import { defineRouteManifest, paths as sitePaths, siteMenus } from '@estefania/shared';
import { industries, industrySlugs } from './features/catalogue/content/industryList';

/** The site's published URLs and this remote's own. */
export const paths = {
  ...sitePaths,
  industry: (slug: string) => `${sitePaths.industries}/${encodeURIComponent(slug)}`,
} as const;

const label = 'Industrias';

export const routeManifest = defineRouteManifest({
  schema: 1,
  remote: 'industries',
  routes: [
    {
      path: paths.industries,
      page: 'IndustriesPage',
      label,
      indexable: true,
      section: 'industries',
      summary: 'cómo trabaja en cada sector',
    },
    {
      path: `${paths.industries}/:industria`,
      page: 'IndustryPage',
      indexable: true,
      section: 'industries',
      params: { industria: [...industrySlugs] },
    },
  ],
  nav: [
    ...industries.map((industry, index) => ({
      menu: siteMenus.industries,
      label: industry.name,
      to: paths.industry(industry.slug),
      order: (index + 1) * 10,
    })),
    { menu: siteMenus.mobile, label, to: paths.industries, order: 20 },
    { menu: siteMenus.footerProduct, label, to: paths.industries, order: 20 },
  ],
});
