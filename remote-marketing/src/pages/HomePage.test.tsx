import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { extras, formatEuros, fromPriceCents } from '@estefania/shared';
import HomePage from './HomePage';

function renderHome() {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/'] })} />);
}

describe('HomePage', () => {
  it('has one h1 and the hero claims, with numbers from the catalogue', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const claims = within(screen.getByRole('list', { name: 'Por qué EstefanIA' }));
    expect(claims.getByText('mejor que el buzón de voz')).toBeInTheDocument();
    expect(claims.getByText('más barata que un servicio de atención telefónica tradicional')).toBeInTheDocument();
    expect(claims.getByText(`${extras.trialMinutes} min`)).toBeInTheDocument();
    expect(claims.getByText('gratis para empezar, sin tarjeta y sin permanencia')).toBeInTheDocument();
    expect(claims.getByText(`${extras.rating.toLocaleString('es-ES')}/5`)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`^Desde ${formatEuros(fromPriceCents)} · Primeros ${extras.trialMinutes} minutos gratis`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/precios');
  });

  it('has every section of the spec, in order', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Escucha a EstefanIA atendiendo llamadas reales',
      'Cómo funciona',
      'Lo que dicen quienes ya la usan',
      'Comparemos... EstefanIA frente a lo de siempre',
      'Deja de perder llamadas desde hoy',
    ]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Cómo funciona' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/47 llamadas fuera de horario/)).toBeInTheDocument();
    expect(screen.getByText(/Copropietaria del restaurante/)).toBeInTheDocument();
  });

  it('closes with a banner over the fog leading to pricing', () => {
    renderHome();
    const banner = screen.getByRole('region', { name: 'Deja de perder llamadas desde hoy' });
    expect(within(banner).getByRole('link', { name: 'Ver precios y empezar' })).toHaveAttribute('href', '/precios');
    expect(banner.querySelector('[data-fog][aria-hidden="true"]')).not.toBeNull();
  });
});
