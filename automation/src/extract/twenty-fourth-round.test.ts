// Issue #33, twenty-fourth round (2026-11-30): the misses of eight unseen pages, fixed with general rules. A title that
// shares no word with the name a heading gives the place («En X encontrarás») says what is sold, not who sells it; the
// welcome «a la web de X» names the business; «si sos», «vos sos» and «juntadas» are the River Plate's Spanish. All
// examples below are made up.
import { describe, expect, it } from 'vitest';
import { detectCountry } from './country.js';
import { extractSiteFacts } from './extract.js';
import { headingAtName, selfIntroducedName } from './name.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

const countryOf = (text: string, language = 'es') =>
  detectCountry({ text, language, ogLocale: null, hostname: 'example.com', phones: [], jsonLd: [] }).code;

describe('a heading saying what the visitor finds «en» a name names the business (#33, twenty-fourth round)', () => {
  it('reads the name from «En X encontrarás» and the like', () => {
    expect(headingAtName('En Cortinas Velarde encontrarás')).toBe('Cortinas Velarde');
    expect(headingAtName('En «Mundo Toldo» encuentras todo para tu terraza')).toBe('Mundo Toldo');
    expect(headingAtName('En Grupo RX te ofrecemos seguridad')).toBe('Grupo RX');
  });

  it('reads no name from other headings', () => {
    expect(headingAtName('Encontrarás lo mejor en Cortinas Velarde')).toBeNull();
    expect(headingAtName('En nuestra tienda encontrarás de todo')).toBeNull();
    expect(headingAtName(null)).toBeNull();
  });

  it('takes it over a title that shares no word with it', () => {
    const page = facts('<title>Portones eléctricos</title>', '<h1>En Accesos Galván encontrarás</h1><p>Portones y cercos.</p>');
    expect(page.name).toBe('Accesos Galván');
  });

  it('keeps a title that shares a word with it, and a town is no name', () => {
    expect(facts('<title>Accesos Galván | Portones</title>', '<h1>En Accesos Galván encontrarás</h1>').name).toBe(
      'Accesos Galván',
    );
    const town = facts('<title>Ferretería Quiroga</title>', '<h1>En Rosario encontrarás</h1><p>Rosario, Santa Fe.</p>');
    expect(town.name).toBe('Ferretería Quiroga');
  });
});

describe('the welcome to the site of a name names the business (#33, twenty-fourth round)', () => {
  it('reads the name after «bienvenido a la web de»', () => {
    expect(selfIntroducedName(['Bienvenido a la Web de La Casa del Botón, nuestra mercería en Toledo.'])).toBe(
      'La Casa del Botón',
    );
    expect(selfIntroducedName(['Bienvenidos a la página de Tapicería Orts y Fills.'])).toBe('Tapicería Orts y Fills');
    expect(selfIntroducedName(['Bienvenidos al sitio web de Lavandería Norte en Cuenca'])).toBe('Lavandería Norte');
  });

  it('names a page with no title from it', () => {
    const page = facts('', '<h1>Inicio</h1><p>Bienvenido a la Web de La Casa del Botón, nuestra mercería en Toledo.</p>');
    expect(page.name).toBe('La Casa del Botón');
  });

  it('reads no name from a welcome that names none', () => {
    expect(selfIntroducedName(['Bienvenido a la web de nuestra mercería.'])).toBeNull();
  });
});

describe('«si sos», «vos sos» and «juntadas» are the River Plate’s Spanish (#33, twenty-fourth round)', () => {
  it('reads them as Argentina', () => {
    expect(countryOf('Si sos de zona oeste, te lo llevamos.')).toBe('AR');
    expect(countryOf('Vos sos quien elige el sabor.')).toBe('AR');
    expect(countryOf('Ideal para las juntadas del finde.')).toBe('AR');
  });

  it('does not read a call for help as voseo', () => {
    expect(countryOf('Botón SOS en la alarma de tu casa.')).toBe('ES');
  });
});
