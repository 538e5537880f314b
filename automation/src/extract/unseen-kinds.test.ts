// Issue #33: the kinds of page that went wrong on homepages nobody had tuned to — a brand «en» its
// town, a slogan opening the title, trades without an industry page of their own, a list of services
// as the only description, a Mexican page read as Argentine. Each test is the rule, written after the
// real page that showed it (corpus.ts, sources.md), on a page of the same kind.
import { describe, expect, it } from 'vitest';
import { detectCountry } from './country.js';
import { extractSiteFacts } from './extract.js';
import { brandInPlace, cleanTitle, readsAsSlogan } from './name.js';
import { detectSector } from './sectors.js';
import { understandSite } from './understand.js';
import { writeDemoScript } from '../demo/script.js';

function read(head: string, body = '', url = 'https://www.example.es/') {
  const facts = extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
  return { facts, understood: understandSite(facts, new URL(url).hostname) };
}

describe('names (#33)', () => {
  it('says the brand of «Brand en Town», never the town', () => {
    expect(brandInPlace('Rulo Barbershop en Martínez: cortes clásicos, barba y fades.')).toEqual({
      brand: 'Rulo Barbershop',
      town: 'Martínez',
    });
    // What and where, with no brand: nothing to say (the domain names the business better).
    expect(brandInPlace('Dentista en Madrid.')).toBeNull();
    expect(brandInPlace('Taller mecánico en Aranjuez, Madrid')).toBeNull();
    expect(brandInPlace('Clínica Dental en Sevilla')).toBeNull();
    expect(cleanTitle('Rulo Barbershop en Martínez | Cortes clásicos', 'example.com')).toBe('Rulo Barbershop');
    const description = '<meta name="description" content="Rulo Barbershop en Martínez: cortes clásicos, barba y fades.">';
    expect(read(`<title>Inicio</title>${description}`, '<h1>Martínez</h1>').facts.name).toBe('Rulo Barbershop');
    expect(read(`<title>Martínez | Rulo Barbershop</title>${description}`).facts.name).toBe('Rulo Barbershop');
  });

  it('never takes a sentence or a promise in the title for the name when anything else names the business', () => {
    for (const slogan of [
      'Aquí eliminaremos las plagas de tu hogar',
      '¡Tu hogar libre de plagas!',
      'Te ayudamos a cuidar tu sonrisa',
      'Duerme tranquilo!',
    ])
      expect(readsAsSlogan(slogan), slogan).toBe(true);
    for (const name of ['Hermanos Ramos', 'La Magia del Barbero', 'El Rincón de Pepe', 'Talleres Gómez'])
      expect(readsAsSlogan(name), name).toBe(false);
    const logo = '<header><a class="navbar-brand" href="/"><img src="logo.png" alt="Fumigaciones Sur"></a></header>';
    expect(read('<title>Aquí eliminaremos las plagas de tu hogar | Fumigaciones en Santiago</title>', logo).facts.name).toBe(
      'Fumigaciones Sur',
    );
    expect(read('<title>Aquí eliminaremos las plagas de tu hogar | Fumigaciones Sur</title>').facts.name).toBe(
      'Fumigaciones Sur',
    );
    expect(read('<title>Aquí eliminaremos las plagas de tu hogar</title>', '<h1>Fumigaciones Sur</h1>').facts.name).toBe(
      'Fumigaciones Sur',
    );
  });

  it('keeps legal names and «Inicio | …» titles as before', () => {
    expect(read('<title>Inicio | Talleres Gómez</title>').facts.name).toBe('Talleres Gómez');
    expect(read('<title>Orencio Matas y Hnos, S.L. - Droguería</title>').facts.name).toBe('Orencio Matas y Hnos');
  });
});

