import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, Phone, X } from 'lucide-react';
import { css } from '@emotion/react';
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

/** Small screens: a side panel that is a real dialog (focus trapped and restored, Escape and backdrop close it). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const config = useSiteConfig();
  const links = useSiteNav(siteMenus.mobile);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger css={[iconButton, { [theme.media.lg]: { display: 'none' } }]} aria-label="Abrir menú">
        <Menu aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-menu-backdrop"
          css={{ position: 'fixed', inset: 0, background: 'rgb(15 23 42 / 45%)', zIndex: 50 }}
        />
        <Dialog.Content
          aria-describedby={undefined}
          css={{
            position: 'fixed',
            top: 0,
            right: 0,
            bottom: 0,
            width: 'min(320px, 85vw)',
            background: theme.colors.surface,
            zIndex: 51,
            padding: theme.space(5),
            overflowY: 'auto',
            boxShadow: theme.shadows.popover,
          }}
        >
          <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: theme.space(4) }}>
            <Dialog.Title css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>Menú</Dialog.Title>
            <Dialog.Close css={iconButton} aria-label="Cerrar menú">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Menú móvil">
            <a href={phoneHref(config.phone)} css={panelLink} onClick={close}>
              <Phone size={18} aria-hidden="true" /> {formatPhone(config.phone)}
            </a>
            {links.map((link) => (
              <a key={link.to} href={link.to} css={panelLink} onClick={close}>
                {link.label}
              </a>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
