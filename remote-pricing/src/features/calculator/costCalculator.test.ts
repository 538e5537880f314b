import { describe, expect, it } from 'vitest';
import { extras, minutePacks, planByKey, plans } from '@estefania/shared';
import {
  cheapestPackCombination,
  costCalculatorLimits,
  estimateCosts,
  monthlyMinutes,
  parseCostInput,
  planMonthlyCost,
  vatCents,
  withVat,
} from './costCalculator';

const pack = (minutes: number) => minutePacks.find((candidate) => candidate.minutes === minutes)!;
const bought = (minutes: number) =>
  cheapestPackCombination(minutes).purchases.map((purchase) => [purchase.pack.minutes, purchase.count]);

describe('planMonthlyCost', () => {
  for (const plan of plans.filter((candidate) => candidate.callLimit !== null)) {
    const limit = plan.callLimit!;
    it(`${plan.name}: exactly at the limit of ${limit} calls costs only the fee`, () => {
      const option = planMonthlyCost(plan, limit)!;
      expect(option.extraCalls).toBe(0);
      expect(option.subtotalCents).toBe(plan.monthlyPriceCents);
    });
    it(`${plan.name}: one call past the limit adds one extra call`, () => {
      const option = planMonthlyCost(plan, limit + 1)!;
      expect(option.extraCalls).toBe(1);
      expect(option.extraCallsCents).toBe(extras.extraCallCents);
      expect(option.subtotalCents).toBe(plan.monthlyPriceCents! + extras.extraCallCents);
    });
  }

  it('zero calls cost the plain fee', () => {
    expect(planMonthlyCost(planByKey('autonomo'), 0)!.subtotalCents).toBe(5900);
  });

  it('does not price Enterprise (custom price)', () => {
    expect(planMonthlyCost(planByKey('enterprise'), 10)).toBeNull();
  });

  it('adds IVA at 21 % rounded to the cent', () => {
    const option = planMonthlyCost(planByKey('autonomo'), 41)!;
    expect(option.subtotalCents).toBe(6059);
    expect(option.vatCents).toBe(1272); // 1272.39
    expect(option.totalCents).toBe(7331);
  });
});

describe('cheapestPackCombination', () => {
  it('buys nothing for zero minutes', () => {
    expect(cheapestPackCombination(0)).toMatchObject({ purchases: [], subtotalCents: 0, totalCents: 0, minutesBought: 0 });
  });

  it('covers the minutes with the cheapest mix of packs', () => {
    expect(bought(1)).toEqual([[50, 1]]);
    expect(bought(50)).toEqual([[50, 1]]);
    // 51 minutes: one 100-minute pack (49 €) beats two 50-minute packs (58 €).
    expect(bought(51)).toEqual([[100, 1]]);
    expect(bought(150)).toEqual([
      [100, 1],
      [50, 1],
    ]);
    // 350 minutes: 3 × 100 + 50 (176 €) beats one 500 pack (199 €).
    expect(cheapestPackCombination(350).subtotalCents).toBe(3 * 4900 + 2900);
    expect(bought(400)).toEqual([[100, 4]]);
    // 450 minutes: 4 × 100 + 50 = 225 € loses to one 500 pack at 199 €.
    expect(bought(450)).toEqual([[500, 1]]);
    expect(bought(1000)).toEqual([[1000, 1]]);
    expect(bought(2050)).toEqual([
      [1000, 2],
      [50, 1],
    ]);
  });

  it('never costs more than any single kind of pack bought alone', () => {
    for (const minutes of [1, 49, 99, 101, 333, 501, 999, 1001, 4321]) {
      const best = cheapestPackCombination(minutes);
      expect(best.minutesBought).toBeGreaterThanOrEqual(minutes);
      for (const single of minutePacks) {
        expect(best.subtotalCents).toBeLessThanOrEqual(Math.ceil(minutes / single.minutes) * single.priceCents);
      }
    }
  });

  it('reports the price with and without IVA', () => {
    expect(cheapestPackCombination(100)).toMatchObject(withVat(pack(100).priceCents));
    expect(vatCents(4900)).toBe(1029);
  });
});

