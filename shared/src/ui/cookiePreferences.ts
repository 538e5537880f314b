export const COOKIE_PANEL_LOADING_MESSAGE = 'Cargando gestor de cookies… prueba de nuevo en un segundo.';

declare global {
  interface Window {
    /** Set by the shell once the consent manager has loaded (the spec's window hook). */
    showCookiePreferences?: () => void;
  }
}

/**
 * Marks a button that opens the cookie preferences panel (the footer's, the cookie policy's): the
 * shell listens for clicks on it from the first moment, without any React code on the page.
 */
export const COOKIE_PREFERENCES_ATTRIBUTE = 'data-cookie-preferences';

/** Open the cookie preferences panel, or tell the visitor it is still loading. */
export function openCookiePreferences(): void {
  if (typeof window.showCookiePreferences === 'function') window.showCookiePreferences();
  else window.alert(COOKIE_PANEL_LOADING_MESSAGE);
}
