import { paths, ButtonLink, Hero, PageMeta, Section } from '@estefania/shared';
import { CircleCheckBig } from 'lucide-react';
import { NextSteps, ThanksCards } from '../features/thanks/ThanksCards';
import { thanksContent } from '../features/thanks/content/thanks';

export default function ThanksPage() {
  return (
    <>
      <PageMeta {...thanksContent.meta} />
      <Hero
        eyebrow={<CircleCheckBig aria-hidden="true" size={48} color="#15803d" />}
        title={thanksContent.title}
        lead={thanksContent.lead}
      />
      <Section aria-labelledby="gracias-tarjetas">
        <h2 id="gracias-tarjetas">{thanksContent.cardsTitle}</h2>
        <ThanksCards />
      </Section>
      <Section tone="alt" aria-labelledby="gracias-siguientes">
        <h2 id="gracias-siguientes">{thanksContent.nextTitle}</h2>
        <NextSteps />
        <div css={{ marginTop: '2rem' }}>
          <ButtonLink href={paths.home} variant="secondary">
            {thanksContent.homeLink}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
