// What the test checkout decides: which product a URL names and how it is shown, and the session a
// payment records. Plain functions; the routes read the request and write the answer.
import { formatEuros, type MinutePack } from '@estefania/shared/catalogue';
import { automationPath, automationPaths, type SiteConfig } from '@estefania/shared/config';
import { paths } from '@estefania/shared/routes';
import { ServiceError } from '../errors.js';
import type { PaymentForm } from '../http/payment-form.js';
import { packForMinutes, planForProductId, type PlanProduct } from '../products.js';
import type { CheckoutView } from './pages.js';
import type { CheckoutSession, CheckoutStore } from './store.js';

/** A checkout page without the buyer's fields. */
export type ProductView = Omit<CheckoutView, 'email' | 'clientReferenceId'>;

export interface PackOffer {
  pack: MinutePack;
  view: ProductView;
}

export interface PlanOffer {
  product: PlanProduct;
  view: ProductView;
}

/** The minute pack of /checkout/pack/:minutes; not found (404) unless catalogue and site both offer it. */
export function packOffer(site: SiteConfig, siteUrl: string, minutes: string): PackOffer {
  const pack = packForMinutes(site, minutes);
  if (!pack) throw new ServiceError('not_found', { message: 'Ese pack de minutos no existe.' });
  const view = {
    productTitle: `Pack de ${pack.minutes} minutos`,
    productDescription: 'Minutos de llamadas para tu EstefanIA, sin cuota mensual.',
    features: pack.features,
    priceLabel: formatEuros(pack.priceCents),
    billingLabel: 'pago único',
    formAction: automationPath(automationPaths.checkoutPack, { minutes: pack.minutes }),
    cancelUrl: `${siteUrl}${paths.pricing}`,
  };
  return { pack, view };
}

/** The monthly plan of /checkout/:productId; not found (404) for any other product id. */
export function planOffer(site: SiteConfig, siteUrl: string, productId: string): PlanOffer {
  const product = planForProductId(site, productId);
  if (!product) throw new ServiceError('not_found', { message: 'Ese plan no existe.' });
  const view = {
    productTitle: `Plan ${product.plan.name}`,
    productDescription: `${product.plan.description} ${product.plan.callsLabel}.`,
    features: product.plan.features,
    priceLabel: formatEuros(product.amountCents),
    billingLabel: 'al mes',
    formAction: automationPath(automationPaths.checkoutPlan, { productId: product.productId }),
    cancelUrl: `${siteUrl}${paths.onboarding}`,
  };
  return { product, view };
}

/** A pack paid: one-off, no plan. */
export function payPack(store: CheckoutStore, { pack, view }: PackOffer, form: PaymentForm): Promise<CheckoutSession> {
  return store.createPaidSession({
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
}

/** A plan paid: its first month; create-account makes the account from this session. */
export function payPlan(store: CheckoutStore, { product, view }: PlanOffer, form: PaymentForm): Promise<CheckoutSession> {
  return store.createPaidSession({
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
}
