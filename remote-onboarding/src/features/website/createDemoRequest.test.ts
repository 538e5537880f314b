// Step 1's request, as the shared contract builds it for this step (and for the shell server, which
// sends it for a visitor without JavaScript): the website normalized, anything else refused.
import { describe, expect, it } from 'vitest';
import { buildCreateDemoRequest, normalizeWebsite } from '@estefania/shared/webhooks';

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
