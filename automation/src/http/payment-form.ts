// The one form of the hosted-checkout stand-ins (the test checkout's "Pagar", the trial's "Empezar"):
// its guard, its fields, and the query a hosted checkout link accepts.
import { checkoutLinkParams } from '@estefania/shared/plans';
import { forbiddenCharacterMessages, hasForbiddenCharacters, isValidEmail } from '@estefania/shared/webhooks';
import type { Context } from 'hono';
import { csrf } from 'hono/csrf';
import { html } from 'hono/html';
import { ServiceError, type ErrorDetail } from '../errors.js';
import { limitBody } from './body-limit.js';
import { rateLimit } from './rate-limit.js';
import { readForm } from './request.js';
import type { ServiceContext } from '../service-context.js';

const CLIENT_REFERENCE = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The form's field names: the e-mail the buyer confirms, and the reference carried over from the
 * link's query (the same name as there).
 */
export const paymentFormFields = { email: 'email', reference: checkoutLinkParams.reference } as const;

/**
 * What both stand-in pages put in their form: the e-mail the buyer confirms (kept as typed when the form
 * comes back) and the reference carried over from the link, hidden.
 */
export function buyerFields(view: { email: string; clientReferenceId: string | null }) {
  return html`<label for="email">Correo electrónico</label>
    <input
      id="email"
      name="${paymentFormFields.email}"
      type="email"
      autocomplete="email"
      required
      maxlength="254"
      value="${view.email}"
    />
    ${view.clientReferenceId ? html`<input type="hidden" name="${paymentFormFields.reference}" value="${view.clientReferenceId}" />` : ''}`;
}

/** The reason a posted form came back, above it; nothing when there is none. */
export function formError(error: string | undefined) {
  return error ? html`<p class="error" role="alert">${error}</p>` : '';
}

export interface PaymentForm {
  email: string;
  clientReferenceId: string | null;
  errors: ErrorDetail[];
}

export function wantsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * The form is posted from our own page: a browser sends its Origin (or Sec-Fetch-Site), and a form
 * posted from any other site is refused (403). Posts per client are limited too.
 */
export function formGuard(ctx: ServiceContext) {
  const { config } = ctx;
  return [
    csrf({
      origin: (origin, c) => origin === new URL(c.req.url).origin || origin === new URL(ctx.publicUrl()).origin,
    }),
    rateLimit({ ...config.formRateLimit, trustedProxies: config.trustedProxies }),
    limitBody(config.bodyLimitBytes),
  ] as const;
}

/** `prefilled_email` and `client_reference_id`, like hosted payment links: an invalid value is dropped, not an error. */
export function checkoutQuery(c: Context): { email: string; clientReferenceId: string | null } {
  const email = c.req.query(checkoutLinkParams.email)?.trim() ?? '';
  const reference = c.req.query(checkoutLinkParams.reference)?.trim() ?? '';
  return {
    email: isValidEmail(email) ? email : '',
    clientReferenceId: CLIENT_REFERENCE.test(reference) ? reference : null,
  };
}

export async function readPaymentForm(c: Context): Promise<PaymentForm> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type))
    throw new ServiceError('invalid_request', { message: 'El pago se envía desde el formulario de la página.' });
  const body = await readForm(c);
  const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  // Checked before trimming, like the webhooks: a control character is refused, not trimmed away.
  const fields = paymentFormFields;
  const forbidden: string[] = [fields.email, fields.reference].filter((name) => hasForbiddenCharacters(field(name)));
  const email = forbidden.includes(fields.email) ? '' : field(fields.email).trim();
  const reference = forbidden.includes(fields.reference) ? '' : field(fields.reference).trim();
  const errors: ErrorDetail[] = forbidden.map((name) => ({ path: name, message: forbiddenCharacterMessages.control }));
  if (!forbidden.includes(fields.email) && !isValidEmail(email))
    errors.push({ path: fields.email, message: 'Introduce un correo electrónico válido.' });
  if (reference && !CLIENT_REFERENCE.test(reference)) errors.push({ path: fields.reference, message: 'Referencia no válida.' });
  return { email, clientReferenceId: reference || null, errors };
}
