// Issue #33, eighteenth round (2026-11-30): the misses of fifteen unseen pages, fixed with general rules. What matters
// most, protected («Protegemos lo que más importa.»), and how far the business reaches («Para Venezuela y el mundo») are
// no description; a developer's placeholder («Descripcion home del proyecto») is never said; the brands a business works
// with are a section's heading; after a call to discover the business, its clause «donde ofrecemos…» is said; a footer
// line that names its services as nouns is the description when nothing else is; «paletería», «nevería» and what a
// speech therapist treats name their sectors; a town alone is never the name, and a logo's brand before a dash and its
// trade is; a cut never leaves «y no», a bare verb, a first-person clause taken for a list's item, or a practice and its
// doctor alone. All examples below are made up.
import { describe, expect, it } from 'vitest';
import { fitDescription } from '../demo/fit-description.js';
import { usableDescription } from './description.js';
import { extractSiteFacts } from './extract.js';
import { cleanTitle, logoName, namesNoOne } from './name.js';
import { detectSector } from './sectors.js';
import { isDescriptive } from './sentences.js';
import { sectorInputOf } from './understand.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

function sectorOf(title: string, description: string): string | null {
  const found = facts(`<title>${title}</title><meta name="description" content="${description}">`);
  return detectSector(sectorInputOf(found, 'someone.github.io'))?.slug ?? null;
}

describe('slogans of what matters most and of reach are no description (#33, eighteenth round)', () => {
  it('rejects protecting or caring for what matters most, alone', () => {
    for (const line of ['Protegemos lo que más importa.', 'Cuidamos lo que más quieres.', 'Cuidamos lo que más te importa.'])
      expect(isDescriptive(line), line).toBe(false);
    expect(isDescriptive('Cuidamos lo que más quieres con seguros de hogar, de vida y de coche.')).toBe(true);
  });

  it('rejects how far the business reaches, alone', () => {
    for (const line of ['Para Bolivia y el mundo.', 'Desde Mendoza para el mundo.', 'De Jalisco al mundo.', 'Para todo el país.'])
      expect(isDescriptive(line), line).toBe(false);
    expect(isDescriptive('Exportamos café de Huila para el mundo entero desde 1990.')).toBe(true);
  });

  it('reads the «quiénes somos» paragraph when the meta description is the slogan', () => {
    const found = facts(
      '<title>Seguros Andes Corredora de Seguros</title><meta name="description" content="Seguros Andes Corredora de Seguros - Protegemos lo que más importa. Personas y empresas con asesoría clara.">',
      '<h1>Protegemos lo que más importa.</h1><h2>¿Quiénes somos?</h2><p>Somos una corredora de seguros independiente de Temuco que compara pólizas de hogar, auto y vida para cada cliente.</p>',
    );
    expect(found.description).toBe(
      'Somos una corredora de seguros independiente de Temuco que compara pólizas de hogar, auto y vida para cada cliente.',
    );
  });

  it('gives way to the footer line of services when the title only says how far it reaches', () => {
    const found = facts(
      '<title>Forrajes Lara C.A. | Para Venezuela y el mundo</title>',
      '<p>Inicio</p><footer><p>Forrajes Lara C.A.</p><p>Venta y distribución de alimento balanceado para ganado y aves de corral en todo el estado Lara.</p></footer>',
    );
    expect(found.description).toBe(
      'Venta y distribución de alimento balanceado para ganado y aves de corral en todo el estado Lara.',
    );
  });
});

describe('a placeholder, a heading of brands and a call to discover (#33, eighteenth round)', () => {
  it('never says a developer’s placeholder description', () => {
    for (const line of ['Descripcion home del proyecto', 'Descripción de la página de inicio', 'Descripción del sitio web'])
      expect(usableDescription(line), line).toBeNull();
    expect(usableDescription('Descripción y tasación de joyas antiguas en el centro de Quito.')).not.toBeNull();
  });

  it('takes the brands a business works with for a section’s heading', () => {
    for (const line of [
      'Algunas de las marcas con las que trabajamos.',
      'Marcas con las que trabajamos',
      'Las marcas que distribuimos.',
    ])
      expect(isDescriptive(line), line).toBe(false);
  });

  it('says what a call to discover the business goes on to say after «donde»', () => {
    expect(
      usableDescription(
        'Descubre nuestra tornería en San Rafael, donde fabricamos piezas a medida y reparamos ejes de maquinaria agrícola. Llámanos.',
      ),
    ).toBe('Fabricamos piezas a medida y reparamos ejes de maquinaria agrícola.');
    expect(usableDescription('Descubre nuestra tienda, donde te esperamos.')).toBeNull();
  });
});

