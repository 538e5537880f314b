import type { ReactNode } from 'react';
import { Container, theme } from '@estefania/shared';
import { LegalLinks } from './LegalLinks';

/**
 * The frame of an onboarding screen, rendered by its page: the screen's island, then the legal links
 * (spec §2) as plain server HTML, so the island needs no legal menu of its own.
 */
export function OnboardingScreen({ children }: { children: ReactNode }) {
  return (
    <Container>
      <section css={{ padding: `${theme.space(14)} 0`, maxWidth: '44rem' }}>
        {children}
        <LegalLinks />
      </section>
    </Container>
  );
}
