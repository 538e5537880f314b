import type { ReactNode } from 'react';
import { theme } from '@estefania/shared';
import { Header } from './Header';
import { Footer } from './Footer';
import { SiteStructuredData } from './SiteStructuredData';

/**
 * Every page's frame: skip link, header, the page and footer, all HTML with no island: the header's
 * menus work by the browser alone and the page script (headerMenus.ts), the tooltips by CSS and the
 * page script (tooltips.ts), the footer's cookie button by the page script.
 */
export function Layout({ children }: { children: ReactNode }) {
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
      <Header />
      <main id="contenido" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
