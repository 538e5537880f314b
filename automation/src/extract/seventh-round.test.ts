// Issue #33, seventh round (2026-11-29): the kinds of page that went wrong on twenty homepages nobody had
// tuned to — a site name with a tagline, a trade and its qualifiers taken for the name («Electricista
// Profesional», «Expertos»), a capitalised trade after «en» taken for a town; refrigeration, car rental, a shop
// of plumbing materials, an Andean «cerrajería» that is a metalwork shop and a trade word glued into a name;
// Mexico City's boroughs and the River Plate's words. Each test is the rule, written after the real page that
// showed it (corpus.ts, sources.md), on a page of the same kind.
import { describe, expect, it } from 'vitest';
import { detectCountry } from './country.js';
import { extractSiteFacts } from './extract.js';
import { brandInPlace, cleanTitle, namesNoOne } from './name.js';
import { detectSector } from './sectors.js';

function read(head: string, body = '', url = 'https://www.example.es/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

const sectorOf = (
  name: string,
  { description = null, title = null, h1 = null }: Partial<Record<'description' | 'title' | 'h1', string | null>> = {},
) =>
  detectSector({
    signals: { types: [], title, h1, metaDescription: null, keywords: null, menu: null, headings: null },
    name,
    description,
    hostname: 'example.com',
  })?.slug ?? null;

const countryOf = (text: string) =>
  detectCountry({ language: 'es', ogLocale: null, hostname: 'example.github.io', jsonLd: [], phones: [], text }).code;

describe('names (#33, seventh round)', () => {
  it('a trade and its qualifiers name no one', () => {
    expect(namesNoOne('Electricista Profesional')).toBe(true);
    expect(namesNoOne('Servicios de Mantenimiento')).toBe(true);
    expect(namesNoOne('Expertos en Impermeabilización')).toBe(true);
    expect(namesNoOne('José Vera')).toBe(false);
    expect(namesNoOne('Electricista Felipe')).toBe(false);
    expect(namesNoOne('Fontanería Ruiz')).toBe(false);
  });

  it('takes the segment that names someone over one that is a trade and its qualifiers', () => {
    expect(cleanTitle('Pedro Gil - Fontanero Profesional', 'fontanero-madrid.example.com')).toBe('Pedro Gil');
    expect(cleanTitle('ReformasLuz - Expertos en Reformas', 'user.github.io')).toBe('ReformasLuz');
  });

  it('never takes a capitalised trade after «en» for a town', () => {
    expect(brandInPlace('Expertos en Impermeabilización')).toBeNull();
    expect(brandInPlace('Rulo Barbershop en Martínez: cortes clásicos')).toEqual({ brand: 'Rulo Barbershop', town: 'Martínez' });
  });

  it('ranks an og:site_name with a tagline as a title: «Ana Ruiz | Electricidad, Domótica y CCTV»', () => {
    const facts = read(
      '<meta property="og:site_name" content="Ana Ruiz | Electricidad, Domótica y CCTV">',
      '',
      'https://ana-ruiz.github.io/',
    );
    expect(facts.name).toBe('Ana Ruiz');
  });

  it('takes the logo over a title that is only a trade, its qualifiers and a place', () => {
    const facts = read(
      '<title>Electricista Profesional en Zona Norte</title>',
      '<header><img class="logo" src="logo.png" alt="Logo de Electricista Marcos"></header>',
      'https://someone.github.io/marcos/',
    );
    expect(facts.name).toBe('Electricista Marcos');
  });
});

describe('sectors (#33, seventh round)', () => {
  it('files refrigeration and cold rooms under climate control, the nearest page', () => {
    expect(
      sectorOf('Frío Sur Refrigeraciones', { description: 'Montaje de cámaras frigoríficas y refrigeración comercial.' }),
    ).toBe('climatizacion-hvac');
  });

  it('files car rental under automotive', () => {
    expect(sectorOf('Andes Cars', { h1: 'Alquiler de vehículos en Cuenca' })).toBe('automotriz');
  });

  it('files a shop of a trade’s materials as a shop', () => {
    expect(sectorOf('Hércules', { title: 'Hércules | material de plomería', description: 'Somos una tienda de plomería.' })).toBe(
      'comercio-minorista',
    );
    expect(sectorOf('Fontanería Ruiz', { description: 'Reparamos fugas y atascos.' })).toBe('fontaneria');
  });

  it('files a «cerrajería» of iron, steel and aluminium with no lock nor key under building works', () => {
    expect(
      sectorOf('Cerrajería Andina', {
        title: 'Cerrajería en Cuenca | Hierro, Acero y Aluminio',
        description: 'Pasamanos y estructuras.',
      }),
    ).toBe('construccion');
    expect(
      sectorOf('Cerrajería Rápida', { title: 'Cerrajería | Apertura de puertas', description: 'Cambio de cerraduras.' }),
    ).toBe('cerrajeros');
  });

  it('finds a trade word glued into the name, as in a domain', () => {
    expect(sectorOf('Lulúpastelería', { title: 'Lulúpastelería' })).toBe('comercio-minorista');
  });
});

describe('countries (#33, seventh round)', () => {
  it('knows Mexico City’s boroughs', () => {
    expect(countryOf('Plomería para tu hogar en Azcapotzalco.')).toBe('MX');
  });

  it('counts the River Plate’s words as it counts the voseo', () => {
    expect(countryOf('Reparamos heladeras y lavarropas a domicilio.')).toBe('AR');
    expect(countryOf('Gracias por el tremendo laburo en el jardín.')).toBe('AR');
  });
});
