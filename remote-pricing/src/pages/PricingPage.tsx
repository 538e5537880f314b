import { useRef } from 'react';
import { trialOnboardingPath, ButtonLink, Container, PageMeta, theme, useSiteConfig } from '@estefania/shared';
import { ClosingCta } from '../components/ClosingCta';
import { ContactSales } from '../components/ContactSales';
import { CostCalculator } from '../components/CostCalculator';
import { Faq } from '../components/Faq';
import { IncludedFeatures } from '../components/IncludedFeatures';
import { MinutePacks } from '../components/MinutePacks';
import { PaymentOptions } from '../components/PaymentOptions';
import { Plans } from '../components/Plans';
import { StructuredData } from '../components/StructuredData';
import { pricingContent as content } from '../content/pricing';

export default function PricingPage() {
  const headingRef = useRef<HTMLHeadingElement>(null);
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
            ref={headingRef}
            tabIndex={-1}
            css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', maxWidth: '20ch', letterSpacing: '-0.02em', outline: 'none' }}
          >
            {content.title}
          </h1>
          <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.muted, maxWidth: '60ch' }}>{content.lead}</p>
          <ButtonLink to={trialOnboardingPath(config)}>{content.trialCta}</ButtonLink>
          <p css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted, marginTop: theme.space(4) }}>{content.vatNote}</p>
        </Container>
      </section>
      <MinutePacks />
      <PaymentOptions />
      <Plans />
      <IncludedFeatures />
      <CostCalculator />
      <ContactSales />
      <Faq />
      <ClosingCta topRef={headingRef} />
    </>
  );
}
