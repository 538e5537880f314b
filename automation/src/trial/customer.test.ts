import { describe, expect, it } from 'vitest';
import { customerEmailKey, customerKeys, websiteDomain } from './customer.js';

describe('one trial per customer: who the customer is', () => {
  it('counts case, spaces and a +tag of the same mailbox as the same e-mail', () => {
    expect(customerEmailKey('  Lucia@LaEspiga.es ')).toBe('lucia@laespiga.es');
    expect(customerEmailKey('lucia+prueba2@laespiga.es')).toBe('lucia@laespiga.es');
    expect(customerEmailKey('lucia.martin@laespiga.es')).toBe('lucia.martin@laespiga.es');
    expect(customerEmailKey('+solo@laespiga.es')).toBe('+solo@laespiga.es');
  });

  it('takes the website domain without scheme, port, path, www or trailing dot, in ASCII', () => {
    expect(websiteDomain('https://www.LaEspiga.es/contacto?x=1')).toBe('laespiga.es');
    expect(websiteDomain('http://laespiga.es.:8080')).toBe('laespiga.es');
    expect(websiteDomain('laespiga.es')).toBe('laespiga.es');
    expect(websiteDomain('https://panadería-espiga.es')).toBe('xn--panadera-espiga-bpb.es');
    expect(websiteDomain('https://xn--panadera-espiga-bpb.es')).toBe('xn--panadera-espiga-bpb.es');
  });

  it('keeps subdomains apart, so two shops on one shared host are two customers', () => {
    expect(websiteDomain('https://tienda-a.wixsite.com/inicio')).toBe('tienda-a.wixsite.com');
    expect(websiteDomain('https://tienda-b.wixsite.com/inicio')).not.toBe(websiteDomain('https://tienda-a.wixsite.com'));
  });

  it('has no domain for something that is not an address', () => {
    expect(websiteDomain('http://')).toBeNull();
    expect(customerKeys('a@b.es', 'http://')).toBeNull();
    expect(customerKeys('A@B.es', 'https://www.b.es')).toEqual({ customerEmail: 'a@b.es', websiteDomain: 'b.es' });
  });
});
