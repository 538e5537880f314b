import { Hono } from 'hono';
import type { ServiceContext } from '../service-context.js';
import { panelLoginPage } from './page.js';

/** GET /panel/login: the local stand-in for the customer dashboard's login. */
export function panelRoutes(ctx: ServiceContext): Hono {
  const routes = new Hono();
  routes.get('/panel/login', async (c) =>
    c.html(panelLoginPage({ siteUrl: ctx.config.siteUrl, accounts: await ctx.store.countAccounts() })),
  );
  return routes;
}
