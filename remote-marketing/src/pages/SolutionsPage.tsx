import { ArrowRight } from 'lucide-react';
import { ButtonLink, Card, CardGrid, Container, focusRing, Hero, PageMeta, Section, theme, IconTile } from '@estefania/shared';
import { solutionCtas, solutionsIndexContent } from '../features/solutions/content/solutions';
import { ClosingBanner } from '../features/home/ClosingBanner';
import { BreadcrumbData, solutionsCrumb } from '../components/BreadcrumbData';
import { HeadlineFigures } from '../features/figures/HeadlineFigures';
import { IconStatements } from '../features/figures/IconStatements';
import { headlineFigures } from '../features/figures/content/figures';

export default function SolutionsPage() {
  const { meta, title, lead, cardsTitle, cards, learnMore, claims, claimsLabel, figuresLead, closing } = solutionsIndexContent;
  return (
    <>
      <PageMeta {...meta} />
      <BreadcrumbData trail={[solutionsCrumb]} />
      <Hero title={title} lead={lead}>
        <ButtonLink href={solutionCtas.pricing.to}>{solutionCtas.pricing.label}</ButtonLink>
      </Hero>
      <Section aria-labelledby="soluciones-titulo">
        <h2 id="soluciones-titulo" css={{ fontSize: theme.fontSizes['3xl'] }}>
          {cardsTitle}
        </h2>
        <div css={{ marginTop: theme.space(6) }}>
          <CardGrid minWidth={280}>
            {cards.map((card) => {
              const Icon = card.icon;
              return (
                <li key={card.to}>
                  <Card css={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                    <IconTile size={52} css={{ marginBottom: theme.space(3) }}>
                      <Icon size={26} />
                    </IconTile>
                    <h3 css={{ fontSize: theme.fontSizes.xl }}>{card.label}</h3>
                    <p css={{ color: theme.colors.muted }}>{card.description}</p>
                    <ul css={{ paddingLeft: theme.space(5), margin: `0 0 ${theme.space(5)}`, flex: 1 }}>
                      {card.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                    <a
                      href={card.to}
                      aria-label={`${learnMore} sobre ${card.label}`}
                      css={[
                        {
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: theme.space(1),
                          fontWeight: 600,
                          minHeight: 44,
                        },
                        focusRing,
                      ]}
                    >
                      {learnMore}
                      <ArrowRight aria-hidden="true" size={18} />
                    </a>
                  </Card>
                </li>
              );
            })}
          </CardGrid>
        </div>
      </Section>
      <section aria-label={claimsLabel} css={{ background: theme.colors.brandSoft, padding: `${theme.space(8)} 0` }}>
        <Container>
          <IconStatements items={claims.map((claim) => ({ ...claim, key: claim.text }))} minWidth={220} />
        </Container>
      </section>
      <Section aria-labelledby="cifras-titulo">
        <h2 id="cifras-titulo" css={{ fontSize: theme.fontSizes['2xl'] }}>
          {headlineFigures.title}
        </h2>
        <p css={{ color: theme.colors.muted, marginBottom: theme.space(6) }}>{figuresLead}</p>
        {/* The strip above already says how fast the sign-up is. */}
        <HeadlineFigures labelledBy="cifras-titulo" omit={['signup']} />
      </Section>
      <ClosingBanner title={closing.title} text={closing.text} cta={solutionCtas.closing} />
    </>
  );
}
