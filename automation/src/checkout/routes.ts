import { paths } from '@estefania/shared/routes';
import { formatEuros } from '@estefania/shared/catalogue';
import { isValidEmail } from '@estefania/shared/webhooks';
import { Hono, type Context } from 'hono';
import { csrf } from 'hono/csrf';
import { ServiceError, type ErrorDetail } from '../errors.js';
import { limitBody } from '../http/body-limit.js';
import { rateLimit } from '../http/rate-limit.js';
import { readForm } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';
import { checkoutPage, packReceiptPage, type CheckoutView } from './pages.js';
import { packForMinutes, planForProductId } from './products.js';

const CLIENT_REFERENCE = /^[A-Za-z0-9_-]{1,200}$/;

interface PaymentForm {
  email: string;
  clientReferenceId: string | null;
  errors: ErrorDetail[];
}

function wantsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** The test checkout standing in for the hosted card-payment links: pages, the "Pagar" form and the pack receipt. */
export function checkoutRoutes(ctx: ServiceContext): Hono {
  const { config, store } = ctx;
  const routes = new Hono();

  // The "Pagar" form is posted from our own page: a browser sends its Origin (or Sec-Fetch-Site), and
  // a form posted from any other site is refused (403). Payments per client are limited too.
  const guardPayment = [
    csrf({
      origin: (origin, c) => origin === new URL(c.req.url).origin || origin === new URL(ctx.publicUrl()).origin,
    }),
    rateLimit({ ...config.formRateLimit, trustedProxies: config.trustedProxies }),
    limitBody(config.bodyLimitBytes),
  ] as const;

  const renderCheckout = (c: Context, view: CheckoutView, status: 200 | 400 = 200) => c.html(checkoutPage(view), status);

  const checkoutQuery = (c: Context) => {
    const email = c.req.query('prefilled_email')?.trim() ?? '';
    const reference = c.req.query('client_reference_id')?.trim() ?? '';
    return {
      // Like hosted payment links: an invalid prefill or reference is dropped, not an error.
      email: isValidEmail(email) ? email : '',
      clientReferenceId: CLIENT_REFERENCE.test(reference) ? reference : null,
    };
  };

  const readPaymentForm = async (c: Context): Promise<PaymentForm> => {
    const type = c.req.header('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type))
      throw new ServiceError('invalid_request', { message: 'El pago se envía desde el formulario de la página.' });
    const body = await readForm(c);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const reference = typeof body.client_reference_id === 'string' ? body.client_reference_id.trim() : '';
    const errors: ErrorDetail[] = [];
    if (!isValidEmail(email)) errors.push({ path: 'email', message: 'Introduce un correo electrónico válido.' });
    if (reference && !CLIENT_REFERENCE.test(reference))
      errors.push({ path: 'client_reference_id', message: 'Referencia no válida.' });
    return { email, clientReferenceId: reference || null, errors };
  };

  const paymentFailed = (c: Context, form: PaymentForm, view: Omit<CheckoutView, 'email' | 'clientReferenceId'>) => {
    if (wantsHtml(c)) {
      return renderCheckout(
        c,
        { ...view, email: form.email, clientReferenceId: form.clientReferenceId, error: form.errors[0]?.message ?? '' },
        400,
      );
    }
    throw new ServiceError('invalid_request', { details: form.errors });
  };

  const successUrl = (sessionId: string) =>
    `${config.siteUrl}${paths.onboardingSuccess}?session_id=${encodeURIComponent(sessionId)}`;

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
    const session = await store.getCheckoutSession(c.req.param('sessionId'));
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
