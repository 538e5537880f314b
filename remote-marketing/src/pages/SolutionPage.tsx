import { useLocation } from 'react-router';
import { ButtonLink, Hero, PageMeta, paths } from '@estefania/shared';
import { solutionPages, type SolutionSlug } from '../content/solutions';

function isSolutionSlug(value: string): value is SolutionSlug {
  return Object.hasOwn(solutionPages, value);
}

/** One layout for the three solution pages; the slug is the last path segment. */
export default function SolutionPage() {
  const slug = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  if (!isSolutionSlug(slug)) {
    return <Hero title="Solución no encontrada" lead="La solución que buscas no existe." />;
  }
  const page = solutionPages[slug];
  return (
    <>
      <PageMeta {...page.meta} />
      <Hero title={page.title} lead={page.lead}>
        <ButtonLink to={paths.pricing}>Empieza gratis</ButtonLink>
        <ButtonLink to={paths.demo} variant="secondary">
          Solicita una demo
        </ButtonLink>
      </Hero>
    </>
  );
}
