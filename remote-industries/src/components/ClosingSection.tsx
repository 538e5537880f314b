import { paths, ActionRow, ButtonLink, Section, SectionHeading, theme } from '@estefania/shared';

export interface ClosingCopy {
  title: string;
  text: string;
  pricing: string;
  demo: string;
  /** The free-trial button's label, where the section offers it. */
  trial?: string;
}

/** The last section of both industry pages: a heading, a line, and the ways on (free trial, prices, demo). */
export function ClosingSection({
  id,
  tone,
  copy,
  trialTo,
}: {
  id: string;
  tone: 'alt' | 'brand';
  copy: ClosingCopy;
  /** Where the free-trial button leads (the onboarding in trial mode). */
  trialTo?: string;
}) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      {/* The line is not SectionHeading's lead: that one is always muted, unreadable on the brand tone. */}
      <SectionHeading id={id} title={copy.title} size="section" />
      <p css={{ maxWidth: '60ch', color: tone === 'alt' ? theme.colors.muted : undefined }}>{copy.text}</p>
      <ActionRow css={{ marginTop: theme.space(4) }}>
        {trialTo && copy.trial ? <ButtonLink href={trialTo}>{copy.trial}</ButtonLink> : null}
        <ButtonLink href={paths.pricing} variant={trialTo ? 'secondary' : 'primary'}>
          {copy.pricing}
        </ButtonLink>
        <ButtonLink href={paths.demo} variant="secondary">
          {copy.demo}
        </ButtonLink>
      </ActionRow>
    </Section>
  );
}
