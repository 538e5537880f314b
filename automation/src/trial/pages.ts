import { trialTerms } from '@estefania/shared/catalogue';
import { automationPaths } from '@estefania/shared/config';
import { html } from 'hono/html';
import { page, type Html } from '../http/html-page.js';
import { buyerFields, formError } from '../http/payment-form.js';

export interface TrialView {
  /** "Autónomo": the plan the trial turns into. */
  planName: string;
  /** "59 € al mes · Hasta 40 llamadas al mes". */
  planPriceLabel: string;
  email: string;
  clientReferenceId: string | null;
  cancelUrl: string;
  error?: string;
}

/**
 * Stands in locally for the hosted trial checkout: it says what the trial is and what happens after
 * it, asks for no card, and starts the trial with one button.
 */
export function trialPage(view: TrialView): Html {
  return page(
    'Prueba gratuita · EstefanIA',
    html`<div class="card">
      <p class="brand">EstefanIA</p>
      <strong class="test" role="note"
        >Modo local: esta página sustituye a la página de alta de la prueba gratuita. No se cobra nada ni se piden datos de
        tarjeta.</strong
      >
      <h1>Activa tu prueba gratuita</h1>
      <section class="summary" aria-label="Resumen de la prueba">
        <p class="headline">${trialTerms.summary}</p>
        <p>Después, plan ${view.planName}: ${view.planPriceLabel}, solo si no la cancelas.</p>
        <p class="muted">${trialTerms.conversion} ${trialTerms.onePerCustomer}</p>
      </section>
      ${formError(view.error)}
      <form method="post" action="${automationPaths.trial}">
        ${buyerFields(view)}
        <button type="submit">Empezar mi prueba gratuita</button>
      </form>
      <a class="cancel" href="${view.cancelUrl}">Cancelar y volver</a>
    </div>`,
  );
}

/** A second trial for the same customer: why not, and the ways on (a plan with the same demo, or the prices). */
export function trialRefusedPage(options: { choosePlanUrl: string; pricingUrl: string }): Html {
  return page(
    `${trialTerms.refusedTitle} · EstefanIA`,
    html`<div class="card">
      <p class="brand">EstefanIA</p>
      <h1>${trialTerms.refusedTitle}</h1>
      <p class="error" role="alert">${trialTerms.refused}</p>
      <a class="action" href="${options.choosePlanUrl}">Elegir un plan con mi demo</a>
      <a class="cancel" href="${options.pricingUrl}">Ver los planes y precios</a>
    </div>`,
  );
}
