import { paidPlanForProductId, type PaidPlanKey, type SiteConfig } from '@estefania/shared';

export interface ChosenPlan {
  key: PaidPlanKey;
  productId: string;
  /** The plan name sent to the webhooks: the one from the link, else the catalogue's. */
  planName: string;
  paymentLink: string;
}

/** One of the three configured paid plans (spec §9), or null. */
export function resolvePlan(config: SiteConfig, productId: string, planName = ''): ChosenPlan | null {
  const paid = paidPlanForProductId(config, productId);
  if (!paid) return null;
  return { key: paid.key, productId, planName: planName.trim() || paid.plan.name, paymentLink: paid.paymentLink };
}

/** The hosted payment page with the buyer's email and the demo as reference; keeps the link's own query. */
export function paymentUrl(paymentLink: string, email: string, demoId: string): string {
  const url = new URL(paymentLink);
  url.searchParams.set('prefilled_email', email);
  url.searchParams.set('client_reference_id', demoId);
  return url.toString();
}
