import { Container, PageMeta, theme } from '@estefania/shared';
import { onboardingContent as content } from '../content/onboarding';

export default function OnboardingPage() {
  return (
    <Container>
      <PageMeta {...content.meta} />
      <section css={{ padding: `${theme.space(14)} 0`, maxWidth: '40rem' }}>
        <h1 css={{ fontSize: theme.fontSizes['3xl'] }}>{content.title}</h1>
        <p css={{ color: theme.colors.muted }}>{content.lead}</p>
        <ol aria-label="Pasos del alta" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), padding: 0, listStyle: 'none' }}>
          {content.steps.map((step, index) => (
            <li key={step} aria-current={index === 0 ? 'step' : undefined} css={{ fontWeight: index === 0 ? 700 : 400 }}>
              {index + 1}. {step}
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
}
