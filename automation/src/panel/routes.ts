import { automationPaths } from '@estefania/shared/config';
import { Hono } from 'hono';
import type { ServiceContext } from '../service-context.js';
import { panelLoginPage } from './page.js';

/** What the panel needs of the accounts feature: how many accounts there are. */
export interface AccountCount {
  count(): Promise<number>;
}

/** GET /panel/login: the local stand-in for the customer dashboard's login. */
export function panelRoutes(ctx: ServiceContext, { accounts }: { accounts: AccountCount }): Hono {
  const routes = new Hono();
  routes.get(automationPaths.panelLogin, async (c) =>
    c.html(panelLoginPage({ siteUrl: ctx.config.siteUrl, accounts: await accounts.count() })),
  );
  return routes;
}
