import { FeatureList, Section } from '@estefania/shared';
import { includedContent as content } from './content/plans';

export function IncludedFeatures() {
  return (
    <Section tone="alt" aria-labelledby="incluido-titulo">
      <h2 id="incluido-titulo">{content.title}</h2>
      <FeatureList items={content.items} minWidth={280} />
    </Section>
  );
}
