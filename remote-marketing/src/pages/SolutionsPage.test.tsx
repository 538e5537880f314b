import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { extras, formatEuros, fromPriceCents, headlineClaims } from '@estefania/shared';
import SolutionsPage from './SolutionsPage';
import { solutionLinks } from '../routes';

function renderPage() {
  render(
    <PageLocationProvider value={locationOf('/soluciones')}>
      <SolutionsPage />
    </PageLocationProvider>,
  );
}

describe('SolutionsPage', () => {
  it('has three cards, each with a learn-more link to its solution page', () => {
    renderPage();
    const cards = within(screen.getByRole('region', { name: 'Tres formas de atender mejor a tus clientes' })).getAllByRole(
      'heading',
      {
        level: 3,
      },
    );
    expect(cards.map((card) => card.textContent)).toEqual(solutionLinks.map((link) => link.label));
    for (const link of solutionLinks) {
      expect(screen.getByRole('link', { name: `Más información sobre ${link.label}` })).toHaveAttribute('href', link.to);
    }
  });

  it('shows the strip of three claims with the price from the catalogue', () => {
    renderPage();
    const strip = within(screen.getByRole('region', { name: 'Ventajas de todas las soluciones' })).getAllByRole('listitem');
    expect(strip.map((item) => item.textContent)).toEqual([
      'Alta en menos de 5 minutos',
      'Sin cambiar de número',
      `Desde ${formatEuros(fromPriceCents)} con los primeros ${extras.trialMinutes} minutos gratis`,
    ]);
  });

  it('states the service figures from the shared claims, without repeating the strip', () => {
    renderPage();
    const figures = within(screen.getByRole('list', { name: 'EstefanIA en cifras' })).getAllByRole('listitem');
    expect(figures.map((item) => item.textContent)).toEqual(
      headlineClaims.filter((claim) => claim.key !== 'signup').map((claim) => claim.text),
    );
    expect(screen.getByText('0 % de llamadas perdidas')).toBeInTheDocument();
    expect(screen.getByText('De 1 a 1000 llamadas simultáneas')).toBeInTheDocument();
  });

  it('leads to pricing', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Ver precios y empezar' })).toHaveAttribute('href', '/precios');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
