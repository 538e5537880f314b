import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { drainEvents, ONBOARDING_DRAFT_KEY } from '@estefania/shared';
import OnboardingPage from './OnboardingPage';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';

function renderAt(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <OnboardingPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  drainEvents();
});

describe('OnboardingPage', () => {
  it('shows its heading and the four onboarding steps, the first one current', () => {
    renderAt('/onboarding?product=prod_pyme&plan=PYME');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crea tu recepcionista con IA');
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('deletes the saved draft when a plan comes in the query', () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    renderAt('/onboarding?product=prod_empresa&plan=Empresa');
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
    expect(drainEvents()).toEqual([]);
  });

  it('resumes a saved draft without query at step 3 with one info toast', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    renderAt('/onboarding');
    expect(await screen.findByText('Clínica Martín')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(drainEvents()).toEqual([
      expect.objectContaining({ type: 'toast', level: 'info', title: 'Puedes completar tu compra cuando estés listo' }),
    ]);
  });

  it('ignores a corrupted draft', () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, '{"firstName":');
    renderAt('/onboarding');
    expect(drainEvents()).toEqual([]);
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
  });
});
