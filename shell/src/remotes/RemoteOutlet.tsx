import { Suspense, use, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Button, buttonStyles, Container, theme, usePageLocation } from '@estefania/shared';
import { RemoteLoadError, retryRemote } from './loader';
import type { RemoteName } from './manifest';
import { usePageSource } from './pageSource';

function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { default: Page } = use(usePageSource().load(remote, page));
  return <Page />;
}

export function PageLoading() {
  return (
    <div
      role="status"
      css={{
        minHeight: '60vh',
        display: 'grid',
        placeItems: 'center',
        color: theme.colors.muted,
        // Only shown when loading is slow: a fast load never flashes a spinner.
        animation: 'estefania-appear 0.2s ease 0.3s both',
        '@keyframes estefania-appear': { from: { opacity: 0 }, to: { opacity: 1 } },
      }}
    >
      <div css={{ display: 'grid', justifyItems: 'center', gap: theme.space(3) }}>
        <span
          aria-hidden="true"
          css={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            border: `4px solid ${theme.colors.brandSoft}`,
            borderTopColor: theme.colors.brand,
            animation: 'estefania-spin 0.8s linear infinite',
            '@keyframes estefania-spin': { to: { transform: 'rotate(360deg)' } },
          }}
        />
        Cargando página…
      </div>
    </div>
  );
}

/** The title of a page whose part cannot be shown (the page's own comes with the page, which is missing). */
export const UNAVAILABLE_TITLE = 'Esta sección no está disponible | EstefanIA';

/**
 * The notice of a part that cannot be shown; without `onRetry` its button is a link that loads the
 * page again. It titles the document (React hoists the tags; the page's own replace them when it
 * loads) and keeps it out of search engines.
 */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { pathname, search } = usePageLocation();
  return (
    <Container>
      <title>{UNAVAILABLE_TITLE}</title>
      <meta name="robots" content="noindex" />
      <section role="alert" css={{ padding: `${theme.space(20)} 0`, textAlign: 'center', maxWidth: '36rem', margin: '0 auto' }}>
        <h1 css={{ fontSize: theme.fontSizes['2xl'] }}>Esta sección no está disponible ahora mismo</h1>
        <p css={{ color: theme.colors.muted }}>
          No hemos podido cargar esta parte de la web. El resto del sitio sigue funcionando: puedes reintentarlo o navegar a otra
          página.
        </p>
        {onRetry ? (
          <Button onClick={onRetry}>Reintentar</Button>
        ) : (
          <a href={`${pathname}${search}`} css={buttonStyles('primary')}>
            Reintentar
          </a>
        )}
      </section>
    </Container>
  );
}

/** A remote page inside the layout: loading state, and a Spanish fallback with retry when the remote fails. */
export function RemoteOutlet({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const fallbackRender = ({ error, resetErrorBoundary }: FallbackProps) => {
    // Anything but a load failure is a render error: let the page's error screen show it.
    if (!(error instanceof RemoteLoadError)) throw error;
    console.error(`[shell] ${error.message}`);
    return (
      <RemoteUnavailable
        onRetry={() => {
          retryRemote(remote);
          setAttempt((value) => value + 1);
          resetErrorBoundary();
        }}
      />
    );
  };
  return (
    <ErrorBoundary resetKeys={[attempt]} fallbackRender={fallbackRender}>
      <Suspense fallback={<PageLoading />}>
        <RemotePage remote={remote} page={page} />
      </Suspense>
    </ErrorBoundary>
  );
}
