import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OnboardingPage from './OnboardingPage';

describe('OnboardingPage', () => {
  it('shows its heading and the four onboarding steps, the first one current', () => {
    render(<OnboardingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crea tu recepcionista con IA');
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });
});
