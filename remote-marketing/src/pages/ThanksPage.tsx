import { ButtonLink, Hero, PageMeta, paths } from '@estefania/shared';
import { thanksContent } from '../content/thanks';

export default function ThanksPage() {
  return (
    <>
      <PageMeta {...thanksContent.meta} />
      <Hero title={thanksContent.title} lead={thanksContent.lead}>
        <ButtonLink to={paths.home} variant="secondary">
          Volver al inicio
        </ButtonLink>
      </Hero>
    </>
  );
}
