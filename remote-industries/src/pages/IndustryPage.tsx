import {
  trialOnboardingPath,
  Badge,
  ButtonLink,
  Card,
  CardGrid,
  Hero,
  PageMeta,
  Section,
  theme,
  useSiteConfig,
  IconTile,
  usePageLocation,
} from '@estefania/shared';
import { Breadcrumbs } from '../features/breadcrumbs/Breadcrumbs';
import { ClosingSection } from '../components/ClosingSection';
import { IndustryIcon } from '../features/catalogue/IndustryIcon';
import { industryDetails } from '../features/industry/content/industries';
import { breadcrumbLabels } from '../features/breadcrumbs/content/breadcrumbs';
import { industryNotFound, industryPageContent as content } from '../features/industry/content/industry';
import type { IndustryBenefit, IndustryDetail, IndustryFeature } from '../features/industry/content/types';
import { resolveIndustrySlug } from '../features/industry/industrySlug';
import { findIndustry, isIndustrySlug, type Industry } from '../features/catalogue/content/industryList';
import { paths } from '../routes';

export default function IndustryPage() {
  const {
    pathname,
    params: { industria },
  } = usePageLocation();
  const slug = resolveIndustrySlug(industria, pathname);
  const summary = findIndustry(slug);

  if (!summary || !isIndustrySlug(slug)) return <IndustryNotFound />;
  return <IndustryDetailView summary={summary} detail={industryDetails[slug]} />;
}

function IndustryNotFound() {
  // The unknown slug is never echoed into markup, a link or structured data, and the page is not indexed.
  return (
    <>
      <PageMeta title={industryNotFound.title} description={industryNotFound.message} />
      <Hero title={industryNotFound.title} lead={industryNotFound.message}>
        <ButtonLink href={paths.industries} variant="secondary">
          {industryNotFound.back}
        </ButtonLink>
      </Hero>
    </>
  );
}

function IndustryDetailView({ summary, detail }: { summary: Industry; detail: IndustryDetail }) {
  const config = useSiteConfig();
  const crumbs = [
    { name: breadcrumbLabels.home, path: paths.home },
    { name: breadcrumbLabels.industries, path: paths.industries },
    { name: summary.name, path: paths.industry(summary.slug) },
  ];
  return (
    <>
      <PageMeta title={detail.title} description={detail.description} />
      <Hero
        eyebrow={
          <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space(4) }}>
            <Breadcrumbs crumbs={crumbs} />
            <Badge css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2) }}>
              <IndustryIcon slug={summary.slug} size={18} />
              {content.sectorBadge}: {summary.name}
            </Badge>
          </div>
        }
        title={detail.title}
        lead={detail.hero}
      >
        <ButtonLink href={trialOnboardingPath(config)}>{content.trialCta}</ButtonLink>
        <ButtonLink href={paths.pricing} variant="secondary">
          {content.pricingCta}
        </ButtonLink>
      </Hero>

      <Section aria-labelledby="beneficios">
        <h2 id="beneficios" css={{ fontSize: theme.fontSizes['2xl'] }}>
          {content.benefitsHeading(detail.audience)}
        </h2>
        <CardGrid minWidth={280} css={{ marginTop: theme.space(6) }}>
          {detail.benefits.map((benefit) => (
            <BenefitCard key={typeof benefit === 'string' ? benefit : benefit.title} benefit={benefit} />
          ))}
        </CardGrid>
      </Section>

      {detail.feature ? <FeatureSection feature={detail.feature} /> : null}

      <Section aria-labelledby="como-funciona">
        <h2 id="como-funciona" css={{ fontSize: theme.fontSizes['2xl'] }}>
          {content.howItWorks.title}
        </h2>
        <p css={{ color: theme.colors.muted }}>{content.howItWorks.lead}</p>
        <ol
          css={{
            listStyle: 'none',
            margin: `${theme.space(6)} 0 0`,
            padding: 0,
            display: 'grid',
            gap: theme.space(5),
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
          }}
        >
          {content.howItWorks.steps.map((step, index) => (
            <li key={step.title}>
              <Card css={{ height: '100%' }}>
                <IconTile size={36} shape="round" tone="solid" css={{ marginBottom: theme.space(3) }}>
                  {index + 1}
                </IconTile>
                <h3 css={{ fontSize: theme.fontSizes.lg }}>{step.title}</h3>
                <p css={{ color: theme.colors.muted, margin: 0 }}>{step.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <ClosingSection id="empieza" tone="brand" copy={content.closing} trialTo={trialOnboardingPath(config)} />
    </>
  );
}

function BenefitCard({ benefit }: { benefit: IndustryBenefit }) {
  const { title, description } =
    typeof benefit === 'string' ? { title: benefit, description: content.genericBenefitSentence } : benefit;
  return (
    <li>
      <Card css={{ height: '100%' }}>
        <h3 css={{ fontSize: theme.fontSizes.lg }}>{title}</h3>
        <p css={{ color: theme.colors.muted, margin: 0 }}>{description}</p>
      </Card>
    </li>
  );
}

function FeatureSection({ feature }: { feature: IndustryFeature }) {
  return (
    <Section tone="alt" aria-labelledby="en-detalle">
      <div
        css={{
          display: 'grid',
          gap: theme.space(8),
          alignItems: 'center',
          [theme.media.lg]: { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <div>
          <h2 id="en-detalle" css={{ fontSize: theme.fontSizes['2xl'] }}>
            {feature.heading}
          </h2>
          {feature.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <img
          src={feature.image.src}
          alt={feature.image.alt}
          width={feature.image.width}
          height={feature.image.height}
          loading="lazy"
          decoding="async"
          css={{ width: '100%', borderRadius: theme.radii.lg, boxShadow: theme.shadows.card }}
        />
      </div>
    </Section>
  );
}
