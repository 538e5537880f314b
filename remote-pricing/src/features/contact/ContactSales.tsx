import { ActionRow, ButtonLink, Card, Section, SectionHeading, theme, useSiteConfig, VisuallyHidden } from '@estefania/shared';
import { pricingContent } from '../pricing/content/pricing';
import { contactContent as content } from './content/contact';

export function ContactSales() {
  const config = useSiteConfig();
  return (
    <Section tone="alt" aria-labelledby="ventas-titulo">
      <Card css={{ background: theme.colors.brandSoft }}>
        <SectionHeading id="ventas-titulo" title={content.title} lead={content.lead} size="plain" />
        <ActionRow>
          <ButtonLink href={config.schedulingUrl} newTab>
            {content.schedule} <VisuallyHidden>{pricingContent.newTab}</VisuallyHidden>
          </ButtonLink>
          <ButtonLink href={`mailto:${config.supportEmail}`} variant="secondary">
            {content.email}: {config.supportEmail}
          </ButtonLink>
        </ActionRow>
      </Card>
    </Section>
  );
}
