// The calculator's sentences: Spanish copy built from an estimate, every amount from the catalogue.
import { extras, formatEuros } from '@estefania/shared';
import { type CostEstimate, type CostOption, type PackOption, type PlanOption } from '../costCalculator';
import { pricingContent } from '../../pricing/content/pricing';

const content = pricingContent.calculator;

/** A non-breaking space keeps each amount with its euro sign when a sentence wraps. */
export const keepEuroSign = (text: string) => text.replace(/ €/g, '\u00a0€');

export const minutesText = (minutes: number) => `${minutes.toLocaleString('es-ES')} ${minutes === 1 ? 'minuto' : 'minutos'}`;
export const callsText = (calls: number) => `${calls.toLocaleString('es-ES')} ${calls === 1 ? 'llamada' : 'llamadas'}`;

export function describePacks(option: PackOption): string {
  if (option.purchases.length === 0) return 'No necesitas comprar ningún pack.';
  const combination = option.purchases
    .map(({ pack, count }) => `${count} × pack de ${pack.minutes} min (${formatEuros(pack.priceCents)})`)
    .join(' + ');
  const spare = option.minutesBought - option.minutesNeeded;
  return `${combination}: ${minutesText(option.minutesBought)} para tus ${minutesText(option.minutesNeeded)}${
    spare > 0 ? `; te sobran ${minutesText(spare)}, que no caducan` : ''
  }.`;
}

export function describePlan(option: PlanOption, calls: number): string {
  const fee = `Cuota de ${formatEuros(option.basePriceCents)} con ${callsText(option.callLimit)} incluidas`;
  if (option.extraCalls === 0) return `${fee}; usas ${calls.toLocaleString('es-ES')}.`;
  return `${fee} + ${callsText(option.extraCalls)} extra × ${formatEuros(
    extras.extraCallCents,
  )} = ${formatEuros(option.extraCallsCents)}.`;
}

export function optionName(option: CostOption): string {
  return option.kind === 'packs' ? content.packsName : `Plan ${option.plan.name}`;
}

/** Why the cheapest option wins, in one or two sentences. */
export function explainCheapest(estimate: CostEstimate): string {
  const { cheapest, packs, cheapestPlan, input, minutesPerMonth } = estimate;
  if (input.callsPerMonth === 0) {
    return `Sin llamadas no tienes que pagar nada: empieza con los ${extras.trialMinutes} minutos gratis de la prueba.`;
  }
  if (cheapest.kind === 'packs') {
    return `Con ${minutesText(minutesPerMonth)} al mes, los packs (${formatEuros(packs.subtotalCents)}) salen más baratos que el plan más económico para ${callsText(input.callsPerMonth)}, ${cheapestPlan.plan.name} (${formatEuros(cheapestPlan.subtotalCents)}).`;
  }
  const extra =
    cheapest.extraCalls > 0
      ? ` aunque pagues ${callsText(cheapest.extraCalls)} extra a ${formatEuros(extras.extraCallCents)}`
      : ` porque tus ${callsText(input.callsPerMonth)} caben en su límite de ${cheapest.callLimit}`;
  return `El plan ${cheapest.plan.name} (${formatEuros(cheapest.subtotalCents)}) es la opción más barata${extra}. Con minutos ilimitados por llamada, la duración no cambia el precio; los packs para ${minutesText(minutesPerMonth)} costarían ${formatEuros(packs.subtotalCents)}.`;
}

/** "60 llamadas de 3 min de media ≈ " (the monthly minutes follow in bold). */
export const usageLead = (calls: number, minutesPerCall: number) =>
  `${callsText(calls)} de ${minutesPerCall.toLocaleString('es-ES')} min de media ≈ `;

export const usageTotal = (minutes: number) => `${minutesText(minutes)} al mes`;

export const cheapestLead = 'Opción más barata: ';

/** ", 90,80 € sin IVA (109,87 € con IVA del 21 %)." after the cheapest option's name. */
export const cheapestAmounts = (option: CostOption) =>
  `, ${formatEuros(option.subtotalCents)} sin IVA (${formatEuros(option.totalCents)} con IVA del ${extras.vatRate * 100} %).`;
