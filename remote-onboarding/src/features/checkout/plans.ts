import {
  checkoutLinkParams,
  paidPlanByKey,
  paidPlanForProductId,
  trialConversionPlan,
  type PaidPlan,
  type PaidPlanKey,
  type SiteConfig,
} from '@estefania/shared';

export interface ChosenPlan {
  key: PaidPlanKey;
  productId: string;
  /** The plan name sent to the webhooks: the one from the link, else the catalogue's. */
  planName: string;
  /** Where the last step leaves for: the plan's hosted payment page, or the trial link for a free trial. */
  checkoutLink: string;
}

function chosenPlan(paid: PaidPlan, planName = ''): ChosenPlan {
  return {
    key: paid.key,
    productId: paid.productId,
    planName: planName.trim() || paid.plan.name,
    checkoutLink: paid.paymentLink,
  };
}

/** One of the three configured paid plans (spec §9), or null. */
export function resolvePlan(config: SiteConfig, productId: string, planName = ''): ChosenPlan | null {
  const paid = paidPlanForProductId(config, productId);
  return paid ? chosenPlan(paid, planName) : null;
}

/** The paid plan picked in step 3's plan picker. */
export function pickedPlan(config: SiteConfig, key: PaidPlanKey): ChosenPlan {
  return chosenPlan(paidPlanByKey(config, key));
}

/** The plan a free trial turns into, with the trial link as where the last step goes instead of a payment link. */
export function trialPlan(config: SiteConfig): ChosenPlan {
  const paid = trialConversionPlan(config);
  return { key: paid.key, productId: paid.productId, planName: paid.plan.name, checkoutLink: config.trialLink };
}

/**
 * The hosted page the last step leaves for (a plan's payment page or the trial link), with the buyer's
 * email and the demo as reference; keeps the link's own query.
 */
export function checkoutUrl(checkoutLink: string, email: string, demoId: string): string {
  const url = new URL(checkoutLink);
  url.searchParams.set(checkoutLinkParams.email, email);
  url.searchParams.set(checkoutLinkParams.reference, demoId);
  return url.toString();
}
