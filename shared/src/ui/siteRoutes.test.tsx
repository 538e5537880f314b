import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComposedSite } from '../contract/siteRoutes';
import { SiteMenusProvider, SiteRoutesProvider, useSite, useSiteNav } from './siteRoutes';

const site: ComposedSite = {
  routes: [],
  nav: {
    legal: [{ to: '/privacy', label: 'Privacidad' }],
    industries: [{ to: '/industrias/dentistas', label: 'Dentistas' }],
  },
};

function Menu({ name }: { name: string }) {
  const links = useSiteNav(name);
  const { routes } = useSite();
  return (
    <p>
      {name}: {links.map((link) => link.label).join(', ') || 'ninguno'} ({routes.length} rutas)
    </p>
  );
}

describe('useSiteNav', () => {
  it('reads a menu of the composed site', () => {
    render(
      <SiteRoutesProvider site={site}>
        <Menu name="legal" />
      </SiteRoutesProvider>,
    );
    expect(screen.getByText('legal: Privacidad (0 rutas)')).toBeInTheDocument();
  });

  it('inside an island, only the menus it was handed, and the site is left as it is', () => {
    const withRoutes = { ...site, routes: [{}] } as unknown as ComposedSite;
    render(
      <SiteRoutesProvider site={withRoutes}>
        <SiteMenusProvider menus={{ industries: site.nav.industries ?? [] }}>
          <Menu name="industries" />
          <Menu name="legal" />
        </SiteMenusProvider>
      </SiteRoutesProvider>,
    );
    expect(screen.getByText('industries: Dentistas (1 rutas)')).toBeInTheDocument();
    expect(screen.getByText('legal: ninguno (1 rutas)')).toBeInTheDocument();
  });
});