describe('estimateCosts', () => {
  it('multiplies calls by their average length, rounding up', () => {
    expect(monthlyMinutes({ callsPerMonth: 3, minutesPerCall: 0.1 })).toBe(1);
    expect(monthlyMinutes({ callsPerMonth: 40, minutesPerCall: 2.5 })).toBe(100);
  });

  it('recommends packs when few minutes are needed', () => {
    const estimate = estimateCosts({ callsPerMonth: 20, minutesPerCall: 2 });
    expect(estimate.minutesPerMonth).toBe(40);
    expect(estimate.cheapest.kind).toBe('packs');
    expect(estimate.cheapest.subtotalCents).toBe(pack(50).priceCents);
  });

  it('recommends a plan when the calls are long', () => {
    const estimate = estimateCosts({ callsPerMonth: 40, minutesPerCall: 5 });
    expect(estimate.cheapest).toMatchObject({ kind: 'plan', plan: planByKey('autonomo'), extraCalls: 0 });
  });

  it('compares every self-service plan, with extra calls past each limit, and leaves Enterprise out', () => {
    const estimate = estimateCosts({ callsPerMonth: 101, minutesPerCall: 10 });
    expect(estimate.plans.map((option) => [option.plan.name, option.extraCalls])).toEqual([
      ['Autónomo', 61],
      ['PYME', 1],
      ['Empresa', 0],
    ]);
    expect(estimate.cheapestPlan.plan.name).toBe('PYME');
    expect(estimate.cheapest).toBe(estimate.cheapestPlan);
  });

  it('zero calls: nothing to buy', () => {
    const estimate = estimateCosts({ callsPerMonth: 0, minutesPerCall: 3 });
    expect(estimate.cheapest).toMatchObject({ kind: 'packs', subtotalCents: 0 });
    expect(estimate.cheapestPlan.plan.name).toBe('Autónomo');
  });
});

describe('parseCostInput', () => {
  it('accepts whole calls and decimal minutes with a comma', () => {
    expect(parseCostInput({ callsPerMonth: ' 120 ', minutesPerCall: '2,5' })).toEqual({
      ok: true,
      input: { callsPerMonth: 120, minutesPerCall: 2.5 },
    });
    expect(parseCostInput({ callsPerMonth: '0', minutesPerCall: '1' }).ok).toBe(true);
  });

  it('reads a Spanish thousands separator in the calls as one, never as a decimal point', () => {
    const calls = (raw: string) => {
      const result = parseCostInput({ callsPerMonth: raw, minutesPerCall: '3' });
      return result.ok ? result.input.callsPerMonth : result.errors.callsPerMonth;
    };
    expect(calls('1.000')).toBe(1000);
    expect(calls('12.500')).toBe(12_500);
    expect(calls('1 200')).toBe(1200);
    expect(calls('100.000')).toBe(costCalculatorLimits.maxCallsPerMonth);
    expect(calls('1.5')).toBe('Las llamadas se cuentan en números enteros.');
    expect(calls('1 2')).toBe('Escribe el número de llamadas en cifras, por ejemplo 120.');
  });

  it('explains empty, negative, non-numeric and absurd values in Spanish', () => {
    const errors = (calls: string, minutes: string) => {
      const result = parseCostInput({ callsPerMonth: calls, minutesPerCall: minutes });
      return result.ok ? {} : result.errors;
    };
    expect(errors('', '')).toEqual({
      callsPerMonth: 'Indica cuántas llamadas esperas al mes.',
      minutesPerCall: 'Indica cuántos minutos dura de media una llamada.',
    });
    expect(errors('-5', '-1')).toEqual({
      callsPerMonth: 'El número de llamadas no puede ser negativo.',
      minutesPerCall: 'La duración no puede ser negativa.',
    });
    expect(errors('muchas', '3')).toEqual({ callsPerMonth: 'Escribe el número de llamadas en cifras, por ejemplo 120.' });
    expect(errors('10,5', '3')).toEqual({ callsPerMonth: 'Las llamadas se cuentan en números enteros.' });
    expect(errors(String(costCalculatorLimits.maxCallsPerMonth), '3')).toEqual({});
    expect(errors(String(costCalculatorLimits.maxCallsPerMonth + 1), '3').callsPerMonth).toContain('Enterprise');
    expect(errors('10', '0').minutesPerCall).toContain('mayor que 0');
    expect(errors('10', String(costCalculatorLimits.maxMinutesPerCall + 1)).minutesPerCall).toContain('no parece realista');
  });
});
