import { ButtonLink, Container, theme } from '@estefania/shared';
import { islands } from '../../islands';

/** The dark call-to-action band over the animated fog. */
export function ClosingBanner({ title, text, cta }: { title: string; text: string; cta: { label: string; to: string } }) {
  return (
    <section
      aria-labelledby="cierre-titulo"
      css={{ position: 'relative', isolation: 'isolate', overflow: 'hidden', background: '#1e1b4b', color: theme.colors.onBrand }}
    >
      <islands.FogBackground />
      <Container>
        <div
          css={{
            position: 'relative',
            zIndex: 1,
            padding: `${theme.space(20)} 0`,
            textAlign: 'center',
            maxWidth: '44rem',
            margin: '0 auto',
          }}
        >
          <h2 id="cierre-titulo" css={{ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' }}>
            {title}
          </h2>
          <p css={{ fontSize: theme.fontSizes.lg, marginBottom: theme.space(6) }}>{text}</p>
          <ButtonLink href={cta.to} variant="secondary">
            {cta.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
