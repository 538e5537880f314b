import { extras } from '@estefania/shared/catalogue';
import { automationPaths } from '@estefania/shared/config';
import { createAccountRequestSchema } from '@estefania/shared/webhooks';
import { Hono } from 'hono';
import { limitBody } from '../http/body-limit.js';
import { allowOrigins } from '../http/origin.js';
import { readJson, validate } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';
import { createAccount, type AccountDeps } from './rules.js';

/** POST /webhooks/create-account: the customer account after a paid checkout or a started free trial (rules.ts). */
export function accountRoutes(ctx: ServiceContext, deps: Omit<AccountDeps, 'site'>): Hono {
  const { config } = ctx;
  const routes = new Hono();

  routes.post(
    automationPaths.createAccount,
    allowOrigins((origin) => config.allowedOrigins.includes(origin)),
    limitBody(config.bodyLimitBytes),
    async (c) => {
      const request = validate(createAccountRequestSchema, await readJson(c));
      const account = await createAccount({ ...deps, site: config.site }, request);
      return c.json(
        {
          ok: true,
          account_id: account.accountId,
          created: account.created,
          plan: account.planKey,
          // A trial turns into the plan above unless cancelled (spec §4).
          ...(account.trial ? { trial: { minutes: extras.trialMinutes, converts_to: account.planKey } } : {}),
          // This service stands in for the dashboard too: its login page, wherever the service runs.
          dashboard_login_url: `${ctx.publicUrl()}${automationPaths.panelLogin}`,
        },
        account.created ? 201 : 200,
      );
    },
  );

  return routes;
}
