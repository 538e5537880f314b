import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import * as Tooltip from '@radix-ui/react-tooltip';
import { SiteToaster, theme } from '@estefania/shared';
import { Header } from './Header';
import { Footer } from './Footer';
import { SiteStructuredData } from './SiteStructuredData';

/** Every path change starts at the top of the page (spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  return (
    <Tooltip.Provider delayDuration={700}>
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
        <ScrollToTop />
        <SiteStructuredData />
        <Header />
        <main id="contenido" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <SiteToaster />
    </Tooltip.Provider>
  );
}
