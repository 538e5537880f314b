import {
  formatEuros,
  minutePacks,
  packCentsPerMinute,
  type MinutePack,
  CardGrid,
  Section,
  buttonStyles,
  theme,
  useSiteConfig,
  VisuallyHidden,
} from '@estefania/shared';
import { Check } from 'lucide-react';
import { pricingContent } from '../content/pricing';
import { OfferCard } from './OfferCard';

const content = pricingContent.packs;

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
      <h2 id="packs-titulo">{content.title}</h2>
      <p css={{ color: theme.colors.muted }}>{content.lead}</p>
      <CardGrid minWidth={220}>
        {minutePacks.map((pack) => (
          <li key={pack.minutes} data-testid={`pack-${pack.minutes}`}>
            <OfferCard popular={pack.popular} popularLabel={content.popular}>
              <h3 css={{ marginTop: theme.space(2) }}>{content.name(pack.minutes)}</h3>
              <p css={{ fontSize: theme.fontSizes['3xl'], fontWeight: 800, margin: 0 }}>{formatEuros(pack.priceCents)}</p>
              <p css={{ color: theme.colors.muted }}>{content.perMinute(formatPerMinute(pack))}</p>
              <ul css={{ listStyle: 'none', padding: 0, margin: `0 0 ${theme.space(5)}`, flexGrow: 1 }}>
                {pack.features.map((feature) => (
                  <li key={feature} css={{ display: 'flex', gap: theme.space(2), alignItems: 'flex-start' }}>
                    <Check aria-hidden="true" size={18} color={theme.colors.success} css={{ flexShrink: 0, marginTop: 4 }} />
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={config.packCheckoutLinks[String(pack.minutes) as keyof typeof config.packCheckoutLinks]}
                target="_blank"
                rel="noopener noreferrer"
                css={buttonStyles(pack.popular ? 'primary' : 'secondary')}
              >
                {content.buy} {content.name(pack.minutes)} <VisuallyHidden>{content.newTab}</VisuallyHidden>
              </a>
            </OfferCard>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
