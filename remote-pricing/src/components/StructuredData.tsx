import { extras, paths, plans, JsonLd, useSiteConfig } from '@estefania/shared';
import { pricingContent } from '../content/pricing';

const euros = (cents: number) => (cents / 100).toFixed(2);

/** schema.org SoftwareApplication with each priced plan as an Offer (EUR, from the catalogue). */
export function pricingStructuredData(pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: pricingContent.structuredData.name,
    description: pricingContent.structuredData.description,
    applicationCategory: pricingContent.structuredData.category,
    operatingSystem: 'Web',
    inLanguage: 'es-ES',
    url: pageUrl,
    featureList: `Español y ${extras.extraLanguages} idiomas más`,
    offers: plans.flatMap((plan) =>
      plan.monthlyPriceCents === null
        ? []
        : [
            {
              '@type': 'Offer',
              name: `Plan ${plan.name}`,
              description: plan.description,
              price: euros(plan.monthlyPriceCents),
              priceCurrency: 'EUR',
              url: pageUrl,
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: euros(plan.monthlyPriceCents),
                priceCurrency: 'EUR',
                unitCode: 'MON',
                valueAddedTaxIncluded: false,
              },
            },
          ],
    ),
  };
}

export function StructuredData() {
  // The configured origin, not the browser's: the server writes the same data.
  const url = `${useSiteConfig().siteUrl}${paths.pricing}`;
  return <JsonLd data={pricingStructuredData(url)} />;
}
