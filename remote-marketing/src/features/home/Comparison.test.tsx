import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatEuros, fromPriceCents } from '@estefania/shared';
import { comparisonFeatures } from './content/comparison';
import { Comparison } from './Comparison';

function rowOf(feature: string) {
  return screen.getByRole('row', { name: new RegExp(feature) });
}

describe('Comparison', () => {
  it('compares the eight features of the spec with voicemail by default', () => {
    render(<Comparison />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Comparemos\.\.\./);
    expect(comparisonFeatures).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Buzón de voz' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Secretaria virtual tradicional' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('columnheader', { name: 'Buzón de voz' })).toBeInTheDocument();
    // Header row + eight features.
    expect(screen.getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText('Buzón de voz: 2 de 8 funciones')).toBeInTheDocument();
    expect(screen.getByText('EstefanIA: 8 de 8 funciones')).toBeInTheDocument();
  });

  it('says yes or no in words, not only with colour and icon', () => {
    render(<Comparison />);
    const row = rowOf('Disponible 24/7');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sí', 'No']);
    expect(
      within(rowOf('Coste mensual bajo'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sí', 'Sí']);
  });

  it('switches to the traditional secretary and recounts the badge', async () => {
    const user = userEvent.setup();
    render(<Comparison />);
    await user.click(screen.getByRole('button', { name: 'Secretaria virtual tradicional' }));
    expect(screen.getByRole('button', { name: 'Secretaria virtual tradicional' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Buzón de voz' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('columnheader', { name: 'Secretaria virtual tradicional' })).toBeInTheDocument();
    expect(screen.getByText('Secretaria virtual tradicional: 4 de 8 funciones')).toBeInTheDocument();
    expect(
      within(rowOf('Respuestas inteligentes'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sí', 'Sí']);
    expect(
      within(rowOf('Coste mensual bajo'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sí', 'No']);

    await user.click(screen.getByRole('button', { name: 'Buzón de voz' }));
    expect(screen.getByText('Buzón de voz: 2 de 8 funciones')).toBeInTheDocument();
  });

  it('shows the price badge from the catalogue and the setup badge', () => {
    render(<Comparison />);
    expect(screen.getByText(`desde solo ${formatEuros(fromPriceCents)}`)).toBeInTheDocument();
    expect(screen.getByText('configuración en minutos')).toBeInTheDocument();
  });
});
