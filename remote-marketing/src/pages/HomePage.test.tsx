import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimPhrases, extras, formatEuros, fromPriceCents, headlineClaims } from '@estefania/shared';
import HomePage from './HomePage';

// eslint-disable-next-line @typescript-eslint/require-await -- kept async: the tests read like the page loads
async function renderHome() {
  render(
    <PageLocationProvider value={locationOf('/')}>
      <HomePage />
    </PageLocationProvider>,
  );
}

describe('HomePage', () => {
  it('renders the hero and every section at once: the page is HTML, nothing below the fold waits for a chunk', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tu recepcionista con IA que nunca pierde una llamada');
    expect(screen.getByRole('heading', { level: 2, name: /^Comparemos/ })).toBeInTheDocument();
  });

  it('has one h1 and the hero claims, with numbers from the catalogue', async () => {
    await renderHome();
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

  it('has every section of the spec, in order', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Escucha a EstefanIA en cuatro llamadas de ejemplo',
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

  it('calls the sample calls examples, not real calls', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Escucha a EstefanIA en cuatro llamadas de ejemplo' });
    expect(section).toHaveTextContent('no son grabaciones de clientes');
    expect(screen.getByRole('link', { name: 'Escucha una llamada de ejemplo' })).toHaveAttribute('href', '#llamadas-de-ejemplo');
    expect(document.body).not.toHaveTextContent(/llamadas reales/);
  });

  it('states the five service figures of the spec in the hero, from the shared claims', async () => {
    await renderHome();
    const figures = within(screen.getByRole('list', { name: 'EstefanIA en cifras' })).getAllByRole('listitem');
    expect(figures.map((item) => item.textContent)).toEqual(headlineClaims.map((claim) => claim.text));
    expect(figures.map((item) => item.textContent)).toEqual([
      'Alta en menos de 5 minutos',
      '0 % de llamadas perdidas',
      'Respuesta media en menos de 3 segundos',
      'De 1 a 1000 llamadas simultáneas',
      'Hasta un 80 % más barato que contratar personal',
    ]);
    // The ready-to-answer time is the other figure, the same in how-it-works and the closing banner.
    expect(screen.getByRole('region', { name: 'Cómo funciona' })).toHaveTextContent(`lista para atender ${claimPhrases.ready}`);
    expect(screen.getByRole('region', { name: 'Deja de perder llamadas desde hoy' })).toHaveTextContent(
      `atendiendo llamadas ${claimPhrases.ready}`,
    );
  });

  it('closes with a banner over the fog leading to pricing', async () => {
    await renderHome();
    const banner = screen.getByRole('region', { name: 'Deja de perder llamadas desde hoy' });
    expect(within(banner).getByRole('link', { name: 'Ver precios y empezar' })).toHaveAttribute('href', '/precios');
    expect(banner.querySelector('[data-fog][aria-hidden="true"]')).not.toBeNull();
  });
});