describe('sectors for every trade (#33)', () => {
  const sectorOf = (name: string, description: string | null = null, title: string | null = null) =>
    detectSector({
      signals: { types: [], title, h1: null, metaDescription: null, keywords: null, menu: null },
      name,
      description,
      hostname: 'example.com',
    })?.slug ?? null;

  it('gives a trade without an industry page the nearest one', () => {
    expect(sectorOf('Cristalería Martín')).toBe('construccion');
    expect(sectorOf('Vidriería El Sol')).toBe('construccion');
    expect(sectorOf('Toldos Marfil')).toBe('construccion');
    expect(sectorOf('Cerramientos y Pérgolas López')).toBe('construccion');
    expect(sectorOf('Grúas Hernández', 'Servicio de grúa y auxilio vial las 24 horas.')).toBe('automotriz');
    expect(sectorOf('Tintorería La Moderna')).toBe('comercio-minorista');
    expect(sectorOf('Lavandería Burbujas')).toBe('comercio-minorista');
  });

  it('gives a tow truck its own offer, not the garage’s', () => {
    const towing = detectSector({
      signals: { types: [], title: 'Grúas Hernández', h1: null, metaDescription: null, keywords: null, menu: null },
      name: 'Grúas Hernández',
      description: 'Servicio de grúa y auxilio vial las 24 horas.',
      hostname: 'gruashernandez.example',
    });
    expect(towing).toEqual({ slug: 'automotriz', source: 'text', trade: 'gruas' });
    const script = writeDemoScript({
      companyName: 'Grúas Hernández',
      description: null,
      sector: towing?.slug,
      trade: towing?.trade,
    });
    expect(script.messageText).toContain('Si necesitas una grúa, aviso al conductor de guardia.');
    // A garage that also tows is a garage: its offer stays.
    const garage = detectSector({
      signals: { types: [], title: 'Talleres Gómez', h1: null, metaDescription: null, keywords: null, menu: null },
      name: 'Talleres Gómez',
      description: 'Taller mecánico con servicio de grúa.',
      hostname: 'talleresgomez.example',
    });
    expect(garage).toEqual({ slug: 'automotriz', source: 'text' });
  });

  it('takes the exact page first: a chiropractor is a chiropractor, a glazier that does «reformas» a builder', () => {
    expect(sectorOf('Centro Quiropráctico Vértebra', 'Centro médico de quiropráctica y bienestar.')).toBe('quiropracticos');
    // Marked MedicalClinic by its theme: the kind of business, not the trade.
    expect(
      detectSector({
        signals: {
          types: ['MedicalClinic'],
          title: 'Quiropráctica Vida | Monterrey',
          h1: null,
          metaDescription: null,
          keywords: null,
          menu: null,
        },
        name: 'Quiropráctica Vida',
        description: 'Ajustes quiroprácticos para el dolor de espalda y cuello.',
        hostname: 'quiropracticavida.example',
      })?.slug,
    ).toBe('quiropracticos');
    expect(sectorOf('Cristalería Martín', 'Reformas de baños y mamparas.')).toBe('construccion');
    expect(sectorOf('Funeraria San José')).toBe('funerarias');
    expect(sectorOf('Cochería Santa Rita')).toBe('funerarias');
    expect(sectorOf('Estudio Contable Pérez')).toBe('contabilidad');
    expect(sectorOf('Pérez & Asociados', 'Productor asesor de seguros: autos, hogar y vida.')).toBe('seguros');
  });

  it('reads the trade a description names when nothing else names one', () => {
    expect(
      sectorOf(
        'TECHNO & FUM',
        'Para el control y prevención de plagas utilizamos productos de la más alta calidad.',
        'TECHNO & FUM',
      ),
    ).toBe('control-plagas');
    // Not beside a sector the title names: a garage that also repairs car air-conditioning is a garage.
    expect(sectorOf('Climaxx', 'También reparamos el aire acondicionado.', 'Climaxx | Taller mecánico')).toBe('automotriz');
  });

  it('is null when nothing fits', () => {
    expect(sectorOf('Plastecnik', 'Fabricación de moldes para la inyección de plástico.')).toBeNull();
  });
});

describe('descriptions from a list of services (#33)', () => {
  it('says a «¿Qué hacemos?» list of services when the page has no other description', () => {
    const { facts, understood } = read(
      '<title>Kristal Glass</title>',
      '<h3>¿Qué hacemos?</h3><p>Provisión, corte y colocación de cristales crudos, laminados de seguridad, espejos, esmerilados y fantasía. Fabricación de mamparas para baño y cerramientos de aluminio.</p>',
      'https://kristal.example/',
    );
    expect(facts.description).toBe(
      'Provisión, corte y colocación de cristales crudos, laminados de seguridad, espejos, esmerilados y fantasía.',
    );
    expect(understood.sector?.slug).toBe('construccion');
  });

  it('does not take one service noun for a list, nor an address or a cookie notice', () => {
    const { facts } = read(
      '<title>Kristal Glass</title>',
      '<p>Venta al público de lunes a viernes en Calle Mayor 3, 28001 Madrid.</p><p>Utilizamos cookies propias y de terceros para mejorar la navegación.</p>',
      'https://kristal.example/',
    );
    expect(facts.description).toBeNull();
  });
});

describe('descriptions that say who and where, or sell (#33)', () => {
  it('skips a first sentence that is only the name and its town, and says what follows', () => {
    const { facts } = read(
      '<title>Rolosca Agente de Seguros | Cuauhtémoc, Chihuahua</title><meta name="description" content="Rolosca Agente de Seguros en Cuauhtémoc, Chihuahua. Asesoría personalizada para encontrar la protección que necesitas.">',
      '',
      'https://rolosca.example/',
    );
    expect(facts.description).toBe('Asesoría personalizada para encontrar la protección que necesitas.');
  });

  it('never says an imperative advert («Adquiere YA nuestros planes…») as what the business does', () => {
    const { facts } = read(
      '<title>TuGruero</title>',
      '<p>Adquiere YA nuestros planes vía online para que manejes tranquilo en todo el país y disfruta de grúas ilimitadas.</p><p>Somos una empresa de auxilio y asistencia vial con grúas en todo el país las 24 horas.</p>',
      'https://tugruero.example/',
    );
    expect(facts.description).toBe('Somos una empresa de auxilio y asistencia vial con grúas en todo el país las 24 horas.');
  });
});

describe('country (#33)', () => {
  it('does not read a tú imperative written without its accent as voseo', () => {
    const base = { language: null, ogLocale: null, hostname: 'glasstemp.example', jsonLd: [], phones: [] };
    expect(detectCountry({ ...base, text: 'Contactanos. Av. Primero de Mayo 1311, 50070 Toluca de Lerdo, México.' }).code).toBe(
      'MX',
    );
    expect(detectCountry({ ...base, text: 'Escribinos por WhatsApp y sacá tu turno.' }).code).toBe('AR');
  });
});
