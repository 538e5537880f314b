import {
  formatEuros,
  minutePacks,
  packCentsPerMinute,
  type MinutePack,
  CardGrid,
  FeatureList,
  Section,
  SectionHeading,
  theme,
  useSiteConfig,
  ButtonLink,
} from '@estefania/shared';
import { packsContent as content } from './content/plans';
import { OfferCard } from './OfferCard';

/** 58 → "0,58 €", 29.9 → "0,299 €": per-minute prices keep their tenth of a cent. */
export function formatPerMinute(pack: MinutePack): string {
  const cents = packCentsPerMinute(pack);
  return Number.isInteger(cents)
    ? formatEuros(cents)
    : `${(cents / 100).toLocaleString('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} €`;
}

export function MinutePacks() {
  const config = useSiteConfig();
  return (
    <Section aria-labelledby="packs-titulo" id="packs">
      <SectionHeading id="packs-titulo" title={content.title} lead={content.lead} size="plain" />
      <CardGrid minWidth={220}>
        {minutePacks.map((pack) => (
          <li key={pack.minutes} data-testid={`pack-${pack.minutes}`}>
            <OfferCard popular={pack.popular} popularLabel={content.popular}>
              <h3 css={{ marginTop: theme.space(2) }}>{content.name(pack.minutes)}</h3>
              <p css={{ fontSize: theme.fontSizes['3xl'], fontWeight: 800, margin: 0 }}>{formatEuros(pack.priceCents)}</p>
              <p css={{ color: theme.colors.muted }}>{content.perMinute(formatPerMinute(pack))}</p>
              <FeatureList items={pack.features} css={{ margin: `0 0 ${theme.space(5)}`, flexGrow: 1 }} />
              <ButtonLink
                href={config.packCheckoutLinks[String(pack.minutes) as keyof typeof config.packCheckoutLinks]}
                newTab
                variant={pack.popular ? 'primary' : 'secondary'}
              >
                {content.buy} {content.name(pack.minutes)}
              </ButtonLink>
            </OfferCard>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
