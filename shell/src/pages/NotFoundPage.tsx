import { useEffect } from 'react';
import { logNotFound, NOT_FOUND_ATTRIBUTE } from './notFound';
import { paths, buttonStyles, Container, PageMeta, theme, usePageLocation } from '@estefania/shared';

export function NotFoundPage() {
  const { pathname } = usePageLocation();
  useEffect(() => logNotFound(pathname), [pathname]);
  return (
    <Container {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <PageMeta title="Página no encontrada" description="La página que buscas no existe o ha cambiado de dirección." />
      <section css={{ textAlign: 'center', padding: `${theme.space(16)} 0` }}>
        <img src="/mascota-404.svg" alt="EstefanIA, nuestra mascota, buscando la página perdida" width={220} height={220} />
        <p css={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: theme.colors.brand }}>404</p>
        <h1 css={{ fontSize: theme.fontSizes['2xl'] }}>¡Ups! Página no encontrada</h1>
        <p css={{ color: theme.colors.muted }}>Puede que el enlace esté roto o que la página haya cambiado de sitio.</p>
        <a href={paths.home} css={buttonStyles('primary')}>
          Volver al inicio
        </a>
      </section>
    </Container>
  );
}
