import { trialOnboardingPath, ButtonLink, Container, PageMeta, theme, useSiteConfig } from '@estefania/shared';
import { ContactSales } from '../components/ContactSales';
import { Faq } from '../components/Faq';
import { IncludedFeatures } from '../components/IncludedFeatures';
import { MinutePacks } from '../components/MinutePacks';
import { PaymentOptions } from '../components/PaymentOptions';
import { StructuredData } from '../components/StructuredData';
import { pricingContent as content } from '../content/pricing';
import { islands } from '../islands';

/** The page's heading: the closing call to action brings the visitor (and the focus) back to it. */
const PRICING_HEADING_ID = 'precios-titulo';

export default function PricingPage() {
  const config = useSiteConfig();
  return (
    <>
      <PageMeta {...content.meta} />
      <StructuredData />
      <section
        css={{
          padding: `${theme.space(16)} 0 ${theme.space(6)}`,
          background: `linear-gradient(180deg, ${theme.colors.brandSoft} 0%, ${theme.colors.surface} 100%)`,
        }}
      >
        <Container>
          {/* tabIndex -1: the closing call to action sends focus back here. */}
          <h1
            id={PRICING_HEADING_ID}
            tabIndex={-1}
            css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', maxWidth: '20ch', letterSpacing: '-0.02em', outline: 'none' }}
          >
            {content.title}
          </h1>
          <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.muted, maxWidth: '60ch' }}>{content.lead}</p>
          <ButtonLink href={trialOnboardingPath(config)}>{content.trialCta}</ButtonLink>
          <p css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted, marginTop: theme.space(4) }}>{content.vatNote}</p>
        </Container>
      </section>
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
