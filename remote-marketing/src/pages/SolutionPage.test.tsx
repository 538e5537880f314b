import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import SolutionPage from './SolutionPage';
import { solutionPages } from '../content/solutions';

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SolutionPage /> }], { initialEntries: [path] })} />);
}

describe('SolutionPage', () => {
  it.each(Object.entries(solutionPages))('renders /soluciones/%s with buttons to pricing and demo', (slug, page) => {
    renderAt(`/soluciones/${slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Solicita una demo' })).toHaveAttribute('href', '/demo');
  });

  it('says so for an unknown solution', () => {
    renderAt('/soluciones/otra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solución no encontrada');
  });
});
