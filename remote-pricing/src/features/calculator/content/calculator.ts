// The calculator's words, and its sentences: Spanish copy built from an estimate, every amount from the catalogue.
import { extras, formatEuros } from '@estefania/shared';
import { type CostEstimate, type CostOption, type PackOption, type PlanOption } from '../costCalculator';

export const calculatorContent = {
  title: 'Calcula cuánto te costaría',
  lead: 'Escribe cuántas llamadas esperas al mes y cuánto dura una llamada de media. Te decimos la opción más barata y por qué.',
  callsLabel: 'Llamadas al mes',
  callsHint: 'Número entero, por ejemplo 120.',
  minutesLabel: 'Duración media por llamada (minutos)',
  minutesHint: 'Puedes usar decimales, por ejemplo 2,5.',
  submit: 'Calcular',
  errorSummary: 'Revisa los datos marcados para poder calcular.',
  howPacks:
    'Para los packs calculamos la combinación de packs más barata que cubre todos tus minutos del mes (puedes comprar varios del mismo tamaño; los minutos no caducan). Para los planes sumamos la cuota y cada llamada que pase del límite mensual.',
  enterprise: 'Precio a medida para volúmenes altos, varias sedes o llamadas salientes.',
  resultsTitle: 'Resultado',
  tableCaption: 'Coste mensual de cada opción',
  /** Amounts right after the option, so a phone shows them without scrolling the table sideways. */
  headers: ['Opción', 'Sin IVA', 'Con IVA', 'Detalle'],
  packsName: 'Packs de minutos',
  cheapestBadge: 'La más barata',
} as const;

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
  return option.kind === 'packs' ? calculatorContent.packsName : `Plan ${option.plan.name}`;
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
