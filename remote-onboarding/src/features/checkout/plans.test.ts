import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@estefania/shared';
import { checkoutUrl, resolvePlan, trialPlan } from './plans';

describe('plans', () => {
  it('knows the three configured paid plans and nothing else', () => {
    expect(resolvePlan(defaultSiteConfig, 'prod_autonomo')).toMatchObject({ key: 'autonomo', planName: 'Autónomo' });
    expect(resolvePlan(defaultSiteConfig, 'prod_pyme', 'PYME')?.checkoutLink).toBe('http://localhost:8787/checkout/prod_pyme');
    expect(resolvePlan(defaultSiteConfig, 'prod_empresa')?.key).toBe('empresa');
    expect(resolvePlan(defaultSiteConfig, 'enterprise')).toBeNull();
    expect(resolvePlan(defaultSiteConfig, '')).toBeNull();
  });

  it('sends a free trial to the trial link, never a payment link, for the plan it turns into', () => {
    expect(trialPlan(defaultSiteConfig)).toEqual({
      key: 'autonomo',
      productId: 'prod_autonomo',
      planName: 'Autónomo',
      checkoutLink: 'http://localhost:8787/trial',
    });
  });

  it('encodes the email and the demo id into the payment link', () => {
    expect(checkoutUrl('https://pagos.example.es/b/x?locale=es', 'a+b@c.es', 'd 1')).toBe(
      'https://pagos.example.es/b/x?locale=es&prefilled_email=a%2Bb%40c.es&client_reference_id=d+1',
    );
  });
});
