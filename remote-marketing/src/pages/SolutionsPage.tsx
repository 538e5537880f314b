import { ButtonLink, Hero, PageMeta, paths } from '@estefania/shared';
import { solutionsIndexContent } from '../content/solutions';

export default function SolutionsPage() {
  const { meta, title, lead } = solutionsIndexContent;
  return (
    <>
      <PageMeta {...meta} />
      <Hero title={title} lead={lead}>
        <ButtonLink to={paths.pricing}>Empieza gratis</ButtonLink>
      </Hero>
    </>
  );
}
