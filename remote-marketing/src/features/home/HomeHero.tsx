import { Badge, ButtonLink, Hero, theme } from '@estefania/shared';
import { homeContent } from './content/home';
import { HeadlineFigures } from '../figures/HeadlineFigures';

/** The first screen: the h1, the claims, the service figures and the way to pricing. */
export function HomeHero() {
  const { hero } = homeContent;
  return (
    <Hero
      eyebrow={<Badge>{hero.eyebrow}</Badge>}
      title={hero.title}
      lead={hero.lead}
      footer={
        <>
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
        </>
      }
    >
      <ButtonLink href={hero.cta.to}>{hero.cta.label}</ButtonLink>
      <ButtonLink href={hero.secondaryCta.href} variant="secondary">
        {hero.secondaryCta.label}
      </ButtonLink>
    </Hero>
  );
}
