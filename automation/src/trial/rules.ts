// What the free-trial page decides: the plan the trial turns into, whether this customer already
// had a trial, and the trial session it starts. Plain functions; the routes read the form and answer.
import { extras, formatEuros } from '@estefania/shared/catalogue';
import type { SiteConfig } from '@estefania/shared/config';
import { trialConversionPlan } from '@estefania/shared/plans';
import { customerEmailKey, websiteDomain, type CustomerKeys } from '../customer-keys.js';
import { planForProductId, type PlanProduct } from '../products.js';

/** What the trial needs of the accounts feature: whether a customer already holds a trial account. */
export interface TrialLookup {
  hasTrialAccount(keys: Partial<CustomerKeys>): Promise<boolean>;
}

/** What the trial needs of the demo feature: the demo named in the link, for its website. */
export interface DemoLookup {
  getDemo(id: string): Promise<{ website: string } | null>;
}

/** What the trial needs of the checkout feature: a trial session (nothing to pay) that create-account accepts. */
export interface TrialSessions {
  createTrialSession(session: {
    productId: string;
    planKey: string;
    description: string;
    email: string;
    clientReferenceId: string | null;
  }): Promise<{ id: string }>;
}

export interface TrialDeps {
  site: SiteConfig;
  trials: TrialLookup;
  demos: DemoLookup;
  sessions: TrialSessions;
}

/** The paid plan the trial turns into, with its monthly price: the product a checkout of it would sell. */
function conversionPlan(site: SiteConfig): PlanProduct {
  const product = planForProductId(site, trialConversionPlan(site).productId);
  if (!product) throw new Error('The plan a trial turns into has no monthly price');
  return product;
}

/** "59 € al mes · …": what the trial turns into, as the page says it. */
export function conversionPriceLabel(site: SiteConfig): { planName: string; planPriceLabel: string } {
  const { plan, amountCents } = conversionPlan(site);
  return { planName: plan.name, planPriceLabel: `${formatEuros(amountCents)} al mes · ${plan.callsLabel}` };
}

/**
 * Whether this e-mail, or the website of this demo, already has its trial. Checked before anything
 * is started, and again, atomically, when create-account makes the account.
 */
export async function alreadyTried(deps: TrialDeps, email: string, demoId: string | null): Promise<boolean> {
  const demo = demoId ? await deps.demos.getDemo(demoId) : null;
  const domain = demo ? websiteDomain(demo.website) : null;
  const keys = { ...(email ? { customerEmail: customerEmailKey(email) } : {}), ...(domain ? { websiteDomain: domain } : {}) };
  if (!keys.customerEmail && !keys.websiteDomain) return false;
  return deps.trials.hasTrialAccount(keys);
}

/** Starts the trial: a complete session for the plan it turns into, with nothing paid. */
export async function startTrial(deps: TrialDeps, email: string, clientReferenceId: string | null): Promise<{ id: string }> {
  const { key, productId, plan } = conversionPlan(deps.site);
  return deps.sessions.createTrialSession({
    productId,
    planKey: key,
    description: `Prueba gratuita de ${extras.trialMinutes} minutos · plan ${plan.name}`,
    email,
    clientReferenceId,
  });
}
