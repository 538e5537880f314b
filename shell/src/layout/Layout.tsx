import type { ReactNode } from 'react';
import { theme, useSiteMenus } from '@estefania/shared';
import { HEADER_MENUS } from './Header';
import { Footer } from './Footer';
import { SiteStructuredData } from './SiteStructuredData';
import { layoutIslands } from './islands';

/**
 * Every page's frame: skip link, header (an island: the only part of it with code), the page, and
 * the footer (HTML; its cookie button is handled by the shell's page script without React).
 */
export function Layout({ children }: { children: ReactNode }) {
  const menus = useSiteMenus(HEADER_MENUS);
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a
        href="#contenido"
        css={{
          position: 'absolute',
          left: '-9999px',
          '&:focus': {
            left: theme.space(4),
            top: theme.space(4),
            zIndex: 100,
            background: theme.colors.surface,
            padding: theme.space(3),
          },
        }}
      >
        Saltar al contenido
      </a>
      <SiteStructuredData />
      <layoutIslands.Header menus={menus} />
      <main id="contenido" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
