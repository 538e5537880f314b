import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import IndustryPage from './IndustryPage';

function renderAt(path: string, pattern = '/industrias/:industria') {
  const router = createMemoryRouter([{ path: pattern, element: <IndustryPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('IndustryPage', () => {
  it('renders the industry named by the route parameter', () => {
    renderAt('/industrias/cerrajeros');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recepcionista IA para cerrajeros');
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/precios');
  });

  it('reads the last path segment when mounted without the parameter', () => {
    renderAt('/industrias/veterinarios', '/industrias/*');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('veterinarios');
  });

  it('says the industry does not exist, shows the slug only as text and links back', () => {
    renderAt('/industrias/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(screen.getByRole('heading', { level: 1, name: 'Industria no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La industria solicitada no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las industrias' })).toHaveAttribute('href', '/industrias');
    expect(document.querySelector('img')).toBeNull();
  });
});
