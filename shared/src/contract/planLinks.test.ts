import { describe, expect, it } from 'vitest';
import { extras, planByKey } from './catalogue';
import { defaultSiteConfig, planKeySchema, resolveSiteConfig } from './config';
import {
  checkoutReturnPath,
  onboardingPlanPath,
  paidPlanByKey,
  paidPlanForProductId,
  checkoutSessionId,
  choosePlanAfterTrialPath,
  planOnboardingPath,
  trialConversionPlan,
  trialOnboardingPath,
  trialQueryMode,
} from './planLinks';

describe('plan links', () => {
  it('lead a self-service plan to the onboarding with its configured product id and its name', () => {
    expect(planOnboardingPath(planByKey('pyme'), defaultSiteConfig)).toBe('/onboarding?product=prod_pyme&plan=PYME');
    expect(planOnboardingPath(planByKey('autonomo'), defaultSiteConfig)).toBe(
      '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo',
    );
    const custom = resolveSiteConfig({ plans: { empresa: { productId: 'prod_XYZ-9' } } });
    expect(planOnboardingPath(planByKey('empresa'), custom.config)).toBe('/onboarding?product=prod_XYZ-9&plan=Empresa');
  });

  it('carry what is known of a plan, leaving out what is not', () => {
    expect(onboardingPlanPath({ productId: 'prod_pyme', planName: 'Plan PYME' })).toBe(
      '/onboarding?product=prod_pyme&plan=Plan%20PYME',
    );
    expect(onboardingPlanPath({ productId: '', planName: 'PYME' })).toBe('/onboarding?plan=PYME');
    expect(onboardingPlanPath({ productId: '', planName: '' })).toBe('/onboarding');
  });

  it('give Enterprise no onboarding link (it is sold through a booked call)', () => {
    expect(planOnboardingPath(planByKey('enterprise'), defaultSiteConfig)).toBeNull();
  });

  it('start the free trial in trial mode, for the plan it converts to', () => {
    expect(trialOnboardingPath(defaultSiteConfig)).toBe('/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1');
    const query = (path: string | null) => new URL(path ?? '', 'http://x').searchParams;
    expect(trialQueryMode(query(trialOnboardingPath(defaultSiteConfig)))).toBe('start');
    expect(trialQueryMode(query(planOnboardingPath(planByKey('autonomo'), defaultSiteConfig)))).toBeNull();
  });

  it('come back from a refused trial to choose a paid plan with the same draft', () => {
    expect(choosePlanAfterTrialPath).toBe('/onboarding?trial=0');
    expect(trialQueryMode(new URL(choosePlanAfterTrialPath, 'http://x').searchParams)).toBe('choose-plan');
    expect(trialQueryMode(new URLSearchParams('trial=si'))).toBeNull();
  });

  it('return from a hosted checkout to the success page with the session id', () => {
    const path = checkoutReturnPath('cs_test_a1&b');
    expect(path).toBe('/onboarding/success?session_id=cs_test_a1%26b');
    expect(checkoutSessionId(new URL(path, 'http://x').searchParams)).toBe('cs_test_a1&b');
  });

  it('name the plan a trial turns into with this deployment’s product id', () => {
    const custom = resolveSiteConfig({ plans: { autonomo: { productId: 'prod_A1' } } }).config;
    const plan = trialConversionPlan(custom);
    expect(plan).toMatchObject({ key: extras.trialConvertsTo, productId: 'prod_A1' });
    expect(plan.plan.name).toBe('Autónomo');
  });

  it('find a paid plan by key and by its product id alike', () => {
    const custom = resolveSiteConfig({ plans: { pyme: { productId: 'prod_B2' } } }).config;
    for (const key of planKeySchema.options) {
      const plan = paidPlanByKey(custom, key);
      expect(plan).toMatchObject({ key, productId: custom.plans[key].productId, paymentLink: custom.plans[key].paymentLink });
      expect(paidPlanForProductId(custom, plan.productId)).toEqual(plan);
    }
    expect(paidPlanForProductId(custom, 'prod_pyme')).toBeNull();
  });
});
