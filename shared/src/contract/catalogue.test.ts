import { describe, expect, it } from 'vitest';
import {
  annualPriceCents,
  extras,
  formatEuros,
  fromPriceCents,
  minutePacks,
  packCentsPerMinute,
  planByKey,
  plans,
  trialTerms,
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

  it('states the free trial with its figures from the catalogue', () => {
    expect(trialTerms.summary).toBe('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta');
    expect(trialTerms.conversion).toContain('pasa al plan Autónomo por 59 € al mes, salvo que la canceles antes');
  });

  it('groups thousands the Spanish way', () => {
    expect(formatEuros(139000)).toBe('1.390 €');
  });

  it('derives per-minute and annual amounts', () => {
    expect(packCentsPerMinute(minutePacks[0]!)).toBe(58);
    expect(annualPriceCents(5900)).toBe(59000);
  });
});

describe('formatEuros', () => {
  /** What it stands in for: the browser's own Spanish euro formatting. */
  function intl(cents: number): string {
    const decimals = cents % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    })
      .format(cents / 100)
      .replace(/\u00a0/g, ' ');
  }

  it('writes what Intl writes for Spanish euros, whole, with cents and with fractions of a cent', () => {
    const values = [
      0, 1, 9, 10, 99, 100, 159, 2900, 12345, 99999, 100000, 123456, 1234567, 100000000, 12.5, 15.9, 0.4, 1999.5, 2.49,
    ];
    for (let cents = 0; cents < 300000; cents += 137) values.push(cents, cents + 0.5, cents + 0.25);
    for (const plan of plans)
      if (plan.monthlyPriceCents !== null) values.push(plan.monthlyPriceCents, annualPriceCents(plan.monthlyPriceCents));
    for (const pack of minutePacks) values.push(pack.priceCents, packCentsPerMinute(pack));
    for (const cents of values) expect(formatEuros(cents), String(cents)).toBe(intl(cents));
  });

  it('formats a negative amount with its sign', () => {
    expect(formatEuros(-2900)).toBe(intl(-2900));
    expect(formatEuros(-159)).toBe(intl(-159));
  });
});
