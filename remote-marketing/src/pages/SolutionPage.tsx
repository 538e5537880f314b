import { ButtonLink, Hero, PageMeta, theme, usePageLocation } from '@estefania/shared';
import { solutionCtas, solutionPages, type SolutionSlug } from '../features/solutions/content/solutions';
import { solutionLinks } from '../routes';
import { ClosingBanner } from '../features/home/ClosingBanner';
import { HowItWorks } from '../features/home/HowItWorks';
import { IconCards } from '../features/solutions/IconCards';
import { BreadcrumbData, solutionsCrumb } from '../components/BreadcrumbData';

function isSolutionSlug(value: string): value is SolutionSlug {
  return Object.hasOwn(solutionPages, value);
}

/** One layout for the three solution pages; the slug is the last path segment. */
export default function SolutionPage() {
  const { pathname } = usePageLocation();
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  if (!isSolutionSlug(slug)) {
    return <Hero title="Solución no encontrada" lead="La solución que buscas no existe." />;
  }
  const page = solutionPages[slug];
  return (
    <>
      <PageMeta {...page.meta} />
      <BreadcrumbData
        trail={[
          solutionsCrumb,
          { name: solutionLinks.find((link) => link.to === pathname)?.label ?? page.title, path: pathname },
        ]}
      />
      <Hero title={page.title} lead={page.lead}>
        <ButtonLink href={solutionCtas.pricing.to}>{solutionCtas.pricing.label}</ButtonLink>
        <ButtonLink href={solutionCtas.demo.to} variant="secondary">
          {solutionCtas.demo.label}
        </ButtonLink>
      </Hero>
      <IconCards id="ventajas" title={page.benefits.title} items={page.benefits.items} />
      <IconCards
        id="alternativas"
        title={page.problems.title}
        lead={page.problems.lead}
        items={page.problems.items}
        tone="alt"
        accent={theme.colors.danger}
      />
      {page.howItWorks ? (
        <HowItWorks id="como-funciona" title={page.howItWorks.title} lead={page.howItWorks.lead} steps={page.howItWorks.steps} />
      ) : null}
      {page.moreBenefits ? (
        <IconCards
          id="mas-ventajas"
          title={page.moreBenefits.title}
          items={page.moreBenefits.items}
          tone={page.howItWorks ? 'alt' : 'plain'}
        />
      ) : null}
      <ClosingBanner title={page.closing.title} text={page.closing.text} cta={solutionCtas.closing} />
    </>
  );
}
