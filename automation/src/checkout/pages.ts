import { paths } from '@estefania/shared/routes';
import { html } from 'hono/html';
import { page, type Html } from '../http/html-page.js';
import { buyerFields, formError } from '../http/payment-form.js';

export interface CheckoutView {
  /** "Plan Autónomo" or "Pack de 100 minutos". */
  productTitle: string;
  productDescription: string;
  features: readonly string[];
  priceLabel: string;
  /** "al mes" or "pago único". */
  billingLabel: string;
  formAction: string;
  cancelUrl: string;
  email: string;
  clientReferenceId: string | null;
  error?: string;
}

export function checkoutPage(view: CheckoutView): Html {
  return page(
    `Pago de prueba · ${view.productTitle} · EstefanIA`,
    html`<div class="card">
      <p class="brand">EstefanIA</p>
      <strong class="test" role="note"
        >Pago de prueba: esta página sustituye en local al enlace de pago con tarjeta. No se cobra nada ni se piden datos de
        tarjeta.</strong
      >
      <h1>Pago de prueba</h1>
      <section class="summary" aria-label="Resumen de la compra">
        <p><strong>${view.productTitle}</strong></p>
        <p class="price">${view.priceLabel} <span class="muted">${view.billingLabel}</span></p>
        <p class="muted">${view.productDescription}</p>
        ${
          view.features.length > 0
            ? html`<ul class="muted">
                ${view.features.map((feature) => html`<li>${feature}</li>`)}
              </ul>`
            : ''
        }
      </section>
      ${formError(view.error)}
      <form method="post" action="${view.formAction}">
        ${buyerFields(view)}
        <label for="card">Tarjeta</label>
        <input id="card" type="text" value="4242 4242 4242 4242 · tarjeta de prueba" readonly aria-describedby="card-note" />
        <p id="card-note" class="muted">Modo de prueba: no hace falta ninguna tarjeta real.</p>
        <button type="submit">Pagar</button>
      </form>
      <a class="cancel" href="${view.cancelUrl}">Cancelar y volver</a>
    </div>`,
  );
}

/**
 * Where a paid minute pack lands. A pack is not an onboarding (there is no draft or account to
 * create), so it gets its own receipt instead of the site's /onboarding/success.
 */
export function packReceiptPage(options: {
  siteUrl: string;
  description: string;
  priceLabel: string;
  email: string | null;
  sessionId: string;
}): Html {
  return page(
    `Pago de prueba completado · ${options.description} · EstefanIA`,
    html`<div class="card">
      <p class="brand">EstefanIA</p>
      <strong class="test" role="note">Pago de prueba: no se ha cobrado nada.</strong>
      <h1>¡Pago completado!</h1>
      <p><strong>${options.description}</strong> · ${options.priceLabel}</p>
      <p class="muted">
        Los minutos se suman a tu cuenta y no
        caducan.${options.email ? html` Te enviaremos el recibo a <strong>${options.email}</strong>.` : ''}
      </p>
      <p class="muted">Referencia: <code>${options.sessionId}</code></p>
      <a class="cancel" href="${`${options.siteUrl}${paths.pricing}`}">Volver a precios</a>
    </div>`,
  );
}
