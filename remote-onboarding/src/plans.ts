import { planByKey, planKeySchema, type PaidPlanKey, type SiteConfig } from '@estefania/shared';

export interface ChosenPlan {
  key: PaidPlanKey;
  productId: string;
  /** The plan name sent to the webhooks: the one from the link, else the catalogue's. */
  planName: string;
  paymentLink: string;
}

/** One of the three configured paid plans (spec §9), or null. */
export function resolvePlan(config: SiteConfig, productId: string, planName = ''): ChosenPlan | null {
  for (const key of planKeySchema.options) {
    const plan = config.plans[key];
    if (plan.productId !== productId) continue;
    return { key, productId, planName: planName.trim() || planByKey(key).name, paymentLink: plan.paymentLink };
  }
  return null;
}

/** The hosted payment page with the buyer's email and the demo as reference; keeps the link's own query. */
export function paymentUrl(paymentLink: string, email: string, demoId: string): string {
  const url = new URL(paymentLink);
  url.searchParams.set('prefilled_email', email);
  url.searchParams.set('client_reference_id', demoId);
  return url.toString();
}
