import { ButtonLink, CardGrid, Hero, PageMeta, Section, SectionHeading, theme } from '@estefania/shared';
import { Breadcrumbs } from '../features/breadcrumbs/Breadcrumbs';
import { ClosingSection } from '../components/ClosingSection';
import { IndustryCard } from '../features/catalogue/IndustryCard';
import { industriesIndexContent as content } from '../features/catalogue/content/catalogue';
import { industries } from '../features/catalogue/content/industryList';
import { paths } from '../routes';

export default function IndustriesPage() {
  return (
    <>
      <PageMeta {...content.meta} />
      <Hero eyebrow={<Breadcrumbs />} title={content.title} lead={content.lead}>
        <ButtonLink href={paths.pricing}>{content.heroCta}</ButtonLink>
      </Hero>
      <Section aria-labelledby="sectores">
        <SectionHeading id="sectores" title={content.listHeading} size="section" />
        <CardGrid css={{ marginTop: theme.space(6) }}>
          {industries.map((industry) => (
            <IndustryCard key={industry.slug} industry={industry} />
          ))}
        </CardGrid>
      </Section>
      <ClosingSection id="sin-sector" tone="alt" copy={content.closing} />
    </>
  );
}
