import { CardGrid, Section, SectionHeading, theme, TitledCard } from '@estefania/shared';
import { industryPageContent as content } from './content/industry';
import type { IndustryBenefit, IndustryDetail } from './content/types';

/** "Cómo te ayuda EstefanIA en …": the industry's benefits as cards. */
export function Benefits({ detail }: { detail: IndustryDetail }) {
  return (
    <Section aria-labelledby="beneficios">
      <SectionHeading id="beneficios" title={content.benefitsHeading(detail.audience)} size="section" />
      <CardGrid minWidth={280} css={{ marginTop: theme.space(6) }}>
        {detail.benefits.map((benefit) => (
          <BenefitCard key={typeof benefit === 'string' ? benefit : benefit.title} benefit={benefit} />
        ))}
      </CardGrid>
    </Section>
  );
}

function BenefitCard({ benefit }: { benefit: IndustryBenefit }) {
  const { title, description } =
    typeof benefit === 'string' ? { title: benefit, description: content.genericBenefitSentence } : benefit;
  return (
    <li>
      <TitledCard title={title} description={description} />
    </li>
  );
}
