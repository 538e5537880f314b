import { html } from 'hono/html';
import { page, type Html } from '../http/html-page.js';

export function panelLoginPage(options: { siteUrl: string; accounts: number }): Html {
  return page(
    'Acceso al panel de cliente (local) · EstefanIA',
    html`<div class="card">
      <p class="brand">EstefanIA</p>
      <strong class="test" role="note"
        >Entorno local: esta página sustituye al inicio de sesión del panel de cliente, que en producción está en otro
        dominio.</strong
      >
      <h1>Panel de cliente</h1>
      <p>
        Aquí es donde tus clientes entrarían para gestionar su plan, escuchar las llamadas y configurar su EstefanIA. En este
        equipo el panel no existe: el servicio de automatización local solo guarda las cuentas creadas tras el pago de prueba.
      </p>
      <p class="muted">Cuentas creadas en este equipo: <strong>${options.accounts}</strong>.</p>
      <form aria-label="Inicio de sesión (desactivado en local)">
        <label for="email">Correo electrónico</label>
        <input id="email" type="email" disabled />
        <label for="password">Contraseña</label>
        <input id="password" type="password" disabled />
        <button type="button" disabled>Entrar</button>
      </form>
      <a class="cancel" href="${`${options.siteUrl}/`}">Volver a la web</a>
    </div>`,
  );
}
