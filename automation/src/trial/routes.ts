import { extras, formatEuros } from '@estefania/shared/catalogue';
import { checkoutReturnPath, choosePlanAfterTrialPath, trialConversionPlan } from '@estefania/shared/plans';
import { paths } from '@estefania/shared/routes';
import { Hono, type Context } from 'hono';
import { checkoutQuery, formGuard, readCheckoutForm, wantsHtml } from '../checkout/form.js';
import { webhookErrorCodes } from '@estefania/shared/webhooks';
import { ServiceError } from '../errors.js';
import { rateLimit } from '../http/rate-limit.js';
import type { ServiceContext } from '../service-context.js';
import { customerEmailKey, websiteDomain } from './customer.js';
import { trialPage, trialRefusedPage, type TrialView } from './pages.js';

/**
 * GET/POST /trial: stands in for the trial link of the site config (in production the automation
 * webhook that checks the customer and opens a hosted checkout in trial mode, which collects no
 * payment method). One trial per customer is checked here, before anything is started, and again,
 * atomically, when create-account makes the account.
 */
export function trialRoutes(ctx: ServiceContext): Hono {
  const { config, store } = ctx;
  const routes = new Hono();
  const guard = formGuard(ctx);

  const conversion = () => {
    const paid = trialConversionPlan(config.site);
    return { ...paid, amountCents: paid.plan.monthlyPriceCents ?? 0 };
  };

  const view = (email: string, clientReferenceId: string | null): TrialView => {
    const { plan, amountCents } = conversion();
    return {
      planName: plan.name,
      planPriceLabel: `${formatEuros(amountCents)} al mes · ${plan.callsLabel}`,
      email,
      clientReferenceId,
      cancelUrl: `${config.siteUrl}${paths.onboarding}`,
    };
  };

  /** Whether this e-mail, or the website of this demo, already has its trial. */
  const alreadyTried = async (email: string, demoId: string | null): Promise<boolean> => {
    const demo = demoId ? await store.getDemo(demoId) : null;
    const domain = demo ? websiteDomain(demo.website) : null;
    const keys = { ...(email ? { customerEmail: customerEmailKey(email) } : {}), ...(domain ? { websiteDomain: domain } : {}) };
    if (!keys.customerEmail && !keys.websiteDomain) return false;
    return (await store.findTrialAccount(keys)) !== null;
  };

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
  routes.get('/trial', rateLimit({ ...config.formRateLimit, trustedProxies: config.trustedProxies }), async (c) => {
    const { email, clientReferenceId } = checkoutQuery(c);
    // Told at once, before the visitor confirms anything.
    if (await alreadyTried(email, clientReferenceId)) return refused(c, true);
    return c.html(trialPage(view(email, clientReferenceId)));
  });

  routes.post('/trial', ...guard, async (c) => {
    const form = await readCheckoutForm(c);
    if (form.errors.length > 0) {
      if (!wantsHtml(c)) throw new ServiceError('invalid_request', { details: form.errors });
      return c.html(trialPage({ ...view(form.email, form.clientReferenceId), error: form.errors[0]?.message ?? '' }), 400);
    }
    if (await alreadyTried(form.email, form.clientReferenceId)) return refused(c, wantsHtml(c));
    const { key, productId, plan } = conversion();
    const session = await store.createTrialSession({
      productId,
      planKey: key,
      description: `Prueba gratuita de ${extras.trialMinutes} minutos · plan ${plan.name}`,
      email: form.email,
      clientReferenceId: form.clientReferenceId,
    });
    return c.redirect(`${config.siteUrl}${checkoutReturnPath(session.id)}`, 303);
  });

  return routes;
}
