import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { extras, formatEuros, planByKey } from '@estefania/shared';
import { estimateCosts, planMonthlyCost } from './costCalculator';
import { CostCalculator } from './CostCalculator';

async function calculate(calls: string, minutes: string) {
  const user = userEvent.setup();
  const callsInput = screen.getByLabelText('Llamadas al mes');
  const minutesInput = screen.getByLabelText('Duración media por llamada (minutos)');
  await user.clear(callsInput);
  if (calls) await user.type(callsInput, calls);
  await user.clear(minutesInput);
  if (minutes) await user.type(minutesInput, minutes);
  await user.click(screen.getByRole('button', { name: 'Calcular' }));
  return { callsInput, minutesInput };
}

const result = () => screen.getByTestId('calculadora-resultado');
const costTable = () => screen.getByRole('table', { name: 'Coste mensual de cada opción' });

describe('CostCalculator', () => {
  it('shows a first estimate straight away', () => {
    render(<CostCalculator />);
    const estimate = estimateCosts({ callsPerMonth: 60, minutesPerCall: 3 });
    expect(result()).toHaveTextContent('180 minutos al mes');
    expect(result()).toHaveTextContent(`${formatEuros(estimate.cheapest.subtotalCents)} sin IVA`);
  });

  it('recommends packs for a few short calls, with the amount before and after IVA', async () => {
    render(<CostCalculator />);
    await calculate('20', '2');
    expect(result()).toHaveTextContent('40 minutos al mes');
    expect(result()).toHaveTextContent(
      `Opción más barata: Packs de minutos, ${formatEuros(2900)} sin IVA (${formatEuros(3509)} con IVA del 21 %)`,
    );
    const packsRow = within(costTable()).getByRole('row', { name: /Packs de minutos/ });
    expect(packsRow).toHaveTextContent('1 × pack de 50 min');
    expect(packsRow).toHaveTextContent('La más barata');
  });

  it('prices each plan with the extra calls past its limit and says why the cheapest wins', async () => {
    render(<CostCalculator />);
    await calculate('101', '4');
    const autonomo = planMonthlyCost(planByKey('autonomo'), 101)!;
    const autonomoRow = within(costTable()).getByRole('row', { name: /Plan Autónomo/ });
    expect(autonomoRow).toHaveTextContent(
      `61 llamadas extra × ${formatEuros(extras.extraCallCents)} = ${formatEuros(autonomo.extraCallsCents)}`,
    );
    expect(autonomoRow).toHaveTextContent(formatEuros(autonomo.subtotalCents));
    expect(autonomoRow).toHaveTextContent(formatEuros(autonomo.totalCents));
    const pyme = planMonthlyCost(planByKey('pyme'), 101)!;
    expect(result()).toHaveTextContent(`Opción más barata: Plan PYME, ${formatEuros(pyme.subtotalCents)} sin IVA`);
    expect(result()).toHaveTextContent('aunque pagues 1 llamada extra');
    const enterprise = within(costTable()).getByRole('row', { name: /Plan Enterprise/ });
    expect(within(enterprise).getAllByRole('cell')[0]).toHaveTextContent('A medida');
    expect(enterprise).toHaveTextContent('Precio a medida');
  });

  it('puts the amounts right after the option, before the detail, so a phone shows them without scrolling', async () => {
    render(<CostCalculator />);
    await calculate('101', '4');
    expect(
      within(costTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Opción', 'Sin IVA', 'Con IVA', 'Detalle']);
    const pyme = planMonthlyCost(planByKey('pyme'), 101)!;
    const cells = within(within(costTable()).getByRole('row', { name: /Plan PYME/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(0, 2)).toEqual([
      formatEuros(pyme.subtotalCents),
      formatEuros(pyme.totalCents),
    ]);
    expect(cells[2]).toHaveTextContent('1 llamada extra');
  });

  it('exactly at a plan limit there are no extra calls', async () => {
    render(<CostCalculator />);
    await calculate('40', '5');
    expect(result()).toHaveTextContent('Opción más barata: Plan Autónomo');
    expect(result()).toHaveTextContent('caben en su límite de 40');
  });

  it('zero calls: nothing to pay', async () => {
    render(<CostCalculator />);
    await calculate('0', '3');
    expect(result()).toHaveTextContent('Sin llamadas no tienes que pagar nada');
    expect(result()).not.toHaveTextContent('Opción más barata');
  });

  it('explains bad input in Spanish, marks the field, focuses it and keeps the last result', async () => {
    render(<CostCalculator />);
    await calculate('101', '4');
    const { callsInput, minutesInput } = await calculate('-3', '');
    expect(callsInput).toHaveAttribute('aria-invalid', 'true');
    expect(callsInput).toHaveAccessibleDescription(/El número de llamadas no puede ser negativo/);
    expect(minutesInput).toHaveAccessibleDescription(/Indica cuántos minutos dura de media una llamada/);
    expect(callsInput).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos marcados');
    expect(callsInput).toHaveValue('-3');
    expect(result()).toHaveTextContent('Plan PYME');

    await calculate('500000', '3');
    expect(callsInput).toHaveAccessibleDescription(/Enterprise/);
    await calculate('10', '999');
    expect(minutesInput).toHaveAccessibleDescription(/no parece realista/);
    await calculate('10', '2,5');
    expect(callsInput).not.toHaveAttribute('aria-invalid');
    expect(result()).toHaveTextContent('25 minutos al mes');
  });
});
