import { ActionRow, ButtonLink, Card, Section, SectionHeading, theme, useSiteConfig } from '@estefania/shared';
import { contactContent as content } from './content/contact';

export function ContactSales() {
  const config = useSiteConfig();
  return (
    <Section tone="alt" aria-labelledby="ventas-titulo">
      <Card css={{ background: theme.colors.brandSoft }}>
        <SectionHeading id="ventas-titulo" title={content.title} lead={content.lead} size="plain" />
        <ActionRow>
          <ButtonLink href={config.schedulingUrl} newTab>
            {content.schedule}
          </ButtonLink>
          <ButtonLink href={`mailto:${config.supportEmail}`} variant="secondary">
            {content.email}: {config.supportEmail}
          </ButtonLink>
        </ActionRow>
      </Card>
    </Section>
  );
}
