import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { consentCookie, paths, whenIdle } from '@estefania/shared';
import { setAnalyticsConsent } from '../measurement/analyticsConsent';

export const cookieConsentConfig: CookieConsentConfig = {
  // The banner must show to automated browsers too (tests, audits).
  hideFromBots: false,
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
          description:
            'Usamos cookies necesarias para que la web funcione y, solo si nos das permiso, cookies de análisis para saber qué páginas son útiles. Puedes cambiar tu elección cuando quieras desde el pie de página.',
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
              description:
                'Nos ayudan a entender, de forma agregada, cómo se usa la web para mejorarla. Solo se activan si las aceptas.',
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
}

/** After the page has loaded and the browser is idle: the banner never competes with the content. */
export function startCookieConsentWhenIdle(): void {
  whenIdle(() => {
    startCookieConsent().catch((error: unknown) => console.error('[shell] cookie consent failed to load', error));
  });
}
