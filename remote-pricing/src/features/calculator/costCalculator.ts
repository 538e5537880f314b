// The /precios cost calculator: pure functions over the catalogue, so every amount it shows is derived
// from the one place prices are written.
import { extras, minutePacks, plans, type MinutePack, type MonthlyPlan } from '@estefania/shared';

/** Above these a visitor has almost certainly mistyped; Enterprise is the answer long before that. */
export const costCalculatorLimits = {
  maxCallsPerMonth: 100_000,
  maxMinutesPerCall: 240,
} as const;

export interface CostInput {
  callsPerMonth: number;
  /** Average length of a call in minutes (decimals allowed). */
  minutesPerCall: number;
}

export type CostInputErrors = Partial<Record<keyof CostInput, string>>;

export type ParsedCostInput = { ok: true; input: CostInput } | { ok: false; errors: CostInputErrors };

function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/**
 * Calls are whole numbers, so a Spanish thousands separator ("1.000", "12 500") is read as one:
 * "1.000" is a thousand calls, never one.
 */
function parseCalls(raw: string): number | null {
  const text = raw.trim();
  if (/^-?\d{1,3}([.\s]\d{3})+$/.test(text)) return Number(text.replace(/[.\s]/g, ''));
  return parseNumber(text);
}

/** Validates the two form fields as typed (Spanish decimal comma accepted); messages are shown as they are. */
export function parseCostInput(raw: { callsPerMonth: string; minutesPerCall: string }): ParsedCostInput {
  const errors: CostInputErrors = {};
  const calls = parseCalls(raw.callsPerMonth);
  if (raw.callsPerMonth.trim() === '') errors.callsPerMonth = 'Indica cuántas llamadas esperas al mes.';
  else if (calls === null) errors.callsPerMonth = 'Escribe el número de llamadas en cifras, por ejemplo 120.';
  else if (calls < 0) errors.callsPerMonth = 'El número de llamadas no puede ser negativo.';
  else if (!Number.isInteger(calls)) errors.callsPerMonth = 'Las llamadas se cuentan en números enteros.';
  else if (calls > costCalculatorLimits.maxCallsPerMonth)
    errors.callsPerMonth = `Más de ${costCalculatorLimits.maxCallsPerMonth.toLocaleString('es-ES')} llamadas al mes es un caso Enterprise: habla con nuestro equipo.`;

  const minutes = parseNumber(raw.minutesPerCall);
  if (raw.minutesPerCall.trim() === '') errors.minutesPerCall = 'Indica cuántos minutos dura de media una llamada.';
  else if (minutes === null) errors.minutesPerCall = 'Escribe los minutos en cifras, por ejemplo 3 o 2,5.';
  else if (minutes < 0) errors.minutesPerCall = 'La duración no puede ser negativa.';
  else if (minutes === 0) errors.minutesPerCall = 'Una llamada dura al menos unos segundos: escribe un valor mayor que 0.';
  else if (minutes > costCalculatorLimits.maxMinutesPerCall)
    errors.minutesPerCall = `Revisa la duración: más de ${costCalculatorLimits.maxMinutesPerCall} minutos de media por llamada no parece realista.`;

  if (calls === null || minutes === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { callsPerMonth: calls, minutesPerCall: minutes } };
}

/** Minutes a month of calls uses, rounded up to whole minutes. */
export function monthlyMinutes(input: CostInput): number {
  // Round away float noise (3 × 0.1) before rounding up.
  return Math.ceil(Math.round(input.callsPerMonth * input.minutesPerCall * 1000) / 1000);
}

/** IVA on an amount, rounded to the cent. */
export function vatCents(amountCents: number): number {
  return Math.round(amountCents * extras.vatRate);
}

export interface Amount {
  /** Before IVA. */
  subtotalCents: number;
  vatCents: number;
  /** After IVA. */
  totalCents: number;
}

export function withVat(subtotalCents: number): Amount {
  const vat = vatCents(subtotalCents);
  return { subtotalCents, vatCents: vat, totalCents: subtotalCents + vat };
}

export interface PackPurchase {
  pack: MinutePack;
  count: number;
}

export interface PackOption extends Amount {
  kind: 'packs';
  /** Largest pack first; empty when no minutes are needed. */
  purchases: PackPurchase[];
  minutesNeeded: number;
  minutesBought: number;
}

