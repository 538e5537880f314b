import { minutePacks, planByKey, type MinutePack, type MonthlyPlan } from '@estefania/shared/catalogue';
import { planKeySchema, type PaidPlanKey, type SiteConfig } from '@estefania/shared/config';

export interface PlanProduct {
  key: PaidPlanKey;
  productId: string;
  plan: MonthlyPlan;
  amountCents: number;
}

/** Product id → paid plan, through the site configuration (the ids are deployment data, never written here). */
export function planForProductId(site: SiteConfig, productId: string): PlanProduct | null {
  for (const key of planKeySchema.options) {
    if (site.plans[key].productId !== productId) continue;
    const plan = planByKey(key);
    if (plan.monthlyPriceCents === null) return null;
    return { key, productId, plan, amountCents: plan.monthlyPriceCents };
  }
  return null;
}

/** A minute pack that both the catalogue and the site configuration offer. */
export function packForMinutes(site: SiteConfig, minutes: string): MinutePack | null {
  if (!/^\d{1,5}$/.test(minutes) || !Object.hasOwn(site.packCheckoutLinks, minutes)) return null;
  return minutePacks.find((pack) => pack.minutes === Number(minutes)) ?? null;
}
