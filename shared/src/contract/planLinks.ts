// Where a plan's "start" buttons lead: /onboarding with the plan's product id (from the site config)
// and name (from the catalogue). Pricing, the industry pages' free trial and anything else use this.
import { extras, planByKey, type MonthlyPlan } from './catalogue';
import { planKeySchema, type PaidPlanKey, type SiteConfig } from './config';
import { paths } from './routes';

/** `/onboarding?product=…&plan=…` for a self-service plan; null for Enterprise (sold through a booked call). */
export function planOnboardingPath(plan: Pick<MonthlyPlan, 'key' | 'name'>, config: SiteConfig): string | null {
  const key = planKeySchema.safeParse(plan.key);
  if (!key.success) return null;
  const query = new URLSearchParams({ product: config.plans[key.data].productId, plan: plan.name });
  return `${paths.onboarding}?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * The free trial starts as the onboarding of the plan it turns into when its minutes run out
 * (spec §4: Autónomo unless cancelled); the hosted checkout of that plan carries the trial.
 */
export function trialOnboardingPath(config: SiteConfig): string {
  return planOnboardingPath(planByKey(extras.trialConvertsTo), config) ?? paths.onboarding;
}

export interface PaidPlan {
  key: PaidPlanKey;
  productId: string;
  /** The plan in the catalogue (name, price). */
  plan: MonthlyPlan;
  /** Its hosted payment page, from the site config. */
  paymentLink: string;
}

/** The paid plan a product id stands for in this deployment's config (the ids are deployment data), or null. */
export function paidPlanForProductId(config: SiteConfig, productId: string): PaidPlan | null {
  const key = planKeySchema.options.find((candidate) => config.plans[candidate].productId === productId);
  if (!key) return null;
  return { key, productId, plan: planByKey(key), paymentLink: config.plans[key].paymentLink };
}
