import { ButtonLink, Card, CardGrid, Hero, PageMeta, Section, theme } from '@estefania/shared';
import { Breadcrumbs } from '../features/breadcrumbs/Breadcrumbs';
import { ClosingSection } from '../components/ClosingSection';
import { IndustryIcon } from '../features/catalogue/IndustryIcon';
import { industryCardDescriptions } from '../features/catalogue/content/industryCards';
import { breadcrumbLabels } from '../features/breadcrumbs/content/breadcrumbs';
import { industriesIndexContent as content } from '../features/catalogue/content/catalogue';
import { industries } from '../features/catalogue/content/industryList';
import { paths } from '../routes';

const crumbs = [
  { name: breadcrumbLabels.home, path: paths.home },
  { name: breadcrumbLabels.industries, path: paths.industries },
];

export default function IndustriesPage() {
  return (
    <>
      <PageMeta {...content.meta} />
      <Hero eyebrow={<Breadcrumbs crumbs={crumbs} />} title={content.title} lead={content.lead}>
        <ButtonLink href={paths.pricing}>{content.heroCta}</ButtonLink>
      </Hero>
      <Section aria-labelledby="sectores">
        <h2 id="sectores" css={{ fontSize: theme.fontSizes['2xl'], marginBottom: theme.space(6) }}>
          {content.listHeading}
        </h2>
        <CardGrid>
          {industries.map((industry) => (
            <li key={industry.slug}>
              <Card css={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                {/* Icon beside the name: 32 cards stacked on a phone stay a short scroll. */}
                <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), marginBottom: theme.space(2) }}>
                  <span
                    css={{
                      display: 'inline-flex',
                      flexShrink: 0,
                      width: 44,
                      height: 44,
                      alignItems: 'center',
                      justifyContent: 'center',
                      borderRadius: theme.radii.md,
                      background: theme.colors.brandSoft,
                      color: theme.colors.brand,
                    }}
                  >
                    <IndustryIcon slug={industry.slug} />
                  </span>
                  <h3 css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>{industry.name}</h3>
                </div>
                <p css={{ color: theme.colors.muted, flex: 1 }}>{industryCardDescriptions[industry.slug]}</p>
                <a href={paths.industry(industry.slug)} aria-label={`${content.moreInfo} sobre ${industry.name}`}>
                  {content.moreInfo}
                </a>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
      <ClosingSection id="sin-sector" tone="alt" copy={content.closing} />
    </>
  );
}
