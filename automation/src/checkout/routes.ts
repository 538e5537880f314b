import { paths } from '@estefania/shared/routes';
import { formatEuros } from '@estefania/shared/catalogue';
import { checkoutReturnPath } from '@estefania/shared/plans';
import { isValidSessionId } from '@estefania/shared/webhooks';
import { Hono, type Context } from 'hono';
import { ServiceError } from '../errors.js';
import type { ServiceContext } from '../service-context.js';
import { checkoutQuery, formGuard, readCheckoutForm as readPaymentForm, wantsHtml, type CheckoutForm } from './form.js';
import { checkoutPage, packReceiptPage, type CheckoutView } from './pages.js';
import { packForMinutes, planForProductId } from './products.js';

/** The test checkout standing in for the hosted card-payment links: pages, the "Pagar" form and the pack receipt. */
export function checkoutRoutes(ctx: ServiceContext): Hono {
  const { config, store } = ctx;
  const routes = new Hono();

  // The "Pagar" form is posted from our own page only, and payments per client are limited.
  const guardPayment = formGuard(ctx);

  const renderCheckout = (c: Context, view: CheckoutView, status: 200 | 400 = 200) => c.html(checkoutPage(view), status);

  const paymentFailed = (c: Context, form: CheckoutForm, view: Omit<CheckoutView, 'email' | 'clientReferenceId'>) => {
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

  const packView = (minutes: string) => {
    const pack = packForMinutes(config.site, minutes);
    if (!pack) throw new ServiceError('not_found', { message: 'Ese pack de minutos no existe.' });
    const view = {
      productTitle: `Pack de ${pack.minutes} minutos`,
      productDescription: 'Minutos de llamadas para tu EstefanIA, sin cuota mensual.',
      features: pack.features,
      priceLabel: formatEuros(pack.priceCents),
      billingLabel: 'pago único',
      formAction: `/checkout/pack/${pack.minutes}`,
      cancelUrl: `${config.siteUrl}${paths.pricing}`,
    };
    return { pack, view };
  };

  routes.get('/checkout/pack/:minutes', (c) =>
    renderCheckout(c, { ...packView(c.req.param('minutes')).view, ...checkoutQuery(c) }),
  );

  routes.post('/checkout/pack/:minutes', ...guardPayment, async (c) => {
    const { pack, view } = packView(c.req.param('minutes'));
    const form = await readPaymentForm(c);
    if (form.errors.length > 0) return paymentFailed(c, form, view);
    const session = await store.createPaidCheckoutSession({
      kind: 'pack',
      productId: null,
      planKey: null,
      packMinutes: pack.minutes,
      description: view.productTitle,
      amountCents: pack.priceCents,
      recurringInterval: null,
      email: form.email,
      clientReferenceId: form.clientReferenceId,
    });
    return c.redirect(`/checkout/receipt/${encodeURIComponent(session.id)}`, 303);
  });

  routes.get('/checkout/receipt/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    // Only a well-formed id is looked up: anything else is no session, not a question for the database.
    const session = isValidSessionId(sessionId) ? await store.getCheckoutSession(sessionId) : null;
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

  const planView = (productId: string) => {
    const product = planForProductId(config.site, productId);
    if (!product) throw new ServiceError('not_found', { message: 'Ese plan no existe.' });
    const view = {
      productTitle: `Plan ${product.plan.name}`,
      productDescription: `${product.plan.description} ${product.plan.callsLabel}.`,
      features: product.plan.features,
      priceLabel: formatEuros(product.amountCents),
      billingLabel: 'al mes',
      formAction: `/checkout/${encodeURIComponent(product.productId)}`,
      cancelUrl: `${config.siteUrl}${paths.onboarding}`,
    };
    return { product, view };
  };

  routes.get('/checkout/:productId', (c) =>
    renderCheckout(c, { ...planView(c.req.param('productId')).view, ...checkoutQuery(c) }),
  );

  routes.post('/checkout/:productId', ...guardPayment, async (c) => {
    const { product, view } = planView(c.req.param('productId'));
    const form = await readPaymentForm(c);
    if (form.errors.length > 0) return paymentFailed(c, form, view);
    const session = await store.createPaidCheckoutSession({
      kind: 'plan',
      productId: product.productId,
      planKey: product.key,
      packMinutes: null,
      description: view.productTitle,
      amountCents: product.amountCents,
      recurringInterval: 'month',
      email: form.email,
      clientReferenceId: form.clientReferenceId,
    });
    return c.redirect(successUrl(session.id), 303);
  });

  return routes;
}
