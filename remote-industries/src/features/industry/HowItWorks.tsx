import { Card, CardGrid, IconTile, Section, SectionHeading, theme } from '@estefania/shared';
import { industryPageContent as content } from './content/industry';

/** "Cómo funciona": the four numbered steps, the same on every industry page. */
export function HowItWorks() {
  return (
    <Section aria-labelledby="como-funciona">
      <SectionHeading id="como-funciona" title={content.howItWorks.title} lead={content.howItWorks.lead} size="section" />
      <CardGrid as="ol" minWidth={220} stretch css={{ marginTop: theme.space(6) }}>
        {content.howItWorks.steps.map((step, index) => (
          <li key={step.title}>
            <Card css={{ height: '100%' }}>
              <IconTile size={36} shape="round" tone="solid" css={{ marginBottom: theme.space(3) }}>
                {index + 1}
              </IconTile>
              <h3 css={{ fontSize: theme.fontSizes.lg }}>{step.title}</h3>
              <p css={{ color: theme.colors.muted, margin: 0 }}>{step.description}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
