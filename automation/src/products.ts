import { minutePacks, type MinutePack, type MonthlyPlan } from '@estefania/shared/catalogue';
import type { PaidPlanKey, SiteConfig } from '@estefania/shared/config';
import { paidPlanForProductId } from '@estefania/shared/plans';

export interface PlanProduct {
  key: PaidPlanKey;
  productId: string;
  plan: MonthlyPlan;
  amountCents: number;
}

/** Product id → paid plan, through the site configuration (the ids are deployment data, never written here). */
export function planForProductId(site: SiteConfig, productId: string): PlanProduct | null {
  const paid = paidPlanForProductId(site, productId);
  if (!paid || paid.plan.monthlyPriceCents === null) return null;
  return { key: paid.key, productId, plan: paid.plan, amountCents: paid.plan.monthlyPriceCents };
}

/** A minute pack that both the catalogue and the site configuration offer. */
export function packForMinutes(site: SiteConfig, minutes: string): MinutePack | null {
  if (!/^\d{1,5}$/.test(minutes) || !Object.hasOwn(site.packCheckoutLinks, minutes)) return null;
  return minutePacks.find((pack) => pack.minutes === Number(minutes)) ?? null;
}
