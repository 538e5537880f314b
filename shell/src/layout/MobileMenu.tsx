import { Menu, Phone, X } from 'lucide-react';
import { css } from '@emotion/react';
import { MOBILE_MENU_ID } from './headerMenus';
import { formatPhone, phoneHref, focusRing, siteMenus, theme, useSiteConfig, useSiteNav } from '@estefania/shared';

const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandSoft};
  }
  ${focusRing}
`;

const panelLink = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.875rem 0.5rem;
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  ${focusRing}
`;

const TITLE_ID = `${MOBILE_MENU_ID}-titulo`;

/** What opens and closes the sheet with no script: the invoker commands of HTML (the page script stands in where they are missing). */
const opens = { commandfor: MOBILE_MENU_ID, command: 'show-modal' } as Record<string, string>;
const closes = { commandfor: MOBILE_MENU_ID, command: 'close' } as Record<string, string>;

/**
 * Small screens: a side panel that is a real modal <dialog> (the rest of the page inert, focus kept
 * inside and given back to the button, Escape and the backdrop close it), opened by its button
 * through the browser alone.
 */
export function MobileMenu() {
  const config = useSiteConfig();
  const links = useSiteNav(siteMenus.mobile);

  return (
    <>
      <button
        type="button"
        {...opens}
        aria-haspopup="dialog"
        css={[iconButton, { [theme.media.lg]: { display: 'none' } }]}
        aria-label="Abrir menú"
      >
        <Menu aria-hidden="true" />
      </button>
      <dialog
        id={MOBILE_MENU_ID}
        aria-labelledby={TITLE_ID}
        closedby="any"
        css={{
          inset: '0 0 0 auto',
          margin: 0,
          width: 'min(320px, 85vw)',
          height: '100%',
          maxHeight: '100%',
          border: 0,
          padding: 0,
          color: theme.colors.text,
          background: theme.colors.surface,
          boxShadow: theme.shadows.popover,
          overscrollBehavior: 'contain',
          '&::backdrop': { background: 'rgb(15 23 42 / 45%)' },
        }}
      >
        {/* The sheet's content fills the dialog: a click on the dialog element itself is the backdrop. */}
        <div css={{ minHeight: '100%', padding: theme.space(5), overflowY: 'auto' }}>
          <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: theme.space(4) }}>
            <h2 id={TITLE_ID} css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>
              Menú
            </h2>
            <button type="button" {...closes} css={iconButton} aria-label="Cerrar menú">
              <X aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Menú móvil">
            <a href={phoneHref(config.phone)} css={panelLink}>
              <Phone size={18} aria-hidden="true" /> {formatPhone(config.phone)}
            </a>
            {links.map((link) => (
              <a key={link.to} href={link.to} css={panelLink}>
                {link.label}
              </a>
            ))}
          </nav>
        </div>
      </dialog>
    </>
  );
}
