import { extras, minutePacks, paths, plans, SITE_NAME, useSiteConfig } from '@estefania/shared';
import { faqPageJsonLd, schemaPrice, JsonLd } from '@estefania/shared/structured-data';
import { faq } from '../faq/content/faq';
import { pricingContent } from './content/pricing';

function offer(name: string, description: string, cents: number, pageUrl: string, unitCode?: 'MON') {
  return {
    '@type': 'Offer',
    name,
    description,
    price: schemaPrice(cents),
    priceCurrency: 'EUR',
    url: pageUrl,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: schemaPrice(cents),
      priceCurrency: 'EUR',
      ...(unitCode ? { unitCode, billingDuration: 1 } : {}),
      valueAddedTaxIncluded: false,
    },
  };
}

/**
 * schema.org SoftwareApplication with an Offer for each priced plan (per month) and each minute
 * pack (one payment): every price in EUR, from the catalogue.
 */
export function pricingStructuredData(pageUrl: string, siteUrl: string) {
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
    publisher: { '@type': 'Organization', '@id': `${siteUrl}/#organizacion`, name: SITE_NAME },
    offers: [
      ...plans.flatMap((plan) =>
        plan.monthlyPriceCents === null
          ? []
          : [offer(`Plan ${plan.name}`, plan.description, plan.monthlyPriceCents, pageUrl, 'MON')],
      ),
      ...minutePacks.map((pack) => offer(`Pack de ${pack.minutes} minutos`, pack.features.join('. '), pack.priceCents, pageUrl)),
    ],
  };
}

/** The questions of the page's FAQ, as they read on the page. */
export function pricingFaqStructuredData() {
  return faqPageJsonLd(faq.map((item) => ({ question: item.question, answer: item.answer.join(' ') })));
}

export function StructuredData() {
  // The configured origin, not the browser's: the server writes the same data.
  const { siteUrl } = useSiteConfig();
  return (
    <>
      <JsonLd data={pricingStructuredData(`${siteUrl}${paths.pricing}`, siteUrl)} />
      <JsonLd data={pricingFaqStructuredData()} />
    </>
  );
}
