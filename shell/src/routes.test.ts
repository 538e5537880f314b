import { describe, expect, it } from 'vitest';
import { industries } from '@estefania/shared';
import { matchRemoteRoute, routeTable } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'marketing', 'HomePage'],
    ['/soluciones', 'marketing', 'SolutionsPage'],
    ['/soluciones/recepcionista-ia', 'marketing', 'SolutionPage'],
    ['/soluciones/servicio-respuesta-after-hours', 'marketing', 'SolutionPage'],
    ['/soluciones/servicio-gestion-llamadas', 'marketing', 'SolutionPage'],
    ['/recursos/blog', 'marketing', 'BlogPage'],
    ['/recursos/blog/como-la-ia-puede-ayudar-a-las-pymes', 'marketing', 'ArticlePage'],
    ['/recursos/aeo-guia-seo-llms', 'marketing', 'BookPage'],
    ['/demo', 'marketing', 'DemoPage'],
    ['/gracias', 'marketing', 'ThanksPage'],
    ['/industrias', 'industries', 'IndustriesPage'],
    ['/industrias/fontaneria', 'industries', 'IndustryPage'],
    ['/precios', 'pricing', 'PricingPage'],
    ['/privacy', 'pricing', 'PrivacyPage'],
    ['/legal', 'pricing', 'TermsPage'],
    ['/cookies', 'pricing', 'CookiesPage'],
    ['/dpa', 'pricing', 'DpaPage'],
    ['/onboarding', 'onboarding', 'OnboardingPage'],
    ['/onboarding/success', 'onboarding', 'OnboardingSuccessPage'],
  ])('%s → %s/%s', (path, remote, page) => {
    expect(matchRemoteRoute(path)).toMatchObject({ remote, page });
  });

  it.each([
    '/nada',
    '/soluciones/otra',
    '/recursos',
    '/recursos/blog/otro-articulo',
    '/industrias/salud/extra',
    '/onboarding/otra',
  ])('%s is not a page (404)', (path) => {
    expect(matchRemoteRoute(path)).toBeNull();
  });

  it('sends every industry of the catalogue to the industry page', () => {
    for (const { slug } of industries) expect(matchRemoteRoute(`/industrias/${slug}`)?.page).toBe('IndustryPage');
  });

  it('has each path once', () => {
    expect(new Set(routeTable.map((route) => route.path)).size).toBe(routeTable.length);
  });
});
