import { automationPaths } from '@estefania/shared/config';
import { checkoutReturnPath, choosePlanAfterTrialPath } from '@estefania/shared/plans';
import { paths } from '@estefania/shared/routes';
import { webhookErrorCodes } from '@estefania/shared/webhooks';
import { Hono, type Context } from 'hono';
import { ServiceError } from '../errors.js';
import { checkoutQuery, formGuard, readPaymentForm, wantsHtml } from '../http/payment-form.js';
import { rateLimit } from '../http/rate-limit.js';
import type { ServiceContext } from '../service-context.js';
import { trialPage, trialRefusedPage, type TrialView } from './pages.js';
import { alreadyTried, conversionPriceLabel, startTrial, type TrialDeps } from './rules.js';

/**
 * GET/POST /trial: stands in for the trial link of the site config (in production the automation
 * webhook that checks the customer and opens a hosted checkout in trial mode, which collects no
 * payment method). One trial per customer is checked here, before anything is started, and again,
 * atomically, when create-account makes the account.
 */
export function trialRoutes(ctx: ServiceContext, services: Omit<TrialDeps, 'site'>): Hono {
  const { config } = ctx;
  const deps: TrialDeps = { ...services, site: config.site };
  const routes = new Hono();
  const guard = formGuard(ctx);

  const view = (email: string, clientReferenceId: string | null): TrialView => ({
    ...conversionPriceLabel(config.site),
    email,
    clientReferenceId,
    cancelUrl: `${config.siteUrl}${paths.onboarding}`,
  });

  /** The refusal as a page (GET is always a page; a POST that does not ask for HTML gets the JSON error). */
  const refused = (c: Context, asPage: boolean) => {
    if (!asPage) throw new ServiceError(webhookErrorCodes.trialAlreadyUsed);
    return c.html(
      trialRefusedPage({
        // Back to the saved demo with the plan choice, in this browser; or the prices.
        choosePlanUrl: `${config.siteUrl}${choosePlanAfterTrialPath}`,
        pricingUrl: `${config.siteUrl}${paths.pricing}`,
      }),
      409,
    );
  };

  // The page says whether an e-mail already had its trial: limited per client like the forms, so it
  // cannot be used to go through a list of addresses.
  routes.get(automationPaths.trial, rateLimit({ ...config.formRateLimit, trustedProxies: config.trustedProxies }), async (c) => {
    const { email, clientReferenceId } = checkoutQuery(c);
    // Told at once, before the visitor confirms anything.
    if (await alreadyTried(deps, email, clientReferenceId)) return refused(c, true);
    return c.html(trialPage(view(email, clientReferenceId)));
  });

  routes.post(automationPaths.trial, ...guard, async (c) => {
    const form = await readPaymentForm(c);
    if (form.errors.length > 0) {
      if (!wantsHtml(c)) throw new ServiceError('invalid_request', { details: form.errors });
      return c.html(trialPage({ ...view(form.email, form.clientReferenceId), error: form.errors[0]?.message ?? '' }), 400);
    }
    if (await alreadyTried(deps, form.email, form.clientReferenceId)) return refused(c, wantsHtml(c));
    const session = await startTrial(deps, form.email, form.clientReferenceId);
    return c.redirect(`${config.siteUrl}${checkoutReturnPath(session.id)}`, 303);
  });

  return routes;
}
