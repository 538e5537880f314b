import { trialOnboardingPath, Badge, ButtonLink, Hero, PageMeta, theme, useSiteConfig, usePageLocation } from '@estefania/shared';
import { Breadcrumbs } from '../features/breadcrumbs/Breadcrumbs';
import { ClosingSection } from '../components/ClosingSection';
import { IndustryIcon } from '../features/catalogue/IndustryIcon';
import { industryDetails } from '../features/industry/content/industries';
import { industryNotFound, industryPageContent as content } from '../features/industry/content/industry';
import type { IndustryDetail } from '../features/industry/content/types';
import { Benefits } from '../features/industry/Benefits';
import { FeatureSection } from '../features/industry/FeatureSection';
import { HowItWorks } from '../features/industry/HowItWorks';
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
  return (
    <>
      <PageMeta title={detail.title} description={detail.description} />
      <Hero
        eyebrow={
          <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space(4) }}>
            <Breadcrumbs trail={[{ name: summary.name, path: paths.industry(summary.slug) }]} />
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

      <Benefits detail={detail} />
      {detail.feature ? <FeatureSection feature={detail.feature} /> : null}
      <HowItWorks />

      <ClosingSection id="empieza" tone="brand" copy={content.closing} trialTo={trialOnboardingPath(config)} />
    </>
  );
}
