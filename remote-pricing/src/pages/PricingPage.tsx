import { trialOnboardingPath, ButtonLink, Hero, PageMeta, theme, useSiteConfig } from '@estefania/shared';
import { ContactSales } from '../features/contact/ContactSales';
import { Faq } from '../features/faq/Faq';
import { IncludedFeatures } from '../features/plans/IncludedFeatures';
import { MinutePacks } from '../features/plans/MinutePacks';
import { PaymentOptions } from '../features/plans/PaymentOptions';
import { StructuredData } from '../features/pricing/StructuredData';
import { pricingContent as content } from '../features/pricing/content/pricing';
import { islands } from '../islands';

/** The page's heading: the closing call to action brings the visitor (and the focus) back to it. */
const PRICING_HEADING_ID = 'precios-titulo';

export default function PricingPage() {
  const config = useSiteConfig();
  return (
    <>
      <PageMeta {...content.meta} />
      <StructuredData />
      {/* The closing call to action sends the focus back to the title. */}
      <Hero
        title={content.title}
        titleId={PRICING_HEADING_ID}
        lead={content.lead}
        footer={
          <p css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted, marginTop: theme.space(4) }}>{content.vatNote}</p>
        }
      >
        <ButtonLink href={trialOnboardingPath(config)}>{content.trialCta}</ButtonLink>
      </Hero>
      <MinutePacks />
      <PaymentOptions />
      <islands.Plans />
      <IncludedFeatures />
      <islands.CostCalculator />
      <ContactSales />
      <Faq />
      <islands.ClosingCta targetId={PRICING_HEADING_ID} />
    </>
  );
}
