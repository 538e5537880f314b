// Where a plan's "start" buttons lead: /onboarding with the plan's product id (from the site config)
// and name (from the catalogue); the free trial adds its own mode. Pricing, the industry pages and
// anything else use these.
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

/** The query parameter that puts the onboarding in free-trial mode (`/onboarding?…&trial=1`). */
export const TRIAL_QUERY_PARAM = 'trial';

/**
 * Every "Prueba gratis" button: the onboarding in trial mode, for the plan the trial turns into unless
 * cancelled (spec §4: Autónomo). Its last step goes to the trial link of the config, never to a payment
 * link. The plan stays in the query so the onboarding starts afresh like any plan link (spec §4).
 */
export function trialOnboardingPath(config: SiteConfig): string {
  const path = planOnboardingPath(planByKey(extras.trialConvertsTo), config) ?? paths.onboarding;
  return `${path}${path.includes('?') ? '&' : '?'}${TRIAL_QUERY_PARAM}=1`;
}

/** Whether an onboarding query asks for the free trial. */
export function isTrialQuery(params: URLSearchParams): boolean {
  return params.get(TRIAL_QUERY_PARAM) === '1';
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

/** The paid plan a free trial turns into, with this deployment's product id. */
export function trialConversionPlan(config: SiteConfig): PaidPlan {
  const key = planKeySchema.parse(extras.trialConvertsTo);
  const { productId, paymentLink } = config.plans[key];
  return { key, productId, plan: planByKey(key), paymentLink };
}
