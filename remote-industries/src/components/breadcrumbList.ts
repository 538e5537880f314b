export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList with absolute URLs (search engines ignore relative ones). */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}
