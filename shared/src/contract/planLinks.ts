// Where a plan's "start" buttons lead: /onboarding with the plan's product id (from the site config)
// and name (from the catalogue); the free trial adds its own mode. Pricing, the industry pages and
// anything else use these.
import { extras, planByKey, type MonthlyPlan } from './catalogue';
import { isPaidPlanKey, paidPlanKeys, type PaidPlanKey } from './catalogue';
import type { SiteConfig } from './configBase';
import { paths } from './routes';

/**
 * The onboarding's plan in its query: the product id (this deployment's, from the site config) and the
 * plan's name. The onboarding reads them; a plan in the query starts it afresh (spec §4).
 */
export const planQueryParams = { productId: 'product', planName: 'plan' } as const;

/** `/onboarding?product=…&plan=…` with what is known of a plan (an empty value is left out). */
export function onboardingPlanPath(plan: { productId: string; planName: string }): string {
  const query = new URLSearchParams();
  if (plan.productId) query.set(planQueryParams.productId, plan.productId);
  if (plan.planName) query.set(planQueryParams.planName, plan.planName);
  return query.size > 0 ? `${paths.onboarding}?${query.toString().replace(/\+/g, '%20')}` : paths.onboarding;
}

/** `/onboarding?product=…&plan=…` for a self-service plan; null for Enterprise (sold through a booked call). */
export function planOnboardingPath(plan: Pick<MonthlyPlan, 'key' | 'name'>, config: SiteConfig): string | null {
  if (!isPaidPlanKey(plan.key)) return null;
  return onboardingPlanPath({ productId: config.plans[plan.key].productId, planName: plan.name });
}

/**
 * The onboarding's free-trial switch in its query: `trial=1` starts the free trial, `trial=0` comes back
 * from a refused one to choose a paid plan with the same demo.
 */
const TRIAL_PARAM = 'trial';

/**
 * Every "Prueba gratis" button: the onboarding in trial mode, for the plan the trial turns into unless
 * cancelled (spec §4: Autónomo). Its last step goes to the trial link of the config, never to a payment
 * link. The plan stays in the query so the onboarding starts afresh like any plan link (spec §4).
 */
export function trialOnboardingPath(config: SiteConfig): string {
  const path = planOnboardingPath(planByKey(extras.trialConvertsTo), config) ?? paths.onboarding;
  return `${path}${path.includes('?') ? '&' : '?'}${TRIAL_PARAM}=1`;
}

/**
 * Back from a refused free trial (the trial link's refusal page, the success page) to the saved draft,
 * to choose a paid plan with the same demo and data.
 */
export const choosePlanAfterTrialPath = `${paths.onboarding}?${TRIAL_PARAM}=0`;

/** What an onboarding query says of the free trial: start it, choose a paid plan after a refused one, or nothing. */
export function trialQueryMode(params: URLSearchParams): 'start' | 'choose-plan' | null {
  const value = params.get(TRIAL_PARAM);
  return value === '1' ? 'start' : value === '0' ? 'choose-plan' : null;
}

/**
 * The query a hosted checkout link accepts (a plan's payment link, the trial link), as Stripe's payment
 * links do: the buyer's e-mail, prefilled, and a reference of ours (the demo id).
 */
export const checkoutLinkParams = { email: 'prefilled_email', reference: 'client_reference_id' } as const;

/** The query parameter a hosted checkout (or the trial link) returns to the site with. */
const CHECKOUT_SESSION_PARAM = 'session_id';

/** Where a hosted checkout or the trial link returns: `/onboarding/success?session_id=…`. */
export function checkoutReturnPath(sessionId: string): string {
  return `${paths.onboardingSuccess}?${CHECKOUT_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
}

/** The checkout session id of a return to `/onboarding/success`, if any (not yet validated). */
export function checkoutSessionId(params: URLSearchParams): string | null {
  return params.get(CHECKOUT_SESSION_PARAM);
}

export interface PaidPlan {
  key: PaidPlanKey;
  productId: string;
  /** The plan in the catalogue (name, price). */
  plan: MonthlyPlan;
  /** Its hosted payment page, from the site config. */
  paymentLink: string;
}

/** A paid plan by its key, with this deployment's product id and payment page. */
export function paidPlanByKey(config: SiteConfig, key: PaidPlanKey): PaidPlan {
  const { productId, paymentLink } = config.plans[key];
  return { key, productId, plan: planByKey(key), paymentLink };
}

/** The paid plan a product id stands for in this deployment's config (the ids are deployment data), or null. */
export function paidPlanForProductId(config: SiteConfig, productId: string): PaidPlan | null {
  const key = paidPlanKeys.find((candidate) => config.plans[candidate].productId === productId);
  return key ? paidPlanByKey(config, key) : null;
}

/** The paid plan a free trial turns into, with this deployment's product id. */
export function trialConversionPlan(config: SiteConfig): PaidPlan {
  const key = extras.trialConvertsTo;
  if (!isPaidPlanKey(key)) throw new TypeError(`el plan de la prueba gratuita no es un plan de pago: ${String(key)}`);
  return paidPlanByKey(config, key);
}
