import type { CookieConsentConfig } from 'vanilla-cookieconsent';
// Subpaths, not the package root: the consent manager runs in the page script, before (and
// often without) any of the site's libraries.
import { COOKIE_PREFERENCES_ATTRIBUTE } from '@estefania/shared/cookie-preferences';
import { whenIdle } from '@estefania/shared/idle';
import { paths } from '@estefania/shared/routes';
import { consentCookie, MEASUREMENT_RETENTION_MONTHS, MEASUREMENT_VISIT_KEY } from '@estefania/shared/storage';
import { setAnalyticsConsent } from '../measurement/analyticsConsent';

export const cookieConsentConfig: CookieConsentConfig = {
  // The banner must show to automated browsers too (tests, audits).
  hideFromBots: false,
  // The preferences panel is built when the manager starts (at idle), not on its first opening: built
  // on the click, it took ~270 ms to show on a slow phone, against ~80 ms once built.
  lazyHtmlGeneration: false,
  cookie: { name: consentCookie.name, expiresAfterDays: consentCookie.days, sameSite: 'Lax' },
  guiOptions: {
    // AEPD guidance: accepting and rejecting are equally easy and equally prominent.
    consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
    preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { enabled: false },
  },
  // The analytics category switches first-party measurement on and off (measurement/), at once.
  onConsent: ({ cookie }) => setAnalyticsConsent(cookie.categories.includes('analytics')),
  onChange: ({ cookie }) => setAnalyticsConsent(cookie.categories.includes('analytics')),
  language: {
    default: 'es',
    translations: {
      es: {
        consentModal: {
          title: 'Tu privacidad, tu decisión',
          // Short on purpose: the whole detail is one click away («Configurar») and in the cookie policy,
          // and a long banner would outgrow the page's own text as the largest thing painted (LCP).
          description: `Si aceptas, medimos en nuestro servidor de la UE qué páginas se visitan y en qué paso del alta se para la gente, sin datos personales, durante ${MEASUREMENT_RETENTION_MONTHS} meses.`,
          acceptAllBtn: 'Aceptar',
          acceptNecessaryBtn: 'Rechazar',
          showPreferencesBtn: 'Configurar',
          footer: `<a href="${paths.cookies}">Política de cookies</a> · <a href="${paths.privacy}">Política de Privacidad</a>`,
        },
        preferencesModal: {
          title: 'Preferencias de cookies',
          acceptAllBtn: 'Aceptar todas',
          acceptNecessaryBtn: 'Rechazar todas',
          savePreferencesBtn: 'Guardar preferencias',
          closeIconLabel: 'Cerrar',
          serviceCounterLabel: 'Servicio|Servicios',
          sections: [
            {
              title: 'Cómo usamos las cookies',
              description:
                'Elige qué categorías aceptas. Las necesarias no se pueden desactivar porque sin ellas la web no funciona.',
            },
            {
              title: 'Cookies necesarias',
              description: `Guardan tu elección sobre cookies (${consentCookie.name}) y mantienen la seguridad del sitio.`,
              linkedCategory: 'necessary',
            },
            {
              title: 'Cookies de análisis',
              description: `Medición propia, sin terceros ni publicidad. Si la aceptas, la web envía a nuestro servicio, en servidores de la UE, las páginas que ves (dirección, web de la que vienes y tipo de pantalla) y los pasos del alta (plan elegido, paso 1 guardado, demo lista, segundos escuchados de cada audio, datos enviados para pagar, cuenta creada y los errores de la demo o de la cuenta). Nunca tu nombre, email, teléfono ni la web que escribes. Para unir los pasos de una visita guarda un identificador aleatorio en tu pestaña (${MEASUREMENT_VISIT_KEY}), que se borra al cerrarla. Conservamos los datos ${MEASUREMENT_RETENTION_MONTHS} meses. Si retiras el permiso, dejamos de medir en el acto y borramos ese identificador.`,
              linkedCategory: 'analytics',
            },
            {
              title: 'Más información',
              description: `Consulta nuestra <a href="${paths.cookies}">Política de cookies</a> o escríbenos si tienes dudas.`,
            },
          ],
        },
      },
    },
  },
};

/**
 * Loads the consent manager after first paint (it must never block it) and exposes the
 * preferences panel on `window` for the footer link and the cookie policy page.
 */
export async function startCookieConsent(): Promise<void> {
  const [CookieConsent] = await Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
    import('./cookieconsent-theme.css'),
  ]);
  await CookieConsent.run(cookieConsentConfig);
  window.showCookiePreferences = () => CookieConsent.showPreferences();
  warmPreferencesNearButtons(document);
}

/** The library's class on <html> while the preferences panel is open (its stylesheet and ours key on it). */
const PANEL_OPEN_CLASS = 'show--preferences';

/**
 * Works out the preferences panel's open look once, unseen: its first opening otherwise spends most of
 * its time on style and layout the browser does only once (text shaping, the panel's rules in their
 * open state), ~60 ms of a slow phone's click against ~15 ms on every later opening (#31). Within one
 * task, with nothing painted in between: the open state's class on <html>, a layout, the class off
 * again. Closed, the panel is out of layout (cookieconsent-theme.css), so no transition runs back and
 * the visitor sees nothing. Returns false when there is no closed panel to warm.
 */
export function warmPreferencesPanel(doc: Document): boolean {
  const root = doc.documentElement;
  const panel = doc.querySelector<HTMLElement>('#cc-main .pm');
  if (!panel || root.classList.contains(PANEL_OPEN_CLASS)) return false;
  root.classList.add(PANEL_OPEN_CLASS);
  // Reading a box makes the browser style and lay out the page, the open panel included, now.
  panel.getBoundingClientRect();
  root.classList.remove(PANEL_OPEN_CLASS);
  return true;
}

/**
 * Warms the panel when the browser is idle after a button that opens it (the footer's, the cookie
 * policy's) comes into view: not at load, where it would add to the page's blocking time for
 * visitors who never open it.
 */
export function warmPreferencesNearButtons(doc: Document): void {
  const buttons = doc.querySelectorAll(`[${COOKIE_PREFERENCES_ATTRIBUTE}]`);
  if (buttons.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    whenIdle(() => warmPreferencesPanel(doc));
  });
  for (const button of buttons) observer.observe(button);
}
