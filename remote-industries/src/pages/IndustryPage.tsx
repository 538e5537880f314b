import { useLocation, useParams } from 'react-router';
import { ButtonLink, Hero, PageMeta, findIndustry, paths } from '@estefania/shared';
import { industryNotFound } from '../content/pages';
import { resolveIndustrySlug } from '../industrySlug';

export default function IndustryPage() {
  const { industria } = useParams();
  const { pathname } = useLocation();
  const industry = findIndustry(resolveIndustrySlug(industria, pathname));

  if (!industry) {
    return (
      <>
        <PageMeta title={industryNotFound.title} description={industryNotFound.message} />
        <Hero title={industryNotFound.title} lead={industryNotFound.message}>
          <ButtonLink to={paths.industries} variant="secondary">
            {industryNotFound.back}
          </ButtonLink>
        </Hero>
      </>
    );
  }
  return (
    <>
      <PageMeta title={`Recepcionista IA para ${industry.name.toLowerCase()}`} description={industry.description} />
      <Hero title={`Recepcionista IA para ${industry.name.toLowerCase()}`} lead={industry.description}>
        <ButtonLink to={paths.pricing}>Empieza gratis</ButtonLink>
        <ButtonLink to={paths.demo} variant="secondary">
          Solicita una demo
        </ButtonLink>
      </Hero>
    </>
  );
}