/**
 * The cheapest combination of minute packs (any number of each) whose minutes cover `minutesNeeded`.
 * Packs do not expire, so left-over minutes are not lost. On an equal price the smaller pack is preferred.
 */
export function cheapestPackCombination(minutesNeeded: number, packs: readonly MinutePack[] = minutePacks): PackOption {
  const needed = Math.max(0, Math.ceil(minutesNeeded));
  // Work in units of the greatest common divisor of the pack sizes (50 minutes for the catalogue).
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const unit = packs.reduce((acc, pack) => gcd(acc, pack.minutes), 0);
  const units = Math.ceil(needed / unit);
  // cost[u] = cheapest way to cover at least u units: an exact dynamic programme, fast up to millions of minutes.
  const cost = new Float64Array(units + 1);
  const choice = new Int32Array(units + 1).fill(-1);
  for (let u = 1; u <= units; u++) {
    let bestCost = Infinity;
    let bestPack = -1;
    packs.forEach((pack, index) => {
      const rest = Math.max(0, u - pack.minutes / unit);
      const candidate = cost[rest]! + pack.priceCents;
      if (candidate < bestCost || (candidate === bestCost && bestPack >= 0 && pack.minutes < packs[bestPack]!.minutes)) {
        bestCost = candidate;
        bestPack = index;
      }
    });
    cost[u] = bestCost;
    choice[u] = bestPack;
  }
  const counts = new Map<MinutePack, number>();
  for (let u = units; u > 0;) {
    const pack = packs[choice[u]!]!;
    counts.set(pack, (counts.get(pack) ?? 0) + 1);
    u = Math.max(0, u - pack.minutes / unit);
  }
  const purchases = [...counts.entries()]
    .map(([pack, count]) => ({ pack, count }))
    .sort((a, b) => b.pack.minutes - a.pack.minutes);
  const minutesBought = purchases.reduce((sum, p) => sum + p.pack.minutes * p.count, 0);
  return { kind: 'packs', purchases, minutesNeeded: needed, minutesBought, ...withVat(cost[units]!) };
}

export interface PlanOption extends Amount {
  kind: 'plan';
  plan: MonthlyPlan;
  callLimit: number;
  /** Calls past the plan's monthly limit, each paid at the extra-call price. */
  extraCalls: number;
  extraCallsCents: number;
  basePriceCents: number;
}

/** A self-service plan's monthly cost for a number of calls: the fee plus each call past the limit. */
export function planMonthlyCost(plan: MonthlyPlan, callsPerMonth: number): PlanOption | null {
  if (plan.monthlyPriceCents === null || plan.callLimit === null) return null;
  const extraCalls = Math.max(0, callsPerMonth - plan.callLimit);
  const extraCallsCents = extraCalls * extras.extraCallCents;
  return {
    kind: 'plan',
    plan,
    callLimit: plan.callLimit,
    extraCalls,
    extraCallsCents,
    basePriceCents: plan.monthlyPriceCents,
    ...withVat(plan.monthlyPriceCents + extraCallsCents),
  };
}

export type CostOption = PackOption | PlanOption;

export interface CostEstimate {
  input: CostInput;
  minutesPerMonth: number;
  packs: PackOption;
  /** The self-service plans with a fixed price, in catalogue order. Enterprise has a custom price and is not priced. */
  plans: PlanOption[];
  /** The cheapest option before IVA; on a tie, a plan wins (fixed monthly cost, every feature of the plan). */
  cheapest: CostOption;
  /** The cheapest plan, whether or not packs beat it. */
  cheapestPlan: PlanOption;
}

export function estimateCosts(input: CostInput): CostEstimate {
  const minutesPerMonth = monthlyMinutes(input);
  const packs = cheapestPackCombination(minutesPerMonth);
  const planOptions = plans
    .map((plan) => planMonthlyCost(plan, input.callsPerMonth))
    .filter((option): option is PlanOption => option !== null);
  const cheapestPlan = planOptions.reduce((best, option) => (option.subtotalCents < best.subtotalCents ? option : best));
  const cheapest: CostOption = packs.subtotalCents < cheapestPlan.subtotalCents ? packs : cheapestPlan;
  return { input, minutesPerMonth, packs, plans: planOptions, cheapest, cheapestPlan };
}
