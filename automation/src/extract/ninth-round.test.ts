// Issue #33, ninth round (2026-11-29): the misses of thirteen pages nobody had tuned to — pictographs in a site
// name, a site name with a dash before its trade, a patient's «le pedí» taken for the voseo, a suburb of Buenos
// Aires no table knew, a charcuterie typed FoodEstablishment, a water purifier and a cabinet maker with no sector.
// Each test is the rule, on a small page of the same kind, as the caller sees it.
import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract.js';
import { detectCountry } from './country.js';
import { descriptiveSentence } from './sentences.js';
import { detectSector } from './sectors.js';
import { understandSite } from './understand.js';

function read(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

const understood = (head: string, body = '', url = 'https://someone.github.io/site/') =>
  understandSite(read(head, body, url), new URL(url).hostname);

const countryOf = (text: string) =>
  detectCountry({ text, language: 'es', ogLocale: null, hostname: 'example.com', phones: [], jsonLd: [] }).code;

describe('names (#33, ninth round)', () => {
  it('never says a pictograph, and a pictograph parts a site name as «|» does', () => {
    expect(read('<meta property="og:site_name" content="Fisioterapia Ruiz 🧿 ✅">').name).toBe('Fisioterapia Ruiz');
    expect(read('<title>⭐ Panadería Lucía ⭐</title>').name).toBe('Panadería Lucía');
  });

  it('reads a site name with a dash before its trade and town as a brand and a tagline', () => {
    const facts = read(
      '<meta property="og:site_name" content="Rumbo Norte - Agencia de Viajes Saltillo"><title>Agencia de viajes en Saltillo | Rumbo Norte</title>',
    );
    expect(facts.name).toBe('Rumbo Norte');
    // A hyphen inside a name is not a dash between segments.
    expect(read('<meta property="og:site_name" content="Max-gestión">').name).toBe('Max-gestión');
  });
});

describe('country (#33, ninth round)', () => {
  it('does not take a first-person preterite for the voseo; the same word opening an imperative is', () => {
    expect(countryOf('Los resultados que le pedí a mi doctor llegaron en una semana. Yo viví años con dolor.')).toBe('ES');
    expect(countryOf('Pedí tu turno por WhatsApp.')).toBe('AR');
    expect(countryOf('¡Elegí tu plan hoy!')).toBe('AR');
  });

  it('knows the suburbs of Greater Buenos Aires', () => {
    expect(countryOf('Centro de estética en Santos Lugares. Manicuría y pedicuría.')).toBe('AR');
    expect(countryOf('Consultorio en Lomas de Zamora.')).toBe('AR');
  });
});

describe('sectors (#33, ninth round)', () => {
  it('files a charcuterie under shops, even typed FoodEstablishment for its sandwiches', () => {
    const head =
      '<title>Xarcutería Pons — Charcutería en Sabadell</title>' +
      '<meta name="description" content="Jamón ibérico, embutidos y bocadillos al momento.">' +
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"FoodEstablishment","name":"Xarcutería Pons"}</script>';
    expect(understood(head).sector?.slug).toBe('comercio-minorista');
  });

  it('files a drinking-water purifier under shops and a cabinet maker under building works', () => {
    expect(understood('<title>Purificadora Agua Clara</title>').sector?.slug).toBe('comercio-minorista');
    expect(
      understood(
        '<title>Ebanistería Rivera | Cocinas y Closets</title><meta name="description" content="Diseñamos y fabricamos cocinas y closets a medida.">',
      ).sector?.slug,
    ).toBe('construccion');
  });
});

const sectorOf = (
  name: string,
  { title = null, description = null }: { title?: string | null; description?: string | null } = {},
) =>
  detectSector({
    signals: { types: [], title, h1: null, metaDescription: description, keywords: null, menu: null, headings: null },
    name,
    description,
    hostname: 'example.com',
  })?.slug ?? null;

describe('the second batch (#33, ninth round)', () => {
  it('reads a trade before a town as the town, not as a surname, unless the town is a common surname', () => {
    expect(countryOf('Papelería Boyacá')).toBe('CO');
    expect(countryOf('Autogrúas Cáqueza')).toBe('CO');
    expect(countryOf('Herrería Maldonado. Rejas y portones a medida.')).toBe('ES');
    // A person's name is still no place.
    expect(countryOf('El licenciado Juan José Sevilla Solórzano')).toBe('ES');
  });

  it('lets a page that names its country’s places again and again outweigh a default og:locale', () => {
    const text = 'Fisioterapia en Bogotá. Telerehabilitación en Bogotá. Pacientes de Bogotá. Bogotá, Colombia. Citas en Bogotá.';
    expect(detectCountry({ text, language: 'es', ogLocale: 'es_ES', hostname: 'example.com', phones: [], jsonLd: [] }).code).toBe(
      'CO',
    );
    expect(
      detectCountry({
        text: 'Consultas en Bogotá.',
        language: 'es',
        ogLocale: 'es_ES',
        hostname: 'example.com',
        phones: [],
        jsonLd: [],
      }).code,
    ).toBe('ES');
  });

  it('files cranes that lift loads under building works, tow trucks under automotive, and «autogrúas» as tow trucks', () => {
    expect(
      sectorOf('Grúas Torres', {
        title: 'Alquiler de grúas | Grúas Torres',
        description: 'Realizamos izajes de cargas pesadas.',
      }),
    ).toBe('construccion');
    expect(sectorOf('Grúas Torres', { description: 'Grúas para vehículos y auxilio vial las 24 horas.' })).toBe('automotriz');
    expect(sectorOf('Autogrúas del Sur')).toBe('automotriz');
  });

  it('files a speech therapist who cleans ears under health, not cleaning', () => {
    expect(
      sectorOf('Ana Ruiz', {
        title: 'Fonoaudióloga en Temuco',
        description: 'Terapia del habla, estimulación temprana y limpieza de oídos.',
      }),
    ).toBe('salud');
  });

  it('takes the sentence after a question when the business speaks in it, named', () => {
    expect(
      descriptiveSentence(
        '¿Buscas una academia de inglés en Quito? En Academia Lumen, enseñamos inglés a niños y adultos con grupos pequeños.',
      ),
    ).toBe('En Academia Lumen, enseñamos inglés a niños y adultos con grupos pequeños.');
    // A question alone is no description.
    expect(descriptiveSentence('¿Buscas una academia de inglés en Quito? Llámanos hoy.')).toBeNull();
  });

  it('takes a practitioner’s line with the subject left out', () => {
    const facts = read(
      '<title>Fonoaudióloga Marta Soto</title>',
      '<h1>Fonoaudióloga en Linares</h1><p>Profesional de la salud orientada a la terapia del lenguaje infantil en la comuna.</p>',
    );
    expect(facts.description).toBe('Profesional de la salud orientada a la terapia del lenguaje infantil en la comuna.');
  });
});
