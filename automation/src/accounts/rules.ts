// What create-account decides: whether the session, the plan and the demo agree, which kind of
// account this is, and who the customer is for the one-trial rule. Plain functions; the route reads
// the request and writes the answer.
import { extras } from '@estefania/shared/catalogue';
import type { SiteConfig } from '@estefania/shared/config';
import { webhookErrorCodes, type CreateAccountRequest } from '@estefania/shared/webhooks';
import { customerKeys } from '../customer-keys.js';
import { ServiceError } from '../errors.js';
import { planForProductId } from '../products.js';
import type { AccountStore } from './store.js';

/** What create-account needs of the checkout feature: the session the customer paid (or started a trial) with. */
export interface SessionLookup {
  getSession(id: string): Promise<{
    kind: 'plan' | 'pack' | 'trial';
    status: 'open' | 'paid' | 'complete';
    productId: string | null;
  } | null>;
}

/** What create-account needs of the demo feature: the demo, for the website it was made from. */
export interface DemoLookup {
  getDemo(id: string): Promise<{ website: string } | null>;
}

export interface AccountDeps {
  site: SiteConfig;
  accounts: Pick<AccountStore, 'createOnce'>;
  sessions: SessionLookup;
  demos: DemoLookup;
}

export interface CreatedAccount {
  accountId: string;
  /** False for a replay of the same request. */
  created: boolean;
  planKey: string;
  trial: boolean;
}

/**
 * The customer account after a paid checkout or a started free trial, once per session. The
 * session says which: a trial session makes a trial account, refused when the customer (e-mail or
 * website domain) already has one.
 */
export async function createAccount(deps: AccountDeps, request: CreateAccountRequest): Promise<CreatedAccount> {
  const product = planForProductId(deps.site, request.product_id);
  if (!product)
    throw new ServiceError('invalid_plan', {
      details: [{ path: 'product_id', message: 'No corresponde a ningún plan de pago.' }],
    });
  const session = await deps.sessions.getSession(request.stripe_session_id);
  if (!session) throw new ServiceError('session_not_found');
  const trial = session.kind === 'trial';
  if (session.status !== (trial ? 'complete' : 'paid')) throw new ServiceError('session_not_paid');
  if ((session.kind !== 'plan' && !trial) || session.productId !== request.product_id) {
    throw new ServiceError('session_mismatch');
  }
  if (request.plan_name !== product.plan.name) {
    throw new ServiceError('plan_mismatch', {
      details: [{ path: 'plan_name', message: `El producto de esta sesión es el plan ${product.plan.name}.` }],
    });
  }
  const demo = await deps.demos.getDemo(request.demo_id);
  if (!demo) {
    throw new ServiceError('demo_not_found', { details: [{ path: 'demo_id', message: 'Demo desconocida.' }] });
  }
  // The website of the demo as it was made, not the one in the body, says which business this is.
  const keys = customerKeys(request.email, demo.website);
  if (!keys) throw new ServiceError('invalid_request', { details: [{ path: 'company_website', message: 'Web no válida.' }] });
  const result = await deps.accounts.createOnce({
    ...request,
    ...keys,
    plan_key: product.key,
    kind: trial ? 'trial' : 'paid',
    trial_minutes: trial ? extras.trialMinutes : null,
  });
  if (result.outcome === 'trial_taken') throw new ServiceError(webhookErrorCodes.trialAlreadyUsed);
  if (result.outcome === 'conflict') throw new ServiceError('session_already_used');
  return { accountId: result.accountId, created: result.outcome === 'created', planKey: product.key, trial };
}
