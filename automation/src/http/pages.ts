/** Server-rendered Spanish pages of the local stand-ins (test checkout, panel login). No scripts, no external assets. */

import { paths } from '@estefania/shared/routes';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5fb;color:#1c1d29;line-height:1.5}
main{max-width:34rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(20,20,60,.08);padding:1.75rem}
.test{display:block;background:#fff4d6;border:1px solid #f0c44c;color:#5c4300;border-radius:10px;padding:.75rem 1rem;margin-bottom:1.25rem;font-size:.95rem}
h1{font-size:1.45rem;margin:.25rem 0 1rem}
.brand{font-weight:700;color:#5b3df5;letter-spacing:.01em}
.summary{border:1px solid #e4e5f0;border-radius:10px;padding:1rem;margin-bottom:1.25rem}
.summary p{margin:.25rem 0}
.price{font-size:1.6rem;font-weight:700}
.muted{color:#5d6072;font-size:.92rem}
label{display:block;font-weight:600;margin:.75rem 0 .3rem}
input{width:100%;padding:.65rem .75rem;border:1px solid #c9cbd9;border-radius:8px;font:inherit}
input[readonly]{background:#f6f6fa;color:#5d6072}
.error{background:#fde8e8;border:1px solid #f3a5a5;color:#8a1c1c;border-radius:8px;padding:.6rem .8rem;margin-bottom:1rem}
button{margin-top:1.25rem;width:100%;padding:.8rem;border:0;border-radius:10px;background:#5b3df5;color:#fff;font:inherit;font-weight:700;font-size:1.05rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f0c44c;outline-offset:2px}
button:disabled{background:#b9b2e8;cursor:not-allowed}
.cancel{display:block;text-align:center;margin-top:1rem;color:#5b3df5}
ul{padding-left:1.2rem;margin:.5rem 0 0}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

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

export function checkoutPage(view: CheckoutView): string {
  const features = view.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  return page(
    `Pago de prueba · ${view.productTitle} · EstefanIA`,
    `<div class="card">
<p class="brand">EstefanIA</p>
<strong class="test" role="note">Pago de prueba: esta página sustituye en local al enlace de pago con tarjeta. No se cobra nada ni se piden datos de tarjeta.</strong>
<h1>Pago de prueba</h1>
<section class="summary" aria-label="Resumen de la compra">
<p><strong>${escapeHtml(view.productTitle)}</strong></p>
<p class="price">${escapeHtml(view.priceLabel)} <span class="muted">${escapeHtml(view.billingLabel)}</span></p>
<p class="muted">${escapeHtml(view.productDescription)}</p>
${features ? `<ul class="muted">${features}</ul>` : ''}
</section>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.formAction)}">
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(view.email)}">
<label for="card">Tarjeta</label>
<input id="card" type="text" value="4242 4242 4242 4242 · tarjeta de prueba" readonly aria-describedby="card-note">
<p id="card-note" class="muted">Modo de prueba: no hace falta ninguna tarjeta real.</p>
${view.clientReferenceId ? `<input type="hidden" name="client_reference_id" value="${escapeHtml(view.clientReferenceId)}">` : ''}
<button type="submit">Pagar</button>
</form>
<a class="cancel" href="${escapeHtml(view.cancelUrl)}">Cancelar y volver</a>
</div>`,
  );
}

export function panelLoginPage(options: { siteUrl: string; accounts: number }): string {
  return page(
    'Acceso al panel de cliente (local) · EstefanIA',
    `<div class="card">
<p class="brand">EstefanIA</p>
<strong class="test" role="note">Entorno local: esta página sustituye al inicio de sesión del panel de cliente, que en producción está en otro dominio.</strong>
<h1>Panel de cliente</h1>
<p>Aquí es donde tus clientes entrarían para gestionar su plan, escuchar las llamadas y configurar su EstefanIA.
En este equipo el panel no existe: el servicio de automatización local solo guarda las cuentas creadas tras el pago de prueba.</p>
<p class="muted">Cuentas creadas en este equipo: <strong>${options.accounts}</strong>.</p>
<form aria-label="Inicio de sesión (desactivado en local)">
<label for="email">Correo electrónico</label>
<input id="email" type="email" disabled>
<label for="password">Contraseña</label>
<input id="password" type="password" disabled>
<button type="button" disabled>Entrar</button>
</form>
<a class="cancel" href="${escapeHtml(options.siteUrl)}/">Volver a la web</a>
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
}): string {
  return page(
    `Pago de prueba completado · ${options.description} · EstefanIA`,
    `<div class="card">
<p class="brand">EstefanIA</p>
<strong class="test" role="note">Pago de prueba: no se ha cobrado nada.</strong>
<h1>¡Pago completado!</h1>
<p><strong>${escapeHtml(options.description)}</strong> · ${escapeHtml(options.priceLabel)}</p>
<p class="muted">Los minutos se suman a tu cuenta y no caducan.${options.email ? ` Te enviaremos el recibo a <strong>${escapeHtml(options.email)}</strong>.` : ''}</p>
<p class="muted">Referencia: <code>${escapeHtml(options.sessionId)}</code></p>
<a class="cancel" href="${escapeHtml(`${options.siteUrl}${paths.pricing}`)}">Volver a precios</a>
</div>`,
  );
}
