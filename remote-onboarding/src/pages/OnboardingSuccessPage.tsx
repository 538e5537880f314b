import { Container, PageMeta, theme } from '@estefania/shared';
import { successContent as content } from '../content/onboarding';

export default function OnboardingSuccessPage() {
  return (
    <Container>
      <PageMeta {...content.meta} />
      <section css={{ padding: `${theme.space(14)} 0`, maxWidth: '40rem' }}>
        <h1 css={{ fontSize: theme.fontSizes['3xl'] }}>{content.title}</h1>
        <p css={{ color: theme.colors.muted }}>{content.lead}</p>
      </section>
    </Container>
  );
}
