// Issue #33, fifth round (2026-11-29): the kinds of page that went wrong on twenty homepages nobody had
// tuned to — a notary, a market, a building-supply yard, an upholsterer, an art gallery; a name that is
// only a trade word, a title that is what and where, a logo called «Blog»; a town that is a surname or a
// street; a welcome, a testimonial and a job offer taken for the description. Each test is the rule,
// written after the real page that showed it (corpus.ts, sources.md), on a page of the same kind.
import { describe, expect, it } from 'vitest';
import { detectCountry, namesPlace, SPANISH_SPEAKING } from './country.js';
import { speaksOfItself, tradeWordsOf, usableDescription } from './description.js';
import { brandOfTradeInDomain, extractSiteFacts } from './extract.js';
import { cleanTitle, logoName, withoutLegalForm } from './name.js';
import { detectSector } from './sectors.js';
import { isDescriptive } from './sentences.js';
import { understandSite } from './understand.js';

function read(head: string, body = '', url = 'https://www.example.es/') {
  const facts = extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
  return { facts, understood: understandSite(facts, new URL(url).hostname) };
}

const sectorOf = (
  name: string,
  {
    description = null,
    title = null,
    types = [],
    headings = null,
  }: Partial<Record<'description' | 'title' | 'headings', string | null>> & {
    types?: string[];
  } = {},
) =>
  detectSector({
    signals: { types, title, h1: null, metaDescription: null, keywords: null, menu: null, headings },
    name,
    description,
    hostname: 'example.com',
  });

describe('names (#33, fifth round)', () => {
  it('names a business whose title is only its trade by the domain, that trade and a word of its own', () => {
    expect(brandOfTradeInDomain('Escribanía', 'www.escribaniachiesa.com')).toBe('Escribanía Chiesa');
    expect(brandOfTradeInDomain('Notaría', 'notariagarcia.com.mx')).toBe('Notaría García');
    // A name with a word of its own, or a domain that does not open with the trade, stays as it is.
    expect(brandOfTradeInDomain('Escribanía Chiesa', 'www.escribaniachiesa.com')).toBe('Escribanía Chiesa');
    expect(brandOfTradeInDomain('Escribanía', 'www.chiesa.com')).toBe('Escribanía');
    const page = read(
      '<title>Escribanía - Servicios Notariales Profesionales</title>',
      '<h1>Escribanía Profesional</h1>',
      'https://www.escribaniachiesa.com/',
    );
    expect(page.facts.name).toBe('Escribanía Chiesa');
  });

  it('takes the legal name over a title segment that is what and where («Vidriería en la Molina»)', () => {
    expect(withoutLegalForm('Glass & Aluminum Company S.A.C.')).toBe('Glass & Aluminum Company');
    expect(cleanTitle('Vidriería en la Molina | Glass & Aluminum Company S.A.C.', 'vidrieriachaloreyes.github.io')).toBe(
      'Glass & Aluminum Company S.A.C.',
    );
    // «S.A.C.» is a legal form only as its own word.
    expect(withoutLegalForm('Vidrios SACO')).toBe('Vidrios SACO');
  });

  it('never takes «Blog» for a name, and keeps a capitalised title that names a trade with a «Tu»', () => {
    expect(logoName('Blog Logo')).toBeNull();
    expect(cleanTitle('Tu Mejor Tapiceria', 'newmannsoft.github.io')).toBe('Tu Mejor Tapiceria');
    // Still slogans: not capitalised, no trade, or more than the possessive.
    expect(cleanTitle('Tu dentista de confianza', 'example.com')).toBeNull();
    expect(cleanTitle('Tu Mejor Opción', 'example.com')).toBeNull();
    expect(cleanTitle('Tu Tapicería Te Espera!', 'example.com')).toBeNull();
    const page = read(
      '<title>Tu Mejor Tapiceria</title>',
      '<img src="logo.png" alt="Blog Logo"><p>Tu tapiceria de confianza</p>',
    );
    expect(page.facts.name).toBe('Tu Mejor Tapiceria');
  });
});

describe('sectors (#33, fifth round)', () => {
  it('files notaries under legal services, with an offer of their own', () => {
    expect(sectorOf('Escribanía Chiesa')).toEqual({ slug: 'bufetes-abogados', source: 'text', trade: 'notarias' });
    expect(sectorOf('Notaria Publica No.2')?.trade).toBe('notarias');
    expect(sectorOf('Bufete Pérez')).toEqual({ slug: 'bufetes-abogados', source: 'text' });
  });

  it('knows the trades of this round: couples’ therapy, markets, building-supply yards, upholsterers, consultants', () => {
    expect(
      sectorOf('Clinipareja', { description: 'Un espacio para la atención integral en salud mental de la pareja.' })?.slug,
    ).toBe('salud');
    expect(sectorOf('Superfresh', { title: 'Superfresh | Market' })?.slug).toBe('comercio-minorista');
    expect(sectorOf('Corralón Dorrego')?.slug).toBe('comercio-minorista');
    expect(sectorOf('Tu Mejor Tapicería')?.slug).toBe('servicios-hogar');
    expect(sectorOf('BC Consultores')?.slug).toBe('servicios-profesionales');
    // «market » is the word alone: a marketing agency is not a shop.
    expect(sectorOf('Agencia Norte', { title: 'Agencia Norte | Marketing digital' })?.slug).toBe('servicios-profesionales');
  });

  it('files an ElectronicsStore (a shop of appliances) under shops, not repairs', () => {
    expect(sectorOf('EcoLife', { types: ['ElectronicsStore'] })?.slug).toBe('comercio-minorista');
    expect(sectorOf('Fix Móvil', { types: ['MobilePhoneStore'] })?.slug).toBe('reparacion-electronicos');
  });

  it('takes the trade the name says over a shop word around it («Aberturas … | Tienda online»)', () => {
    expect(
      sectorOf('Aberturas Aluminio Concordia', {
        title: 'Aberturas Aluminio Concordia | Tienda online',
        description: 'Tienda online de aberturas de aluminio en Concordia.',
      })?.slug,
    ).toBe('construccion');
    // A shop whose name is a shop's stays a shop.
    expect(sectorOf('Tienda de Cristales Ana', { title: 'Tienda de Cristales Ana | Tienda online' })?.slug).toBe(
      'comercio-minorista',
    );
  });

  it('files no gallery of paintings under construction for its «obras»', () => {
    expect(
      sectorOf('Taller Estelarte', {
        title: 'Taller Estelarte - Galería',
        description: 'Obras de hiperrealismo y arte abstracto.',
      }),
    ).toBeNull();
  });

  it('reads the other headings as a description is read: a section headed «Restaurante»', () => {
    expect(sectorOf('Casa Rustica', { headings: 'Nuestra Historia · Nuestra Comida · Restaurante · Eventos' })?.slug).toBe(
      'restaurantes',
    );
  });
});

