import { Badge, ButtonLink, Hero, PageMeta, theme } from '@estefania/shared';
import { homeContent } from '../content/home';

export default function HomePage() {
  const { meta, hero } = homeContent;
  return (
    <>
      <PageMeta {...meta} />
      <Hero eyebrow={<Badge>{hero.eyebrow}</Badge>} title={hero.title} lead={hero.lead}>
        <ButtonLink to={hero.cta.to}>{hero.cta.label}</ButtonLink>
      </Hero>
      <ul
        aria-label="Ventajas"
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: theme.space(3),
          listStyle: 'none',
          padding: 0,
          margin: `0 0 ${theme.space(12)}`,
        }}
      >
        {hero.claims.map((claim) => (
          <li key={claim}>
            <Badge>✓ {claim}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
