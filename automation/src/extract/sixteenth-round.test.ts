// Issue #33, sixteenth round (2026-11-29): the misses of twenty unseen pages, fixed with general rules. The reader told
// to get away, to get to know, to explore or to learn («Escápate a…», «Conoce…») is a call to action, never said; being
// available («Estamos disponibles las 24 horas…») says when, not what; a promise to stand by the reader («…siempre
// estaremos a tu lado») and a trade with the year it began («Transporte vertical desde 1968.») give way to the sentence
// after them; a card's pictograph is its icon; a footer's «Somos una empresa dedicada a…» says what the business does
// when nothing else has; «escaleras mecánicas» are a lift's kin, not a mechanic's, and lifts are construction's
// nearest; a country's own name after a brand word («Fujitec Venezuela») names the country. All examples below are
// made up.
import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract.js';
import { usableDescription } from './description.js';
import { descriptiveSentence, isDescriptive } from './sentences.js';
import { understandSite } from './understand.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

describe('the reader told what to do is never the description (#33, sixteenth round)', () => {
  it('rejects a sentence that tells the reader to get away, to get to know, to explore or to learn', () => {
    for (const line of [
      'Escápate a una cabaña de madera junto al río Sella.',
      'Escápese a nuestro hotel rural en plena sierra.',
      'Conoce la amplia variedad de análisis que realizamos.',
      'Conozca nuestras instalaciones en el centro de Oviedo.',
      'Explora los senderos del parque con nuestros guías.',
      'Aprende a bucear con instructores titulados.',
    ]) {
      expect(isDescriptive(line), line).toBe(false);
      expect(usableDescription(line), line).toBeNull();
    }
  });

  it('still says the business in the first person of those verbs and a sentence that only contains them', () => {
    expect(usableDescription('Conocemos cada rincón de la sierra y organizamos rutas a caballo.')).toBe(
      'Conocemos cada rincón de la sierra y organizamos rutas a caballo.',
    );
    expect(usableDescription('Academia de idiomas donde los alumnos aprenden inglés y francés en grupos reducidos.')).toBe(
      'Academia de idiomas donde los alumnos aprenden inglés y francés en grupos reducidos.',
    );
  });

  it('gives a laboratory whose only line is a call to know its studies no description', () => {
    const site = facts(
      '<title>Laboratorio Pereyra</title>',
      '<h1>Laboratorio Pereyra</h1><h2>Estudios</h2><p>Conoce la amplia variedad de estudios que realizamos.</p>',
    );
    expect(site.description).toBeNull();
  });
});

describe('when, and a promise, are not what the business does (#33, sixteenth round)', () => {
  it('rejects a sentence that only says the business is available, and when', () => {
    for (const line of [
      'Estamos disponibles las 24 horas, todos los días.',
      'Estamos disponibles los 365 días del año.',
      'Estamos a tu disposición de lunes a sábado.',
      'Siempre estamos disponibles para ayudarte.',
    ]) {
      expect(isDescriptive(line), line).toBe(false);
    }
    expect(isDescriptive('Estamos disponibles para reparar calderas y calentadores en toda Cantabria.')).toBe(true);
  });

  it('says the sentence after a promise to stand by the reader', () => {
    expect(
      descriptiveSentence(
        'En los peores momentos, siempre estaremos a tu lado. Servicios funerarios completos en Jaén y su provincia.',
      ),
    ).toBe('Servicios funerarios completos en Jaén y su provincia.');
    expect(isDescriptive('Estaremos contigo en cada paso del camino.')).toBe(false);
  });

  it('says the sentence after a trade and the year it began', () => {
    expect(
      descriptiveSentence('Cerrajería desde 1979. Apertura de puertas, cambio de cerraduras y amaestramiento de llaves.'),
    ).toBe('Apertura de puertas, cambio de cerraduras y amaestramiento de llaves.');
    const site = facts(
      '<title>Elevadores Norte</title><meta name="description" content="Elevadores Norte — transporte vertical desde 1992. Instalación y mantenimiento de ascensores y montacargas en edificios.">',
    );
    expect(site.description).toBe('Instalación y mantenimiento de ascensores y montacargas en edificios.');
  });
});

describe('cards and footers (#33, sixteenth round)', () => {
  it('says a card’s heading without its pictograph', () => {
    const site = facts(
      '<title>Cerrajería Roca</title>',
      '<h1>Cerrajería Roca</h1><h2>Nuestros Servicios</h2><h3>🚗 Apertura de coches</h3><h3>🏠 Apertura de viviendas</h3>' +
        '<h3>🔧 Cambio de bombines</h3><footer><p>Cerrajería Roca, Huesca</p></footer>',
    );
    expect(site.description).toBe('Apertura de coches, apertura de viviendas y cambio de bombines.');
  });

  it('says a footer’s «Somos…» when nothing else says what the business does, its teaser’s dots a full stop', () => {
    const site = facts(
      '<title>Ferretería Ruiz</title>',
      '<nav><a href="#">Inicio</a><a href="#">Productos</a></nav><h4>Ofertas</h4>' +
        '<footer><h4>Ferretería Ruiz</h4><p>Somos una empresa dedicada a la venta de herramientas y material eléctrico... ' +
        '<a href="nosotros.html">Ver más</a></p><p>Tel. 955 123 123</p></footer>',
    );
    expect(site.description).toBe('Somos una empresa dedicada a la venta de herramientas y material eléctrico.');
    expect(site.empty).toBe(false);
  });

  it('keeps a page’s own description over its footer’s', () => {
    const site = facts(
      '<title>Ferretería Ruiz</title><meta name="description" content="Herramientas, tornillería y pintura en el centro de Écija.">',
      '<footer><p>Somos una empresa dedicada a la venta de herramientas y material eléctrico.</p></footer>',
    );
    expect(site.description).toBe('Herramientas, tornillería y pintura en el centro de Écija.');
  });

  it('does not take a footer line that is not the business introducing itself', () => {
    const site = facts(
      '<title>Ferretería Ruiz</title>',
      '<footer><p>Todos los derechos reservados. Diseño web por Estudio Web.</p></footer>',
    );
    expect(site.description).toBeNull();
  });
});

describe('lifts and a country named by a brand (#33, sixteenth round)', () => {
  const understood = (head: string, body = '') => understandSite(facts(head, body), 'someone.github.io');

  it('files lifts and escalators under construction, not under cars', () => {
    expect(
      understood(
        '<title>Ascensores Ríos</title><meta name="description" content="Instalación y mantenimiento de ascensores y escaleras mecánicas.">',
      ).sector?.slug,
    ).toBe('construccion');
    expect(understood('<title>Taller Mecánico Ríos</title>').sector?.slug).toBe('automotriz');
  });

  it('knows a country by its own name after a brand word, but not a town after a word that names a street', () => {
    expect(facts('<title>Otis Panamá</title><meta name="description" content="Otis Panamá, ascensores.">').country.code).toBe(
      'PA',
    );
    expect(facts('<title>Farmacia Sol</title>', '<p>Estamos en la calle Bolívar Caracas 12, Madrid.</p>').country.code).toBe(
      'ES',
    );
  });
});
