import { CardGrid, Section, theme, IconTile, SectionHeading } from '@estefania/shared';
import type { HowItWorksStep } from './content/homeSections';

/** Numbered steps with icon, title and description (spec §3 "How-it-works step"). */
export function HowItWorks({
  id,
  title,
  lead,
  steps,
  tone = 'plain',
}: {
  id: string;
  title: string;
  lead?: string;
  steps: readonly HowItWorksStep[];
  tone?: 'plain' | 'alt';
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-titulo`} tone={tone}>
      <SectionHeading id={`${id}-titulo`} title={title} lead={lead} />
      <CardGrid as="ol" minWidth={220} gap={6} css={{ marginTop: theme.space(6) }}>
        {steps.map((step, index) => {
          const Icon = step.icon;
          return (
            <li key={step.title} css={{ position: 'relative' }}>
              <IconTile css={{ marginBottom: theme.space(3) }}>
                <Icon size={24} />
              </IconTile>
              <h3 css={{ fontSize: theme.fontSizes.lg }}>
                <span css={{ color: theme.colors.brand }}>{index + 1}. </span>
                {step.title}
              </h3>
              <p css={{ color: theme.colors.muted, margin: 0 }}>{step.description}</p>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
