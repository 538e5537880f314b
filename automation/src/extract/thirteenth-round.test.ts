// Issue #33, thirteenth round (2026-11-29): two general rules and the misses of nine unseen pages. The business's own
// trade — what its name, title, h1, domain, a trade's schema.org type or its own «somos… / nos dedicamos a… / taller
// de…» sentence says — outranks a sector only the services, products and headings it lists name. A shouted name is said
// as the page writes it elsewhere in mixed case, else capitalised the Spanish way (accents are not invented). Besides: a
// line wholly in quotation marks is someone quoted, not the business; a trade word before the brand the title names
// alone is dropped from a JSON-LD name; a print shop's «servicios de impresión» is its trade.
import { describe, expect, it } from 'vitest';
import { detectSector } from './sectors.js';
import { extractSiteFacts } from './extract.js';
import { usableDescription } from './description.js';
import { isShouted, unshoutedName } from './name.js';
import { understandSite } from './understand.js';
import { pageSignals } from '../testing.js';

function understood(head: string, body = '', url = 'https://someone.github.io/site/') {
  const facts = extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
  return understandSite(facts, new URL(url).hostname);
}

const sectorOf = (head: string, body = '', url?: string) => understood(head, body, url).sector?.slug ?? null;
const nameOf = (head: string, body = '', url?: string) => understood(head, body, url).companyName;

describe('the business’s own trade over the services it lists (#33, thirteenth round)', () => {
  it('files a workshop that lists air conditioning, cleaning and heating under cars', () => {
    const page = (name: string) => ({
      hostname: 'example.com',
      name,
      description:
        'Carga de aire acondicionado, climatización, calefacción, limpieza de tapizados, aire acondicionado split y climatización.',
      signals: pageSignals({
        title: name,
        headings: 'Aire acondicionado · Climatización · Calefacción · Limpieza',
        menu: 'Aire acondicionado Climatización Calefacción Limpieza',
      }),
    });
    expect(detectSector(page('Taller mecánico Hermanos Ruiz'))?.slug).toBe('automotriz');
    expect(detectSector(page('Talleres Ruiz'))?.slug).toBe('automotriz');
  });

  it('files a dental clinic that also sells products under dentists', () => {
    expect(
      detectSector({
        hostname: 'example.com',
        name: 'Clínica Dental Sonrisa',
        description: 'Venta de cepillos, tienda de productos de higiene, tienda online, ofertas de la tienda y envíos.',
        signals: pageSignals({ title: 'Clínica Dental Sonrisa', headings: 'Tienda · Productos · Ofertas' }),
      })?.slug,
    ).toBe('dentistas');
  });

  it('takes the business’s own «somos un taller de…» sentence as its trade when the title names none', () => {
    expect(
      detectSector({
        hostname: 'example.com',
        name: 'Hermanos Ruiz',
        description:
          'Somos un taller mecánico familiar. Carga de aire acondicionado, climatización y calefacción, aire acondicionado para todo tipo de equipos.',
        signals: pageSignals({ title: 'Hermanos Ruiz', headings: 'Aire acondicionado · Climatización' }),
      })?.slug,
    ).toBe('automotriz');
  });

  it('keeps a sector that only the lists name when nothing says the business’s own trade', () => {
    expect(
      detectSector({
        hostname: 'example.com',
        name: 'Hermanos Ruiz',
        description: 'Instalación de aire acondicionado y calefacción.',
        signals: pageSignals({ title: 'Hermanos Ruiz' }),
      })?.slug,
    ).toBe('climatizacion-hvac');
  });

  it('files a print shop by its «servicios de impresión»', () => {
    expect(
      sectorOf(
        '<title>Mundo Azul - En Impresiones Todo</title><meta name="description" content="Mundo Azul ofrece servicios de impresión de alta calidad en tarjetas y almanaques.">',
      ),
    ).toBe('servicios-profesionales');
  });
});

describe('shouted names (#33, thirteenth round)', () => {
  it.each([
    ['ESCUELA DE MUSICA ARMONIA', true],
    ['CHAPISTAS BERRIANZ', true],
    ['TUGRUERO®', true],
    ['CDMX', false],
    ['F&C', false],
    ['IBM', false],
    ['Quiro Salud CDMX', false],
  ])('«%s» is shouted: %s', (name, shouted) => {
    expect(isShouted(name)).toBe(shouted);
  });

  it('takes the same name in mixed case from elsewhere on the page, compared without case nor accents', () => {
    expect(unshoutedName('ESCUELA DE MUSICA ARMONIA', [null, '© 2024 Escuela de Música Armonía. Todos los derechos'])).toBe(
      'Escuela de Música Armonía',
    );
    expect(unshoutedName('TALLERES PEREZ', ['TALLERES PEREZ', 'Bienvenidos a Talleres Pérez, su taller'])).toBe('Talleres Pérez');
    // All lower case is not how the business writes its name.
    expect(unshoutedName('TALLERES PEREZ', ['talleres perez en la web'])).toBe('Talleres Perez');
  });

  it('capitalises the Spanish way when no mixed-case form exists, small words in lower case, acronyms kept', () => {
    expect(unshoutedName('ESCUELA DE MUSICA ARMONIA ACADEMIA AURION', [])).toBe('Escuela de Musica Armonia Academia Aurion');
    expect(unshoutedName('PINTURAS Y BARNICES DEL SUR S.L.', [])).toBe('Pinturas y Barnices del Sur S.L.');
    expect(unshoutedName('CONSTRUCCIONES LOPEZ SL', [])).toBe('Construcciones Lopez SL');
    expect(unshoutedName('TALLERES JM CB', [])).toBe('Talleres JM CB');
    expect(unshoutedName('QUIRO SALUD CDMX', [])).toBe('Quiro Salud CDMX');
    expect(unshoutedName('LA CASA DE LAS FLORES', [])).toBe('La Casa de las Flores');
    expect(unshoutedName('MAX-GESTION', [])).toBe('Max-Gestion');
  });

  it('leaves a name that is not shouted as it is', () => {
    expect(unshoutedName('Quiro Salud CDMX', [])).toBe('Quiro Salud CDMX');
    expect(unshoutedName('F&C', [])).toBe('F&C');
  });

  it('says a shouted title from the page’s own mixed-case footer, and restores accents the page writes', () => {
    expect(nameOf('<title>PANADERIA LA ESPIGA</title>', '<footer><p>© 2024 Panadería La Espiga</p></footer>')).toBe(
      'Panadería La Espiga',
    );
    expect(nameOf('<title>ESCUELA DE MUSICA ARMONIA</title>')).toBe('Escuela de Musica Armonia');
  });
});

describe('the round’s other misses, as general rules (#33, thirteenth round)', () => {
  it('does not take a line wholly in quotation marks (a review) for the business’s description', () => {
    expect(usableDescription('"Muy buenos polarizados y trabajan muy bien!!"')).toBeNull();
    expect(usableDescription('«Excelente atención, muy recomendable el taller».')).toBeNull();
    // A sentence that quotes a word is still a sentence.
    expect(usableDescription('Somos el taller «de confianza» de Castelar desde 1998.')).not.toBeNull();
  });

  it('drops a trade word put before the brand the title names alone', () => {
    const head =
      '<title>Quiropráctico en CDMX | Quiro Sano CDMX</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Chiropractor","name":"Quiropráctico Quiro Sano CDMX"}</script>';
    expect(nameOf(head)).toBe('Quiro Sano CDMX');
  });
});
