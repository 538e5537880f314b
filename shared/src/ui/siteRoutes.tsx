import { createContext, useContext, type ReactNode } from 'react';
import { emptySite, type ComposedSite, type NavLink } from '../contract/siteRoutes';

/**
 * The site as the shell composed it from every remote's route manifest (its pages and menus).
 * The shell provides it on the server and in the browser; a remote reads a menu (the legal links
 * under the onboarding, the industries' names) without knowing which remote publishes it. Null
 * outside the shell (a unit test without the provider): no page is known.
 */
const SiteRoutesContext = createContext<ComposedSite | null>(null);

export function SiteRoutesProvider({ site, children }: { site: ComposedSite; children: ReactNode }) {
  return <SiteRoutesContext value={site}>{children}</SiteRoutesContext>;
}

/** The composed site, or an empty one outside the shell. */
export function useSite(): ComposedSite {
  return useContext(SiteRoutesContext) ?? emptySite;
}

/** Some menus of the site, by name: what an island that shows them receives as props (plain data). */
export type SiteMenus = ComposedSite['nav'];

/** The menus an island was handed (it has no site of its own in the browser); null elsewhere. */
const SiteMenusContext = createContext<SiteMenus | null>(null);

const noLinks: readonly NavLink[] = [];

/**
 * The links of one menu (see `siteMenus`), in order; empty when no remote publishes any. Inside an island, from
 * the menus it was handed (and only those, as in the browser); elsewhere from the composed site.
 */
export function useSiteNav(menu: string): readonly NavLink[] {
  const menus = useContext(SiteMenusContext);
  const site = useSite();
  return (menus ?? site.nav)[menu] ?? noLinks;
}

/** The links of the named menus, to hand to an island (which has no site of its own in the browser). */
export function useSiteMenus(menus: readonly string[]): SiteMenus {
  const { nav } = useSite();
  return Object.fromEntries(menus.map((menu) => [menu, nav[menu] ?? []]));
}

/** Inside an island: its menus, read with `useSiteNav` as anywhere else. */
export function SiteMenusProvider({ menus, children }: { menus: SiteMenus; children: ReactNode }) {
  return <SiteMenusContext value={menus}>{children}</SiteMenusContext>;
}
