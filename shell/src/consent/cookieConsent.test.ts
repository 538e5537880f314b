import { describe, expect, it } from 'vitest';
import type { CookieValue } from 'vanilla-cookieconsent';
import { MEASUREMENT_RETENTION_MONTHS, storedItems } from '@estefania/shared';
import { analyticsConsent } from '../measurement/analyticsConsent';
import { cookieConsentConfig } from './cookieConsent';

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
