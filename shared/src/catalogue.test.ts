import { describe, expect, it } from 'vitest';
import {
  annualPriceCents,
  extras,
  featureGating,
  formatEuros,
  fromPriceCents,
  instalmentsCents,
  minutePacks,
  packCentsPerMinute,
  planByKey,
  plans,
} from './catalogue';

describe('catalogue prices (spec §9)', () => {
  it('has the four minute packs at their prices, 100 minutes the most popular', () => {
    expect(minutePacks.map((pack) => [pack.minutes, formatEuros(pack.priceCents)])).toEqual([
      [50, '29 €'],
      [100, '49 €'],
      [500, '199 €'],
      [1000, '299 €'],
    ]);
    expect(minutePacks.filter((pack) => pack.popular).map((pack) => pack.minutes)).toEqual([100]);
  });

  it('has the four monthly plans with their prices and call limits, PYME popular', () => {
    expect(plans.map((plan) => [plan.name, plan.monthlyPriceCents, plan.callLimit])).toEqual([
      ['Autónomo', 5900, 40],
      ['PYME', 13900, 100],
      ['Empresa', 29900, 250],
      ['Enterprise', null, null],
    ]);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['PYME']);
    expect(planByKey(extras.trialConvertsTo).name).toBe('Autónomo');
  });

  it('writes the other prices of spec §9', () => {
    expect(formatEuros(extras.extraCallCents)).toBe('1,59 €');
    expect(formatEuros(extras.whatsappIntegrationCents)).toBe('299 €');
    expect(formatEuros(extras.crmIntegrationCents)).toBe('489 €');
    expect(formatEuros(extras.whatsappMaintenanceMonthlyCents)).toBe('9,90 €');
    expect(formatEuros(extras.dedicatedNumberMonthlyCents)).toBe('14,99 €');
    expect(formatEuros(extras.dedicatedNumberYearlyCents)).toBe('99 €');
    expect(formatEuros(fromPriceCents)).toBe('29 €');
    expect(extras.trialMinutes).toBe(25);
  });

  it('groups thousands the Spanish way', () => {
    expect(formatEuros(139000)).toBe('1.390 €');
  });

  it('derives per-minute, annual and instalment amounts', () => {
    expect(packCentsPerMinute(minutePacks[0]!)).toBe(58);
    expect(annualPriceCents(5900)).toBe(59000);
    expect(instalmentsCents(4900)).toEqual([1634, 1633, 1633]);
    expect(instalmentsCents(4900).reduce((sum, part) => sum + part, 0)).toBe(4900);
  });
});

describe('feature gating (spec §6)', () => {
  const gate = (feature: string) => featureGating.find((row) => row.feature === feature)!.availability;

  it('offers appointment links, transfers and SMS from PYME, live transfers and training from Empresa', () => {
    for (const feature of ['Enlaces para reservar citas', 'Transferencia de llamadas', 'Envío de SMS durante la llamada']) {
      expect(gate(feature)).toEqual({ autonomo: 'not-offered', pyme: 'included', empresa: 'included', enterprise: 'included' });
    }
    expect(gate('Transferencias en directo').pyme).toBe('not-offered');
    expect(gate('Entrenamiento con tus documentos').empresa).toBe('included');
  });

  it('prices the own number per plan and keeps outbound calls for Enterprise', () => {
    expect(gate('Integración de tu propio número')).toEqual({
      autonomo: 'not-offered',
      pyme: 'not-offered',
      empresa: 'one-off',
      enterprise: 'included',
    });
    const outbound = featureGating.find((row) => row.feature === 'Llamadas salientes y en frío')!;
    expect(Object.entries(outbound.availability).filter(([, value]) => value === 'included')).toEqual([
      ['enterprise', 'included'],
    ]);
    expect(outbound.note).toContain('Estados Unidos');
  });
});
