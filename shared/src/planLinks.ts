// Where a plan's "start" buttons lead: /onboarding with the plan's product id (from the site config)
// and name (from the catalogue). Pricing, the industry pages' free trial and anything else use this.
import { extras, planByKey, type MonthlyPlan } from './catalogue';
import { planKeySchema, type SiteConfig } from './config';
import { paths } from './contract/routes';

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