describe('country (#33, fifth round)', () => {
  const base = { language: null, ogLocale: null, hostname: 'example.github.io', jsonLd: [], phones: [] };

  it('does not take a surname or a street for a town', () => {
    expect(namesPlace(SPANISH_SPEAKING.ES?.places ?? /$^/, 'el Licenciado Juan José Sevilla Solórzano')).toBe(false);
    expect(namesPlace(SPANISH_SPEAKING.ES?.places ?? /$^/, 'Estamos en Sevilla.')).toBe(true);
    expect(
      detectCountry({
        ...base,
        text: 'el Licenciado Juan José Sevilla Solórzano, Notario. Calle Ignacio Zaragoza 162, Centro, 28000, Colima, Col.',
      }).code,
    ).toBe('MX');
  });

  it('hears the voseo of «Cotizá ahora por WhatsApp»', () => {
    expect(detectCountry({ ...base, text: 'Todo lo que tu obra necesita, cerca tuyo. Cotizá ahora por WhatsApp' }).code).toBe(
      'AR',
    );
    expect(detectCountry({ ...base, text: 'Cotiza ahora por WhatsApp' }).code).toBe('ES');
  });

  it('reads where a business is in its meta keywords', () => {
    const page = read(
      '<title>Vidriería en la Molina | Glass & Aluminum Company S.A.C.</title><meta name="keywords" content="mamparas,La Molina,Lima,Perú">',
      '<div id="root"></div>',
      'https://vidrieriachaloreyes.github.io/',
    );
    expect(page.facts.country.code).toBe('PE');
  });
});

describe('descriptions (#33, fifth round)', () => {
  it('says what follows a welcome', () => {
    expect(
      usableDescription(
        'Bienvenido a la página de Plotter Print, La Paz - Bolivia. Impresión de planos arquitectónicos y fotografía.',
        'Plotter Print',
      ),
    ).toBe('Impresión de planos arquitectónicos y fotografía.');
  });

  it('never says a testimonial or a job offer', () => {
    const page = read(
      '<title>Clinipareja</title>',
      `<section class="testimony-section"><p>Hace un año me encontraba en una relación de pareja en la cual existían peleas frecuentes.</p></section>
       <h2>La Clínica de la Pareja es un espacio creado para la atención integral en salud mental de la pareja.</h2>`,
    );
    expect(page.facts.description).toBe(
      'La Clínica de la Pareja es un espacio creado para la atención integral en salud mental de la pareja.',
    );
    expect(isDescriptive('Trabaja con nosotros y lleva Nutrición, Salud y Bienestar a personas en República Dominicana.')).toBe(
      false,
    );
  });

  it('knows a business by the longer name its short one comes from', () => {
    expect(speaksOfItself('La Clínica de la Pareja es un espacio creado para la atención integral.', 'Clinipareja')).toBe(true);
    expect(speaksOfItself('Rojas De Paz Abogados es una firma líder en asesoría jurídica.', 'RDP')).toBe(true);
    expect(speaksOfItself('La rutina es una parte necesaria de la vida en pareja.', 'Clinipareja')).toBe(false);
    expect(tradeWordsOf('RDP-abogados')).toEqual(['abogados']);
  });

  it('says services named as nouns under the name, not as a command', () => {
    expect(isDescriptive('Compra e instalación de vidrios en Yopal.')).toBe(true);
    expect(isDescriptive('Compra ahora tus vidrios en Yopal.')).toBe(false);
    const page = read(
      '<title>Vidriería Yopal</title>',
      '<h1>Vidriería Yopal</h1><h2>Compra e instalación de vidrios en Yopal</h2><p>Inicie sesión para cotizar el vidrio que necesite.</p>',
      'https://xgibramx.github.io/Vidrieria-Yopal/',
    );
    expect(page.facts.description).toBe('Compra e instalación de vidrios en Yopal.');
  });
});

describe('a trade defined in general (#33, fifth round)', () => {
  it('is not the business describing itself', () => {
    const page = read(
      '<title>Notaria Publica No.2</title>',
      '<p>El Notario es un profesional del derecho investido de fe pública por el Estado, autorizado para dar autenticidad a los actos.</p>',
    );
    expect(page.facts.description).toBeNull();
    expect(speaksOfItself('La Clínica de la Pareja es un espacio creado para la pareja.', 'Clinipareja')).toBe(true);
  });
});
