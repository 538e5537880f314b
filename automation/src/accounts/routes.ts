import { extras } from '@estefania/shared/catalogue';
import { createAccountRequestSchema, webhookErrorCodes } from '@estefania/shared/webhooks';
import { Hono } from 'hono';
import { planForProductId } from '../checkout/products.js';
import { ServiceError } from '../errors.js';
import { allowOrigins } from '../http/origin.js';
import { limitBody } from '../http/body-limit.js';
import { readJson, validate } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';
import { customerKeys } from '../trial/customer.js';

/**
 * POST /webhooks/create-account: the customer account after a paid checkout or a started free trial,
 * once per session. The session says which: a trial session makes a trial account, refused when the
 * customer (e-mail or website domain) already has one.
 */
export function accountRoutes(ctx: ServiceContext): Hono {
  const { config, store } = ctx;
  const routes = new Hono();

  routes.post(
    '/webhooks/create-account',
    allowOrigins((origin) => config.allowedOrigins.includes(origin)),
    limitBody(config.bodyLimitBytes),
    async (c) => {
      const request = validate(createAccountRequestSchema, await readJson(c));
      const product = planForProductId(config.site, request.product_id);
      if (!product)
        throw new ServiceError('invalid_plan', {
          details: [{ path: 'product_id', message: 'No corresponde a ningún plan de pago.' }],
        });
      const session = await store.getCheckoutSession(request.stripe_session_id);
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
      const demo = await store.getDemo(request.demo_id);
      if (!demo) {
        throw new ServiceError('demo_not_found', { details: [{ path: 'demo_id', message: 'Demo desconocida.' }] });
      }
      // The website of the demo as it was made, not the one in the body, says which business this is.
      const keys = customerKeys(request.email, demo.website);
      if (!keys) throw new ServiceError('invalid_request', { details: [{ path: 'company_website', message: 'Web no válida.' }] });
      const result = await store.createAccountOnce({
        ...request,
        ...keys,
        plan_key: product.key,
        kind: trial ? 'trial' : 'paid',
        trial_minutes: trial ? extras.trialMinutes : null,
      });
      if (result.outcome === 'trial_taken') throw new ServiceError(webhookErrorCodes.trialAlreadyUsed);
      if (result.outcome === 'conflict') throw new ServiceError('session_already_used');
      return c.json(
        {
          ok: true,
          account_id: result.accountId,
          created: result.outcome === 'created',
          plan: product.key,
          // A trial turns into the plan above unless cancelled (spec §4).
          ...(trial ? { trial: { minutes: extras.trialMinutes, converts_to: product.key } } : {}),
          // This service stands in for the dashboard too: its login page, wherever the service runs.
          dashboard_login_url: `${ctx.publicUrl()}/panel/login`,
        },
        result.outcome === 'created' ? 201 : 200,
      );
    },
  );

  return routes;
}
