import { ChevronDown, Phone } from 'lucide-react';
import { css } from '@emotion/react';
import {
  formatPhone,
  paths,
  phoneHref,
  siteMenus,
  useSiteNav,
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
import { HEADER_MENU_ATTRIBUTE, HEADER_MENU_IDS } from './headerMenus';
import { TOOLTIP_ATTRIBUTE } from './tooltips';
import { tooltipReveal } from './tooltipCss';
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
  &[data-open] svg {
    transform: rotate(180deg);
  }
  svg {
    transition: transform 0.2s ease;
  }
  ${focusRing}
`;

/**
 * A menu's panel: a popover (the browser's top layer, light dismiss, Escape), placed under its
 * button with CSS anchor positioning; where that is missing the page script places it
 * (headerMenus.ts).
 */
const menuContent = css`
  inset: auto;
  margin: 6px 0 0;
  position-area: bottom span-right;
  position-try-fallbacks: flip-inline;
  max-width: calc(100vw - 2rem);
  color: ${theme.colors.text};
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

/** One link of a menu's panel. */
function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <a href={to} css={menuLink}>
      {children}
    </a>
  );
}

/** The name CSS anchor positioning ties a menu's panel to its button by. */
const anchorOf = (id: string) => `--${id}`;

/**
 * A dropdown of described links (Soluciones, Recursos): a button that opens its panel, a popover,
 * with no script at all; the page script adds the opening on hover. A menu no remote publishes links
 * to is left out.
 */
function DescribedLinksMenu({ id, label, links }: { id: string; label: string; links: readonly NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <li {...{ [HEADER_MENU_ATTRIBUTE]: id }}>
      <button type="button" popoverTarget={id} css={[navItem, { anchorName: anchorOf(id) }]}>
        {label} <ChevronDown size={16} aria-hidden="true" />
      </button>
      <div id={id} popover="auto" css={[menuContent, { positionAnchor: anchorOf(id), width: 340 }]}>
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
      </div>
    </li>
  );
}

/**
 * The site's header, HTML with no React in the browser: its menus are popovers opened by their
 * buttons, the mobile sheet is a <dialog> its button opens by itself (`command="show-modal"`), and
 * the page script adds what the platform does not do alone (hover, placing, closing the sheet when a
 * link is followed: headerMenus.ts; the phone tooltip's Escape: tooltips.ts). A first tap answers at once,
 * on any page, before any of the site's code has arrived.
 */
export function Header() {
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

        <nav aria-label="Principal" css={{ display: 'none', [theme.media.lg]: { display: 'block' } }}>
          <ul css={{ display: 'flex', listStyle: 'none', margin: 0, padding: 0, gap: theme.space(1) }}>
            <DescribedLinksMenu id={HEADER_MENU_IDS.solutions} label={headerLabels.solutions} links={solutions} />

            {industries.length > 0 && (
              // The label itself goes to the industries index; hovering it opens the list.
              <li {...{ [HEADER_MENU_ATTRIBUTE]: HEADER_MENU_IDS.industries }}>
                <a href={paths.industries} css={[navItem, { anchorName: anchorOf(HEADER_MENU_IDS.industries) }]}>
                  {headerLabels.industries} <ChevronDown size={16} aria-hidden="true" />
                </a>
                <div
                  id={HEADER_MENU_IDS.industries}
                  popover="auto"
                  css={[menuContent, { positionAnchor: anchorOf(HEADER_MENU_IDS.industries), width: 'min(720px, 80vw)' }]}
                >
                  <ul css={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '0 0.5rem' }}>
                    {industries.map((link) => (
                      <li key={link.to}>
                        <MenuLink to={link.to}>{link.label}</MenuLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            )}

            <DescribedLinksMenu id={HEADER_MENU_IDS.resources} label={headerLabels.resources} links={resources} />

            <li>
              <a href={paths.pricing} css={navItem}>
                {headerLabels.pricing}
              </a>
            </li>
          </ul>
        </nav>

        <div css={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
          <a
            href={config.portalUrl}
            target="_blank"
            rel="noopener noreferrer"
            css={[navItem, { display: 'none', [theme.media.lg]: { display: 'inline-flex' } }]}
          >
            Ingresar
          </a>
          <span
            {...{ [TOOLTIP_ATTRIBUTE]: '' }}
            css={{ position: 'relative', display: 'none', [theme.media.md]: { display: 'inline-flex' } }}
          >
            <a href={phoneHref(config.phone)} aria-describedby="telefono-ayuda" css={navItem}>
              <Phone size={16} aria-hidden="true" /> {formatPhone(config.phone)}
            </a>
            <span id="telefono-ayuda" role="tooltip" css={[tooltipStyles('dark'), tooltipReveal('below')]}>
              Llámanos y habla con EstefanIA
            </span>
          </span>
          <ButtonLink href={paths.pricing} css={{ display: 'none', [theme.media.md]: { display: 'inline-flex' } }}>
            Empieza gratis
          </ButtonLink>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
