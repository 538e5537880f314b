import { ButtonLink, Card, Section, theme, useSiteConfig, VisuallyHidden } from '@estefania/shared';
import { pricingContent } from '../pricing/content/pricing';
import { contactContent as content } from './content/contact';

export function ContactSales() {
  const config = useSiteConfig();
  return (
    <Section tone="alt" aria-labelledby="ventas-titulo">
      <Card css={{ background: theme.colors.brandSoft, display: 'grid', gap: theme.space(4) }}>
        <h2 id="ventas-titulo" css={{ margin: 0 }}>
          {content.title}
        </h2>
        <p css={{ margin: 0, maxWidth: '60ch' }}>{content.lead}</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
          <ButtonLink href={config.schedulingUrl} newTab>
            {content.schedule} <VisuallyHidden>{pricingContent.newTab}</VisuallyHidden>
          </ButtonLink>
          <ButtonLink href={`mailto:${config.supportEmail}`} variant="secondary">
            {content.email}: {config.supportEmail}
          </ButtonLink>
        </div>
      </Card>
    </Section>
  );
}
