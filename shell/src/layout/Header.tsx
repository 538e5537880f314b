import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import { ChevronDown, Phone } from 'lucide-react';
import { css } from '@emotion/react';
import {
  formatPhone,
  paths,
  phoneHref,
  siteMenus,
  SiteMenusProvider,
  useSiteNav,
  type SiteMenus,
  type NavLink,
  ButtonLink,
  Container,
  focusRing,
  theme,
  tooltipStyles,
  useSiteConfig,
} from '@estefania/shared';
import { headerLabels } from '../content/site';
import { MobileMenu } from './MobileMenu';
import { Logo } from './Logo';

const navItem = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandSoft};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  svg {
    transition: transform 0.2s ease;
  }
  ${focusRing}
`;

const menuContent = css`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 30;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.popover};
  padding: ${theme.space(3)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const menuLink = css`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.brandSoft};
  }
  small {
    display: block;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.xs};
  }
  ${focusRing}
`;

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <NavigationMenu.Link asChild>
      <a href={to} css={menuLink}>
        {children}
      </a>
    </NavigationMenu.Link>
  );
}

/** A dropdown of described links (Soluciones, Recursos); a menu no remote publishes links to is left out. */
function DescribedLinksMenu({ value, label, links }: { value: string; label: string; links: readonly NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <NavigationMenu.Item value={value} css={{ position: 'relative' }}>
      <NavigationMenu.Trigger css={navItem}>
        {label} <ChevronDown size={16} aria-hidden="true" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content css={[menuContent, { width: 340 }]}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to}>
                {link.label}
                <small>{link.description}</small>
              </MenuLink>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The menus the header shows (its desktop dropdowns and the mobile sheet). */
export const HEADER_MENUS = [siteMenus.solutions, siteMenus.industries, siteMenus.resources, siteMenus.mobile];

/**
 * The site's header: an island of the shell (its menus, tooltip and mobile sheet are interactive),
 * hydrated on the first pointer, focus or key event inside it. `menus`: see HEADER_MENUS.
 */
export function Header({ menus }: { menus: SiteMenus }) {
  return (
    <SiteMenusProvider menus={menus}>
      <Tooltip.Provider delayDuration={700}>
        <HeaderBar />
      </Tooltip.Provider>
    </SiteMenusProvider>
  );
}

function HeaderBar() {
  const config = useSiteConfig();
  // The menus' links come from the remotes' route manifests, composed by the shell at runtime.
  const solutions = useSiteNav(siteMenus.solutions);
  const industries = useSiteNav(siteMenus.industries);
  const resources = useSiteNav(siteMenus.resources);

  return (
    <header
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        background: 'rgb(255 255 255 / 92%)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <Container css={{ display: 'flex', alignItems: 'center', gap: theme.space(4), minHeight: theme.layout.headerHeight }}>
        <a
          href={paths.home}
          aria-label="EstefanIA, ir al inicio"
          css={[{ display: 'inline-flex', color: theme.colors.text, textDecoration: 'none' }, focusRing]}
        >
          <Logo />
        </a>

        <NavigationMenu.Root
          aria-label="Principal"
          delayDuration={200}
          skipDelayDuration={300}
          css={{ display: 'none', [theme.media.lg]: { display: 'block' }, position: 'relative' }}
        >
          <NavigationMenu.List css={{ display: 'flex', listStyle: 'none', margin: 0, padding: 0, gap: theme.space(1) }}>
            <DescribedLinksMenu value="soluciones" label={headerLabels.solutions} links={solutions} />

            <NavigationMenu.Item value="industrias" css={{ position: 'relative' }}>
              {/* The label itself goes to the industries index; hovering it opens the list. */}
              <NavigationMenu.Trigger asChild>
                <a href={paths.industries} css={navItem}>
                  {headerLabels.industries} <ChevronDown size={16} aria-hidden="true" />
                </a>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content css={[menuContent, { width: 'min(720px, 80vw)' }]}>
                <ul css={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '0 0.5rem' }}>
                  {industries.map((link) => (
                    <li key={link.to}>
                      <MenuLink to={link.to}>{link.label}</MenuLink>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>

            <DescribedLinksMenu value="recursos" label={headerLabels.resources} links={resources} />

            <NavigationMenu.Item value="precios">
              <NavigationMenu.Link asChild>
                <a href={paths.pricing} css={navItem}>
                  {headerLabels.pricing}
                </a>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div css={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
          <a
            href={config.portalUrl}
            target="_blank"
            rel="noopener noreferrer"
            css={[navItem, { display: 'none', [theme.media.lg]: { display: 'inline-flex' } }]}
          >
            Ingresar
          </a>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              <a
                href={phoneHref(config.phone)}
                css={[navItem, { display: 'none', [theme.media.md]: { display: 'inline-flex' } }]}
              >
                <Phone size={16} aria-hidden="true" /> {formatPhone(config.phone)}
              </a>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content sideOffset={6} css={tooltipStyles('dark')}>
                Llámanos y habla con EstefanIA
                <Tooltip.Arrow css={{ fill: theme.colors.text }} />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
          <ButtonLink href={paths.pricing} css={{ display: 'none', [theme.media.md]: { display: 'inline-flex' } }}>
            Empieza gratis
          </ButtonLink>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
