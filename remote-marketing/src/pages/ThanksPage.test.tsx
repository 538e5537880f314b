import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ThanksPage from './ThanksPage';

describe('ThanksPage', () => {
  it('shows three cards, the three next steps in order and a link home', () => {
    render(
      <PageLocationProvider value={locationOf('/')}>
        <ThanksPage />
      </PageLocationProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Reunión confirmada!');
    const cards = within(screen.getByRole('region', { name: 'Lo que vas a recibir' })).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Recordatorios por email',
      'Llamada de confirmación',
      'Invitación de calendario',
    ]);
    const steps = within(screen.getByRole('region', { name: '¿Qué hacer ahora?' })).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading')
        .map((step) => step.textContent),
    ).toEqual(['Revisa tu email', 'Prepara tus preguntas', 'Espera nuestra llamada']);
    expect(screen.getByText(/30 minutos antes de la reunión para confirmar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
