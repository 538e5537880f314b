import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract.js';
import { understandSite } from './understand.js';

describe('understandSite', () => {
  it('names an unreachable site after its domain, says it was not read and never invents a description', () => {
    expect(understandSite(null, 'www.panaderia-lopez.es')).toEqual({
      companyName: 'Panadería López',
      nameFrom: 'domain',
      description: null,
      sector: { slug: 'comercio-minorista', source: 'domain' },
      siteRead: false,
      language: null,
      country: { code: 'ES', from: ['domain'] },
      // Nothing read, nothing known: the call says it does not know the hours or the address (#34).
      details: { services: [], openingHours: null, address: null, phone: null },
    });
  });

  it("tells an unread site's country from its domain: an Argentine workshop is spoken to in Argentine Spanish", () => {
    expect(understandSite(null, 'tallergomez.com.ar')).toMatchObject({ country: { code: 'AR' } });
    expect(understandSite(null, 'clinica.mx')).toMatchObject({ country: { code: 'MX' } });
    expect(understandSite(null, 'tallergomez.com')).toMatchObject({ country: { code: 'ES', from: [] } });
  });

  it('treats a JavaScript-only shell as unread, keeping a name its head gives', () => {
    const facts = extractSiteFacts(
      '<html lang="es"><head><title>Inicio | Salón Nerea</title><meta property="og:site_name" content="Salón Nerea"></head><body><div id="root"></div><noscript>Activa JavaScript.</noscript></body></html>',
      'https://salonnerea.es/',
    );
    expect(understandSite(facts, 'salonnerea.es')).toMatchObject({
      companyName: 'Salón Nerea',
      siteRead: false,
      description: null,
    });
  });

  it('does not take a redirect or error page for the business', () => {
    const facts = extractSiteFacts(
      '<title>301 Moved Permanently</title><h1>Moved Permanently</h1><p>The document has moved here, please follow the link.</p>',
      'http://tallerespepe.es/',
    );
    expect(understandSite(facts, 'tallerespepe.es')).toMatchObject({
      companyName: 'Talleres Pepe',
      nameFrom: 'domain',
      siteRead: false,
      description: null,
    });
  });

  it('reads a normal page', () => {
    const facts = extractSiteFacts(
      '<html lang="es"><head><title>Fontanería Ruiz</title><meta name="description" content="Fontanería familiar en Carabanchel: fugas, atascos y calentadores."></head><body><p>Llevamos veinte años arreglando fugas en todo Madrid.</p></body></html>',
      'https://fontaneriaruiz.es/',
    );
    expect(understandSite(facts, 'fontaneriaruiz.es')).toMatchObject({
      companyName: 'Fontanería Ruiz',
      nameFrom: 'website',
      siteRead: true,
      description: 'Fontanería familiar en Carabanchel: fugas, atascos y calentadores.',
      sector: { slug: 'fontaneria' },
    });
  });
});
