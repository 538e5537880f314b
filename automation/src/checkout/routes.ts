import { formatEuros } from '@estefania/shared/catalogue';
import { automationPath, automationPaths } from '@estefania/shared/config';
import { checkoutReturnPath } from '@estefania/shared/plans';
import { isValidSessionId } from '@estefania/shared/webhooks';
import { Hono, type Context } from 'hono';
import { ServiceError } from '../errors.js';
import { checkoutQuery, formGuard, readPaymentForm, wantsHtml, type PaymentForm } from '../http/payment-form.js';
import type { ServiceContext } from '../service-context.js';
import { checkoutPage, packReceiptPage, type CheckoutView } from './pages.js';
import { packOffer, payPack, payPlan, planOffer, type ProductView } from './rules.js';
import type { CheckoutStore } from './store.js';

/** The test checkout standing in for the hosted card-payment links: pages, the "Pagar" form and the pack receipt. */
export function checkoutRoutes(ctx: ServiceContext, { sessions }: { sessions: CheckoutStore }): Hono {
  const { config } = ctx;
  const routes = new Hono();

  // The "Pagar" form is posted from our own page only, and payments per client are limited.
  const guardPayment = formGuard(ctx);

  const renderCheckout = (c: Context, view: CheckoutView, status: 200 | 400 = 200) => c.html(checkoutPage(view), status);

  const paymentFailed = (c: Context, form: PaymentForm, view: ProductView) => {
    if (wantsHtml(c)) {
      return renderCheckout(
        c,
        { ...view, email: form.email, clientReferenceId: form.clientReferenceId, error: form.errors[0]?.message ?? '' },
        400,
      );
    }
    throw new ServiceError('invalid_request', { details: form.errors });
  };

  const successUrl = (sessionId: string) => `${config.siteUrl}${checkoutReturnPath(sessionId)}`;
  const pack = (minutes: string) => packOffer(config.site, config.siteUrl, minutes);
  const plan = (productId: string) => planOffer(config.site, config.siteUrl, productId);

  routes.get(automationPaths.checkoutPack, (c) =>
    renderCheckout(c, { ...pack(c.req.param('minutes')).view, ...checkoutQuery(c) }),
  );

  routes.post(automationPaths.checkoutPack, ...guardPayment, async (c) => {
    const offer = pack(c.req.param('minutes'));
    const form = await readPaymentForm(c);
    if (form.errors.length > 0) return paymentFailed(c, form, offer.view);
    const session = await payPack(sessions, offer, form);
    return c.redirect(automationPath(automationPaths.checkoutReceipt, { sessionId: session.id }), 303);
  });

  routes.get(automationPaths.checkoutReceipt, async (c) => {
    const sessionId = c.req.param('sessionId');
    // Only a well-formed id is looked up: anything else is no session, not a question for the database.
    const session = isValidSessionId(sessionId) ? await sessions.getSession(sessionId) : null;
    if (!session || session.kind !== 'pack' || session.status !== 'paid') {
      throw new ServiceError('not_found', { message: 'Ese pago no existe.' });
    }
    return c.html(
      packReceiptPage({
        siteUrl: config.siteUrl,
        description: session.description,
        priceLabel: formatEuros(session.amountCents),
        email: session.email || null,
        sessionId: session.id,
      }),
    );
  });

  routes.get(automationPaths.checkoutPlan, (c) =>
    renderCheckout(c, { ...plan(c.req.param('productId')).view, ...checkoutQuery(c) }),
  );

  routes.post(automationPaths.checkoutPlan, ...guardPayment, async (c) => {
    const offer = plan(c.req.param('productId'));
    const form = await readPaymentForm(c);
    if (form.errors.length > 0) return paymentFailed(c, form, offer.view);
    const session = await payPlan(sessions, offer, form);
    return c.redirect(successUrl(session.id), 303);
  });

  return routes;
}
