import { CardGrid, IconTile, Section, SectionHeading, theme, TitledCard } from '@estefania/shared';
import { industryPageContent as content } from './content/industry';

/** "Cómo funciona": the four numbered steps, the same on every industry page. */
export function HowItWorks() {
  return (
    <Section aria-labelledby="como-funciona">
      <SectionHeading id="como-funciona" title={content.howItWorks.title} lead={content.howItWorks.lead} size="section" />
      <CardGrid as="ol" minWidth={220} stretch css={{ marginTop: theme.space(6) }}>
        {content.howItWorks.steps.map((step, index) => (
          <li key={step.title}>
            <TitledCard
              title={step.title}
              description={step.description}
              tile={
                <IconTile size={36} shape="round" tone="solid">
                  {index + 1}
                </IconTile>
              }
            />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
