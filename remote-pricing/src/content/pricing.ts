import { extras, formatEuros, fromPriceCents } from '@estefania/shared';

export const pricingContent = {
  meta: {
    title: 'Precios',
    description: `Packs de minutos desde ${formatEuros(fromPriceCents)} y planes mensuales para autónomos, pymes y empresas. Primeros ${extras.trialMinutes} minutos gratis.`,
  },
  title: 'Precios claros, sin sorpresas',
  lead: `Empieza con ${extras.trialMinutes} minutos gratis, sin tarjeta. Después, paga solo lo que uses con un pack de minutos o elige un plan mensual.`,
  packs: {
    title: 'Packs de minutos: paga solo lo que uses',
    lead: 'Sin cuotas ni permanencia. Compra minutos cuando los necesites.',
    popular: 'Más popular',
    buy: 'Comprar',
  },
} as const;
