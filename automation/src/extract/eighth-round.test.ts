// Issue #33, eighth round (2026-11-29): the misses the seventh round left written down in corpus.ts — a
// country closing a brand cut as a town, a misspelt «Inicio» glued to a title, a cut at «y» that drops the
// complement two nouns share, a business named only by its copyright line, a «servicio técnico» of air
// conditioners filed as electronics repair. Each test is the rule, on a small page of the same kind.
import { describe, expect, it } from 'vitest';
import { firstOfRunOn, fitDescription } from '../demo/fit-description.js';
import { extractSiteFacts } from './extract.js';
import { cleanTitle, copyrightName, withoutClosingTown, withoutHomeLead } from './name.js';
import { detectSector } from './sectors.js';

function read(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

const sectorOf = (
  name: string,
  {
    description = null,
    title = null,
    h1 = null,
    headings = null,
  }: Partial<Record<'description' | 'title' | 'h1' | 'headings', string | null>> = {},
) =>
  detectSector({
    signals: { types: [], title, h1, metaDescription: null, keywords: null, menu: null, headings },
    name,
    description,
    hostname: 'example.com',
  })?.slug ?? null;

describe('names (#33, eighth round)', () => {
  it('keeps a country closing a brand as part of it; a town is still cut', () => {
    expect(withoutClosingTown('Andes Tours Perú', ['Perú', 'Cusco'], 'someone.github.io')).toBe('Andes Tours Perú');
    expect(cleanTitle('Tacos Rivera México | Menú', 'tacos-rivera.example.com', ['México'])).toBe('Tacos Rivera México');
    expect(withoutClosingTown('Cerrajería Bululo Barranquilla', ['Barranquilla'], 'someone.github.io')).toBe('Cerrajería Bululo');
  });

  it('drops «Inicio» or «Home», misspelt or not and maybe after initials, glued to the front of a title', () => {
    expect(withoutHomeLead('RD Inico Jardines Olivo')).toBe('Jardines Olivo');
    expect(withoutHomeLead('Incio Taller Pérez')).toBe('Taller Pérez');
    expect(withoutHomeLead('Home Clínica Sonrisa')).toBe('Clínica Sonrisa');
    expect(withoutHomeLead('RD Abogados')).toBe('RD Abogados');
    expect(withoutHomeLead('Inicia Consultores')).toBe('Inicia Consultores');
    expect(cleanTitle('AB Inicio Vivero Las Lomas', 'someone.github.io')).toBe('Vivero Las Lomas');
  });

  it('reads the name in a copyright line, never a credit or the rights', () => {
    expect(copyrightName('Contacto © 2023 F&C | Todos los derechos reservados')).toBe('F&C');
    expect(copyrightName('Copyright © 2019-2024 Frío Sur. Todos los derechos reservados.')).toBe('Frío Sur');
    expect(copyrightName('© 2024 Todos los derechos reservados')).toBeNull();
    expect(copyrightName('© 2024 Diseñado por Estudio Web')).toBeNull();
  });

  it('names the business from its footer when the title and the heading are a trade and its qualifiers', () => {
    const facts = read(
      '<title>Servicios de Mantenimiento</title>',
      '<h1>Servicio Técnico Profesional</h1><p>Reparamos heladeras y aires acondicionados en el día.</p>' +
        '<footer><p>&copy; 2022 Polo Frío | Todos los derechos reservados</p></footer>',
    );
    expect(facts.name).toBe('Polo Frío');
  });
});

describe('sectors (#33, eighth round)', () => {
  it('files a «servicio técnico» of air conditioners under climate control, one of phones under repairs', () => {
    expect(
      sectorOf('Polo Frío', { h1: 'Servicio Técnico Profesional', headings: 'Aires Acondicionados Cámaras Frigoríficas' }),
    ).toBe('climatizacion-hvac');
    expect(sectorOf('Cel Fix', { h1: 'Servicio Técnico', description: 'Reparación de móviles y tablets.' })).toBe(
      'reparacion-electronicos',
    );
    expect(sectorOf('Cel Fix', { h1: 'Servicio Técnico Profesional' })).toBe('reparacion-electronicos');
  });
});

describe('cutting a description (#33, eighth round)', () => {
  const gardens = 'Verdelia es una empresa especializada en diseño y construcción de jardines con sede en Vitoria-Gasteiz';

  it('never cuts between two nouns that share the complement after them', () => {
    for (const seconds of [3, 4, 5, 6, 7]) expect(fitDescription(gardens, seconds) ?? '').not.toMatch(/en diseño\.$/);
    expect(fitDescription(gardens, 5.5)).toBe('Verdelia es una empresa especializada en diseño y construcción de jardines.');
  });

  it('still cuts between two items that each have their own complement', () => {
    expect(
      fitDescription('Empresa de limpieza en Madrid experta en limpieza de comunidades y limpieza de oficinas y locales', 4.5),
    ).toBe('Empresa de limpieza en Madrid experta en limpieza de comunidades.');
  });

  it('never leaves «con sede» without its place', () => {
    for (const seconds of [3, 4, 5, 6, 7]) expect(fitDescription(gardens, seconds) ?? '').not.toMatch(/con sede\.$/);
  });
});

describe('a run-on description (#33, eighth round)', () => {
  it('says the first of sentences run together without their full stops', () => {
    const runOn =
      'Somos una ferretería de barrio estamos en el centro contamos con estacionamiento y estamos listos para ayudarte';
    expect(firstOfRunOn(runOn)).toBe('Somos una ferretería de barrio');
    expect(fitDescription(runOn, 8)).toBe('Somos una ferretería de barrio.');
    expect(firstOfRunOn('Reparamos lavarropas y heladeras tenemos repuestos originales')).toBe(
      'Reparamos lavarropas y heladeras',
    );
  });

  it('leaves whole a verb after an opening phrase, a «que» or a «y»', () => {
    for (const text of [
      'En nuestra tienda de barrio tenemos todo para tu casa',
      'Somos especialistas en todo lo que hacemos cada día',
      'Somos una empresa familiar de la zona y trabajamos con cariño',
      'Somos una floristería con ramos para cada ocasión',
      'Definimos el espacio, a partir de allí elaboramos un proyecto',
    ])
      expect(firstOfRunOn(text)).toBe(text);
  });
});

describe('a vague first line (#33, eighth round)', () => {
  const card = '<p>Definimos el lugar, a partir de allí armamos un proyecto que sea funcional para quienes lo viven.</p>';

  it('gives way to a later line where the business states its trade in the first person', () => {
    const facts = read(
      '<title>Lucía Paz Paisajismo</title>',
      `${card}<p>Soy paisajista. Mi misión es diseñar jardines que nos acerquen a la naturaleza.</p>`,
    );
    expect(facts.description).toBe('Soy paisajista. Mi misión es diseñar jardines que nos acerquen a la naturaleza.');
  });

  it('stays when the first line names a trade, or no later line states one', () => {
    const named = read(
      '<title>Lucía Paz Paisajismo</title>',
      '<p>Diseñamos jardines y terrazas, a partir de allí armamos un proyecto funcional.</p>' +
        '<p>Soy paisajista. Mi misión es diseñar jardines que nos acerquen a la naturaleza.</p>',
    );
    expect(named.description).toBe('Diseñamos jardines y terrazas, a partir de allí armamos un proyecto funcional.');
    const alone = read(
      '<title>Lucía Paz Paisajismo</title>',
      `${card}<p>Somos una familia. Nos gusta el campo y la vida sana.</p>`,
    );
    expect(alone.description).toBe(
      'Definimos el lugar, a partir de allí armamos un proyecto que sea funcional para quienes lo viven.',
    );
  });
});