describe('sectors of the round (#33, eighteenth round)', () => {
  it('files ice-lolly and ice-cream parlours under restaurants', () => {
    expect(sectorOf('Paletería La Michoacana de Tlaxcala', 'Paletas de agua y de leche hechas cada día.')).toBe('restaurantes');
    expect(sectorOf('Nevería El Oso', 'Nieves y raspados de frutas de temporada en Colima.')).toBe('restaurantes');
  });

  it('files a speech therapist by what she treats', () => {
    expect(sectorOf('Fono Andrea', 'Terapia del habla y trastornos del lenguaje para niños en Temuco.')).toBe('salud');
    expect(sectorOf('Fono Clara', 'Especialista en lenguaje infantil y estimulación temprana.')).toBe('salud');
  });
});

describe('names of the round (#33, eighteenth round)', () => {
  it('never takes a town alone for the name', () => {
    expect(cleanTitle('Mamparas para baño - Rosario', 'someone.github.io', ['Rosario'])).toBeNull();
    expect(cleanTitle('Cristales Sur - Rosario', 'someone.github.io', ['Rosario'])).toBe('Cristales Sur');
  });

  it('reads a product for a room as a trade that names no one', () => {
    expect(namesNoOne('Mamparas para baño')).toBe(true);
    expect(namesNoOne('Limpieza para hogares y oficinas')).toBe(true);
    expect(namesNoOne('Mamparas Ortiz')).toBe(false);
  });

  it('takes a logo’s brand before a dash and its trade', () => {
    expect(logoName('logo de VIDAL -Aberturas de aluminio')).toBe('VIDAL');
    expect(logoName('Logo Casa Rubio - Carpintería')).toBe('Casa Rubio');
    expect(logoName('logo de Hermanos Paz')).toBe('Hermanos Paz');
  });

  it('names the business by its logo when the title is a product and the page’s town', () => {
    const found = facts(
      '<title>Mamparas para baño - Cordoba</title>',
      '<div class="logo"><img src="logo.png" alt="logo de RIVA -Aberturas de aluminio"></div><p>Nuestro taller se encuentra en ciudad de Córdoba, donde fabricamos mamparas a medida.</p>',
    );
    expect(found.name).toBe('RIVA');
  });
});

describe('cuts of the round (#33, eighteenth round)', () => {
  it('never ends a cut on «y no»', () => {
    const said = fitDescription(
      'Somos una agencia de viajes independiente, lo que significa que buscamos para ti y no para las aerolíneas los mejores precios del mercado',
      5,
    );
    expect(said).not.toMatch(/\sno\.$/u);
  });

  it('never takes a first-person clause for a list’s item, nor leaves its bare verb', () => {
    const said = fitDescription(
      'Venta y distribución de semillas para huertas con garantía, contamos con asesoría técnica y variedad en las distintas necesidades del campo',
      4,
    );
    expect(said).not.toMatch(/\sy contamos|, contamos\.$/u);
    expect(
      fitDescription('Reparamos lavadoras, secadoras, neveras, hornos, instalamos y revisamos calderas de gas natural', 4),
    ).toBe('Reparamos lavadoras, secadoras, neveras y hornos.');
  });

  it('never leaves a practice and its doctor alone', () => {
    const said = fitDescription(
      'Consultorio de la Dra. Ana Ruiz Pardo, médica dermatóloga especialista en piel infantil en Palermo y zona oeste',
      3,
    );
    expect(said).not.toBe('Consultorio de la Dra. Ana Ruiz Pardo.');
  });
});
