import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieValue } from 'vanilla-cookieconsent';
import { MEASUREMENT_RETENTION_MONTHS, storedItems } from '@estefania/shared';
import { analyticsConsent } from '../measurement/analyticsConsent';
import { cookieConsentConfig, warmPreferencesNearButtons } from './cookieConsent';
import { FakeIntersectionObserver as FakeObserver } from '../testing';

const texts = cookieConsentConfig.language.translations.es as Exclude<
  (typeof cookieConsentConfig.language.translations)['es'],
  string | (() => unknown)
>;

function answer(categories: string[]): { cookie: CookieValue } {
  return { cookie: { categories } as CookieValue };
}

describe('cookie consent', () => {
  it('says in the banner what is measured, where and for how long', () => {
    const banner = texts.consentModal?.description ?? '';
    expect(banner).toContain('qué páginas se visitan y en qué paso del alta');
    expect(banner).toContain('en nuestro servidor de la UE');
    expect(banner).toContain(`durante ${MEASUREMENT_RETENTION_MONTHS} meses`);
    expect(banner).toContain('sin datos personales');
    const analytics = texts.preferencesModal?.sections.find((section) => section.linkedCategory === 'analytics');
    expect(analytics?.description).toContain(storedItems.measurementVisit.name);
    expect(analytics?.description).toContain(`${MEASUREMENT_RETENTION_MONTHS} meses`);
  });

  it('switches measurement with the analytics category, on every answer and every change', () => {
    cookieConsentConfig.onConsent?.(answer(['necessary', 'analytics']));
    expect(analyticsConsent.getState().state).toBe('granted');
    cookieConsentConfig.onChange?.({ ...answer(['necessary']), changedCategories: ['analytics'], changedServices: {} });
    expect(analyticsConsent.getState().state).toBe('denied');
    cookieConsentConfig.onConsent?.(answer(['necessary']));
    expect(analyticsConsent.getState().state).toBe('denied');
  });
});

describe('the preferences panel’s first opening', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // The consent manager's markup once it has run: the panel built and closed.
    document.body.innerHTML = `<main><p>Precios</p></main>
      <footer><button type="button" data-cookie-preferences>Cambiar preferencias de cookies</button></footer>
      <div id="cc-main"><div class="pm-wrapper"><div class="pm" role="dialog" aria-hidden="true">Preferencias de cookies</div></div></div>`;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.className = '';
    document.body.innerHTML = '';
  });

  /** Whether the panel looked open each time the browser was asked to lay it out. */
  function layouts(): boolean[] {
    const panel = document.querySelector<HTMLElement>('#cc-main .pm')!;
    const seen: boolean[] = [];
    vi.spyOn(panel, 'getBoundingClientRect').mockImplementation(() => {
      seen.push(document.documentElement.classList.contains('show--preferences'));
      return new DOMRect();
    });
    return seen;
  }

  it('is styled and laid out open once, unseen, when the browser is idle after a button that opens it comes into view', async () => {
    const seen = layouts();
    warmPreferencesNearButtons(document);
    await vi.runAllTimersAsync();
    expect(seen).toEqual([]); // nothing at load: the visitor may never scroll to the footer

    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(seen).toEqual([true]);
    // Closed again, and hidden from assistive technology throughout.
    expect(document.documentElement.classList.contains('show--preferences')).toBe(false);
    expect(document.querySelector('.pm')!.getAttribute('aria-hidden')).toBe('true');

    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(seen).toHaveLength(1);
  });

  it('leaves an open panel alone', async () => {
    const seen = layouts();
    warmPreferencesNearButtons(document);
    document.documentElement.classList.add('show--preferences');
    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(seen).toEqual([]);
    expect(document.documentElement.classList.contains('show--preferences')).toBe(true);
  });

  it('does nothing on a page with no button that opens it', () => {
    document.querySelector('footer')!.remove();
    warmPreferencesNearButtons(document);
    expect(FakeObserver.all).toHaveLength(0);
  });
});
