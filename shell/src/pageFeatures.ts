// What every page does from its first moment, with no library loaded: the cookie buttons, the
// header's menus and the tooltips answer, and once the browser is idle the consent banner appears
// (first visit) — never before the content.
import { COOKIE_PREFERENCES_ATTRIBUTE, openCookiePreferences } from '@estefania/shared/cookie-preferences';
import { whenIdle } from '@estefania/shared/idle';
import { armHeaderMenus } from './layout/headerMenus';
import { armTooltips } from './layout/tooltips';

/** Every "Cambiar preferencias de cookies" button, wherever a remote puts it, opens the panel. */
export function listenForCookieButtons(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${COOKIE_PREFERENCES_ATTRIBUTE}]`) : null;
    if (!button) return;
    event.preventDefault();
    openCookiePreferences();
  });
}

export function startPageFeatures(): void {
  listenForCookieButtons(document);
  armHeaderMenus(document);
  armTooltips(document);
  whenIdle(() => {
    import('./consent/cookieConsent')
      .then(({ startCookieConsent }) => startCookieConsent())
      .catch((error: unknown) => console.error('[shell] cookie consent failed to load', error));
  });
}

/** Marks <html data-hydrated> once the page is interactive: its eager islands live, the rest armed. */
export function markInteractive(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}
