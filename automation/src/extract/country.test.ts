import { describe, expect, it } from 'vitest';
import { detectCountry } from './country.js';
import { extractSiteFacts } from './extract.js';
import type { CountryEvidence } from './types.js';

const evidence = (over: Partial<CountryEvidence>): CountryEvidence => ({
  language: null,
  ogLocale: null,
  hostname: 'example.com',
  jsonLd: [],
  phones: [],
  text: '',
  ...over,
});

describe('detectCountry', () => {
  it('is Spain when the page says nothing, and when it says Spain', () => {
    expect(detectCountry(evidence({}))).toEqual({ code: 'ES', from: [] });
    expect(detectCountry(evidence({ hostname: 'taller.es', text: 'Llámanos al +34 912 345 678' })).code).toBe('ES');
  });

  it('reads each signal on its own: lang, og:locale, address, phone prefix, currency, domain', () => {
    expect(detectCountry(evidence({ language: 'es-ar' }))).toMatchObject({ code: 'AR', from: ['lang'] });
    expect(detectCountry(evidence({ ogLocale: 'es_MX' }))).toMatchObject({ code: 'MX', from: ['og:locale'] });
    expect(detectCountry(evidence({ jsonLd: ['{"address":{"@type":"PostalAddress","addressCountry":"CL"}}'] }))).toMatchObject({
      code: 'CL',
      from: ['address'],
    });
    expect(detectCountry(evidence({ phones: ['tel:+5491145678901'] }))).toMatchObject({ code: 'AR', from: ['phone'] });
    expect(detectCountry(evidence({ phones: ['https://wa.me/5215512345678'] })).code).toBe('MX');
    expect(detectCountry(evidence({ text: 'Consulta desde $ 25.000 COP' }))).toMatchObject({ code: 'CO', from: ['currency'] });
    expect(detectCountry(evidence({ hostname: 'www.tallergomez.com.ar' }))).toMatchObject({ code: 'AR', from: ['domain'] });
    expect(detectCountry(evidence({ text: 'Pedí tu turno online y consultá por WhatsApp' })).code).toBe('AR');
  });

  it('does not let a CMS default (lang="es-ES") outvote what the page says about itself', () => {
    expect(
      detectCountry(evidence({ language: 'es-es', hostname: 'dentalsur.cl', text: 'Av. Alemania 0671, Temuco. +56 45 223 4567' }))
        .code,
    ).toBe('CL');
  });

  it('reads the evidence off a real page: phone links, a footer address, JSON-LD', () => {
    const html = `<!doctype html><html lang="es"><head><title>Taller Gómez</title>
      <script type="application/ld+json">{"@type":"AutoRepair","name":"Taller Gómez","address":{"addressLocality":"Rosario","addressCountry":"AR"}}</script></head>
      <body><main><p>Mecánica general, frenos y tren delantero para tu auto.</p></main>
      <footer><p>Bv. Oroño 1234, Rosario, Santa Fe</p><a href="tel:+543414567890">341 456-7890</a></footer></body></html>`;
    const facts = extractSiteFacts(html, 'https://tallergomez.com/');
    expect(facts.country.code).toBe('AR');
    expect(facts.country.from).toEqual(expect.arrayContaining(['address', 'phone']));
  });

  it('counts a tel: link inside the h1 once, as anywhere else', () => {
    // Chile by its domain and lang (3 + 1.5) against one Argentine phone link (3): Chile, unless the
    // link were counted twice (6).
    const page = (body: string) =>
      extractSiteFacts(`<!doctype html><html lang="es-CL"><body>${body}</body></html>`, 'https://dentalsur.cl/');
    const link = '<a href="tel:+543414567890">Llamar</a>';
    expect(page(`<h1>Dental Sur ${link}</h1>`).country).toEqual(page(`<h1>Dental Sur</h1><div>${link}</div>`).country);
    expect(page(`<h1>Dental Sur ${link}</h1>`).country.code).toBe('CL');
  });
});

describe('a business saying which country it is from (#33)', () => {
  it('is Peruvian when it calls itself «una empresa peruana»', () => {
    const guess = detectCountry(
      evidence({ text: 'Toldos carpas y campamentos es una empresa peruana que ofrece un amplio stock de productos.' }),
    );
    expect(guess).toEqual({ code: 'PE', from: ['nationality'] });
  });

  it('outweighs a CMS’s lang="es-ES"', () => {
    expect(detectCountry(evidence({ language: 'es-ES', text: 'Somos una empresa chilena de podología.' })).code).toBe('CL');
  });

  it('says nothing of a cuisine: a Peruvian restaurant in Madrid is in Spain', () => {
    expect(detectCountry(evidence({ hostname: 'cevicheria.es', text: 'Cocina peruana en el centro de Madrid.' })).code).toBe(
      'ES',
    );
  });
});
