import { describe, expect, it } from 'vitest';
import { planByKey } from './catalogue';
import { defaultSiteConfig, resolveSiteConfig } from './config';
import { planOnboardingPath, trialOnboardingPath } from './planLinks';

describe('plan links', () => {
  it('lead a self-service plan to the onboarding with its configured product id and its name', () => {
    expect(planOnboardingPath(planByKey('pyme'), defaultSiteConfig)).toBe('/onboarding?product=prod_pyme&plan=PYME');
    expect(planOnboardingPath(planByKey('autonomo'), defaultSiteConfig)).toBe(
      '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo',
    );
    const custom = resolveSiteConfig({ plans: { empresa: { productId: 'prod_XYZ-9' } } });
    expect(planOnboardingPath(planByKey('empresa'), custom.config)).toBe('/onboarding?product=prod_XYZ-9&plan=Empresa');
  });

  it('give Enterprise no onboarding link (it is sold through a booked call)', () => {
    expect(planOnboardingPath(planByKey('enterprise'), defaultSiteConfig)).toBeNull();
  });

  it('start the free trial as the onboarding of the plan it converts to', () => {
    expect(trialOnboardingPath(defaultSiteConfig)).toBe('/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo');
  });
});
