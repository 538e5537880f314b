import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_PANEL_LOADING_MESSAGE, openCookiePreferences } from './cookiePreferences';

afterEach(() => {
  delete window.showCookiePreferences;
  vi.restoreAllMocks();
});

describe('openCookiePreferences', () => {
  it('shows the spec alert while the consent manager is not loaded', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    openCookiePreferences();
    expect(alert).toHaveBeenCalledWith('Cargando gestor de cookies… prueba de nuevo en un segundo.');
    expect(COOKIE_PANEL_LOADING_MESSAGE).toBe('Cargando gestor de cookies… prueba de nuevo en un segundo.');
  });

  it('opens the panel through the window hook once loaded', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const show = vi.fn();
    window.showCookiePreferences = show;
    openCookiePreferences();
    expect(show).toHaveBeenCalledOnce();
    expect(alert).not.toHaveBeenCalled();
  });
});
