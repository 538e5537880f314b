import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@estefania/shared';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { checkoutUrl, resolvePlan, trialPlan } from '../checkout/plans';
import { buildCreateAccountRequest, buildCreateDemoRequest, normalizeWebsite } from './createAccount';

describe('normalizeWebsite', () => {
  it('prepends https:// only when there is no http(s) prefix', () => {
    expect(normalizeWebsite(' laespiga.es ')).toBe('https://laespiga.es');
    expect(normalizeWebsite('www.laespiga.es/contacto')).toBe('https://www.laespiga.es/contacto');
    expect(normalizeWebsite('http://laespiga.es')).toBe('http://laespiga.es');
    expect(normalizeWebsite('HTTPS://laespiga.es')).toBe('HTTPS://laespiga.es');
  });
});

describe('buildCreateDemoRequest', () => {
  it('refuses what is not a web address', () => {
    expect(buildCreateDemoRequest('no es una web', '', '')).toBeNull();
    expect(buildCreateDemoRequest('ftp://laespiga.es', '', '')).toBeNull();
    expect(buildCreateDemoRequest('laespiga.es', 'prod_pyme', 'PYME')).toEqual({
      customer_website: 'https://laespiga.es',
      customer_language: 'es',
      product_id: 'prod_pyme',
      plan_name: 'PYME',
    });
  });
});

describe('create-account', () => {
  it('builds nothing from a draft without a plan', () => {
    expect(buildCreateAccountRequest({ ...draft, productId: '' }, 'cs_test_a1B2c3')).toBeNull();
    expect(buildCreateAccountRequest(draft, 'cs_test_a1B2c3')).toMatchObject({ stripe_session_id: 'cs_test_a1B2c3' });
  });
});

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
