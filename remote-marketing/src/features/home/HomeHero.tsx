import { Badge, ButtonLink, CardGrid, Hero, theme } from '@estefania/shared';
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
          <CardGrid aria-label={hero.claimsLabel} minWidth={200} gap={4} stretch css={{ marginTop: theme.space(8) }}>
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
          </CardGrid>
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
