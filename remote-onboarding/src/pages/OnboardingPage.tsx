import { Container, PageMeta, theme } from '@estefania/shared';
import { onboardingContent as content } from '../content/onboarding';
import { useDraftQueryRules } from '../useDraftQueryRules';

export default function OnboardingPage() {
  const draft = useDraftQueryRules();
  // A resumed draft already has its demo: the visitor continues at step 3.
  const currentStep = draft ? 2 : 0;
  return (
    <Container>
      <PageMeta {...content.meta} />
      <section css={{ padding: `${theme.space(14)} 0`, maxWidth: '40rem' }}>
        <h1 css={{ fontSize: theme.fontSizes['3xl'] }}>{content.title}</h1>
        <p css={{ color: theme.colors.muted }}>{content.lead}</p>
        <ol
          aria-label="Pasos del alta"
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), padding: 0, listStyle: 'none' }}
        >
          {content.steps.map((step, index) => (
            <li
              key={step}
              aria-current={index === currentStep ? 'step' : undefined}
              css={{ fontWeight: index === currentStep ? 700 : 400 }}
            >
              {index + 1}. {step}
            </li>
          ))}
        </ol>
        {draft ? (
          <p role="status">
            Tu demo de <strong>{draft.demoData.company_name}</strong> sigue guardada.
          </p>
        ) : null}
      </section>
    </Container>
  );
}
