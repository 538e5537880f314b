import { CardGrid, Section, theme } from '@estefania/shared';
import { Check } from 'lucide-react';
import { pricingContent } from '../content/pricing';

const content = pricingContent.included;

export function IncludedFeatures() {
  return (
    <Section tone="alt" aria-labelledby="incluido-titulo">
      <h2 id="incluido-titulo">{content.title}</h2>
      <CardGrid minWidth={280} gap={3}>
        {content.items.map((item) => (
          <li key={item} css={{ display: 'flex', gap: theme.space(2), alignItems: 'flex-start' }}>
            <Check aria-hidden="true" size={20} color={theme.colors.success} css={{ flexShrink: 0, marginTop: 3 }} />
            {item}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
