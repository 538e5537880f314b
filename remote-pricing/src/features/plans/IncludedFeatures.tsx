import { FeatureList, Section, SectionHeading } from '@estefania/shared';
import { includedContent as content } from './content/plans';

export function IncludedFeatures() {
  return (
    <Section tone="alt" aria-labelledby="incluido-titulo">
      <SectionHeading id="incluido-titulo" title={content.title} size="plain" />
      <FeatureList items={content.items} minWidth={280} />
    </Section>
  );
}
