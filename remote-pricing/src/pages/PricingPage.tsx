import {
  Badge,
  Card,
  CardGrid,
  Hero,
  PageMeta,
  Section,
  formatEuros,
  minutePacks,
  theme,
  useSiteConfig,
} from '@estefania/shared';
import { pricingContent as content } from '../content/pricing';

export default function PricingPage() {
  const config = useSiteConfig();
  return (
    <>
      <PageMeta {...content.meta} />
      <Hero title={content.title} lead={content.lead} />
      <Section aria-labelledby="packs-titulo">
        <h2 id="packs-titulo">{content.packs.title}</h2>
        <p css={{ color: theme.colors.muted }}>{content.packs.lead}</p>
        <CardGrid minWidth={220}>
          {minutePacks.map((pack) => (
            <li key={pack.minutes}>
              <Card css={{ height: '100%' }}>
                {pack.popular ? <Badge>{content.packs.popular}</Badge> : null}
                <h3 css={{ marginTop: theme.space(2) }}>{pack.minutes} minutos</h3>
                <p css={{ fontSize: theme.fontSizes['3xl'], fontWeight: 800, margin: 0 }}>{formatEuros(pack.priceCents)}</p>
                <a
                  href={config.packCheckoutLinks[String(pack.minutes) as keyof typeof config.packCheckoutLinks]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {content.packs.buy} {pack.minutes} minutos
                </a>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
