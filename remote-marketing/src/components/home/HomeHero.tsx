import { Badge, ButtonLink, Container, theme } from '@estefania/shared';
import { homeContent } from '../../content/home';
import { HeadlineFigures } from '../HeadlineFigures';

/** The first screen: the h1, the claims, the service figures and the way to pricing. */
export function HomeHero() {
  const { hero } = homeContent;
  return (
    <section
      css={{
        padding: `${theme.space(16)} 0 ${theme.space(12)}`,
        background: `linear-gradient(180deg, ${theme.colors.brandSoft} 0%, ${theme.colors.surface} 100%)`,
      }}
    >
      <Container>
        <div css={{ marginBottom: theme.space(4) }}>
          <Badge>{hero.eyebrow}</Badge>
        </div>
        <h1 css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', maxWidth: '20ch', letterSpacing: '-0.02em' }}>{hero.title}</h1>
        <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.muted, maxWidth: '60ch' }}>{hero.lead}</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), marginTop: theme.space(6) }}>
          <ButtonLink to={hero.cta.to}>{hero.cta.label}</ButtonLink>
          <ButtonLink href={hero.secondaryCta.href} variant="secondary">
            {hero.secondaryCta.label}
          </ButtonLink>
        </div>
        <p css={{ marginTop: theme.space(4), fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{hero.priceNote}</p>
        <ul
          aria-label={hero.claimsLabel}
          css={{
            listStyle: 'none',
            padding: 0,
            margin: `${theme.space(8)} 0 0`,
            display: 'grid',
            gap: theme.space(4),
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))',
          }}
        >
          {hero.claims.map((claim) => (
            <li
              key={claim.text}
              css={{
                background: theme.colors.surface,
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radii.lg,
                padding: theme.space(4),
              }}
            >
              <strong css={{ display: 'block', fontSize: theme.fontSizes['2xl'], color: theme.colors.brand }}>
                {claim.value}
              </strong>
              <span css={{ color: theme.colors.muted }}>{claim.text}</span>
            </li>
          ))}
        </ul>
        <div css={{ marginTop: theme.space(6) }}>
          <HeadlineFigures />
        </div>
      </Container>
    </section>
  );
}
