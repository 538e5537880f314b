import { Button, Container, theme } from '@estefania/shared';

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Error desconocido';
}

/**
 * Render-error screen (spec §2): the title is quoted exactly, then the message. The server sends it
 * when a page throws; the browser then renders the page afresh, so its button works there.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Container>
      <section role="alert" css={{ padding: `${theme.space(16)} 0`, maxWidth: '40rem' }}>
        <h1 css={{ fontSize: theme.fontSizes['2xl'] }}>Unexpected Application Error!</h1>
        <p
          css={{
            fontFamily: 'ui-monospace, monospace',
            background: theme.colors.surfaceAlt,
            padding: theme.space(4),
            borderRadius: theme.radii.md,
          }}
        >
          {describeError(error)}
        </p>
        <p css={{ color: theme.colors.muted }}>Algo ha fallado al mostrar esta página. Recargarla suele solucionarlo.</p>
        <Button onClick={() => window.location.reload()}>Recargar la página</Button>
      </section>
    </Container>
  );
}
