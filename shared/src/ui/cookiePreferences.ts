export const COOKIE_PANEL_LOADING_MESSAGE = 'Cargando gestor de cookies… prueba de nuevo en un segundo.';

declare global {
  interface Window {
    /** Set by the shell once the consent manager has loaded (the spec's window hook). */
    showCookiePreferences?: () => void;
  }
}

/** Open the cookie preferences panel, or tell the visitor it is still loading. */
export function openCookiePreferences(): void {
  if (typeof window.showCookiePreferences === 'function') window.showCookiePreferences();
  else window.alert(COOKIE_PANEL_LOADING_MESSAGE);
}
