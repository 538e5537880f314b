import { theme, useSiteConfig } from '@estefania/shared';
import { breadcrumbListJsonLd, JsonLd, type Crumb } from '@estefania/shared/structured-data';
import { paths } from '../../routes';
import { breadcrumbLabels } from './content/breadcrumbs';

/**
 * Visible trail (Inicio › Industrias › …) plus the same trail as BreadcrumbList structured data. Every page of
 * this remote is under Inicio › Industrias: `trail` is what follows (an industry page's own crumb).
 */
export function Breadcrumbs({ trail = [] }: { trail?: readonly Crumb[] }) {
  // The configured origin, not the browser's: the server writes the same trail.
  const origin = useSiteConfig().siteUrl;
  const crumbs: readonly Crumb[] = [
    { name: breadcrumbLabels.home, path: paths.home },
    { name: breadcrumbLabels.industries, path: paths.industries },
    ...trail,
  ];
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, origin)} />
      <nav aria-label={breadcrumbLabels.nav}>
        <ol
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(2),
            fontSize: theme.fontSizes.sm,
            color: theme.colors.muted,
          }}
        >
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} css={{ display: 'flex', gap: theme.space(2) }}>
                {last ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <>
                    <a href={crumb.path}>{crumb.name}</a>
                    <span aria-hidden="true">›</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
