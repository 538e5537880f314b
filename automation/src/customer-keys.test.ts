import { describe, expect, it } from 'vitest';
import { customerEmailKey, customerKeys, websiteDomain } from './customer-keys.js';

describe('one trial per customer: who the customer is', () => {
  // [as typed, the key, why]
  const emails: [string, string, string][] = [
    ['  Lucia@LaEspiga.es ', 'lucia@laespiga.es', 'spaces and case'],
    ['lucia+prueba2@laespiga.es', 'lucia@laespiga.es', 'a +tag is the same mailbox'],
    ['lucia+a+b@laespiga.es', 'lucia@laespiga.es', 'everything after the first +'],
    ['+solo@laespiga.es', '+solo@laespiga.es', 'a local part that is all tag is the name'],
    ['lucia.martin@laespiga.es', 'lucia.martin@laespiga.es', 'dots count outside Gmail'],
    ['lucia.martin@outlook.es', 'lucia.martin@outlook.es', 'dots count at Outlook'],
    ['lucia@laespiga.es.', 'lucia@laespiga.es', 'a trailing dot of the domain'],
    ['lucia@laespiga.es..', 'lucia@laespiga.es', 'trailing dots of the domain'],
    ['lucia@googlemail.com', 'lucia@gmail.com', 'googlemail is gmail'],
    ['Lucia@GoogleMail.com', 'lucia@gmail.com', 'googlemail in capitals'],
    ['l.u.c.i.a@gmail.com', 'lucia@gmail.com', 'Gmail ignores dots'],
    ['Lucia.Martin+prueba@googlemail.com', 'luciamartin@gmail.com', 'all of it at once'],
    ['lucia.martin@gmail.com.', 'luciamartin@gmail.com', 'Gmail with a trailing dot'],
    ['lucia@gmail.es', 'lucia@gmail.es', 'gmail.es is not Gmail'],
    ['lucia.martin@mail.gmail.com', 'lucia.martin@mail.gmail.com', 'a subdomain of gmail.com is not Gmail'],
  ];
  it.each(emails)('e-mail %j → %j (%s)', (typed, key) => {
    expect(customerEmailKey(typed)).toBe(key);
  });

  it('gives every spelling of one Gmail mailbox one key', () => {
    const spellings = [
      'lucia.martin@gmail.com',
      'luciamartin@googlemail.com',
      'L.U.C.I.A.M.A.R.T.I.N+x@GMAIL.COM',
      'luciamartin@gmail.com.',
    ];
    expect(new Set(spellings.map(customerEmailKey))).toEqual(new Set(['luciamartin@gmail.com']));
  });

  const domains: [string, string | null, string][] = [
    ['https://www.LaEspiga.es/contacto?x=1', 'laespiga.es', 'scheme, www, case, path, query'],
    ['http://laespiga.es.:8080', 'laespiga.es', 'trailing dot and port'],
    ['https://laespiga.es../', 'laespiga.es', 'trailing dots'],
    ['https://www.www.laespiga.es', 'laespiga.es', 'repeated www.'],
    ['https://WWW.www.Www.laespiga.es...', 'laespiga.es', 'repeated www. in any case, with trailing dots'],
    ['laespiga.es', 'laespiga.es', 'no scheme'],
    ['https://panadería-espiga.es', 'xn--panadera-espiga-bpb.es', 'IDN to ASCII'],
    ['https://xn--panadera-espiga-bpb.es', 'xn--panadera-espiga-bpb.es', 'already ASCII'],
    ['https://www.es', 'www.es', 'a www. that is the domain itself stays'],
    ['https://www2.laespiga.es', 'www2.laespiga.es', 'www2 is another host'],
    ['https://tienda.laespiga.es', 'tienda.laespiga.es', 'a subdomain stays'],
    ['http://', null, 'not an address'],
  ];
  it.each(domains)('website %j → %j (%s)', (website, domain) => {
    expect(websiteDomain(website)).toBe(domain);
  });

  it('keeps subdomains apart, so two shops on one shared host are two customers', () => {
    expect(websiteDomain('https://tienda-a.wixsite.com/inicio')).toBe('tienda-a.wixsite.com');
    expect(websiteDomain('https://tienda-b.wixsite.com/inicio')).not.toBe(websiteDomain('https://tienda-a.wixsite.com'));
  });

  it('is idempotent: a key normalised again is the same key (what the migration relies on)', () => {
    for (const [typed] of emails) expect(customerEmailKey(customerEmailKey(typed))).toBe(customerEmailKey(typed));
    for (const [website, domain] of domains) if (domain) expect(websiteDomain(domain)).toBe(websiteDomain(website));
  });

  it('has both keys or none', () => {
    expect(customerKeys('a@b.es', 'http://')).toBeNull();
    expect(customerKeys('A@GoogleMail.com', 'https://www.www.b.es.')).toEqual({
      customerEmail: 'a@gmail.com',
      websiteDomain: 'b.es',
    });
  });
});
