// Issue #33, twenty-third round (2026-11-30): the misses of twelve unseen pages, fixed with general rules. The kind of
// site a shop has («E-COMMERCE», «Tienda Online») is not its name; a hashtag after the brand opens a slogan; a place's
// words may be parted by non-breaking spaces; «comenzá» and «empezá» are voseo; Dosquebradas and Risaralda are in
// Colombia. All examples below are made up.
import { describe, expect, it } from 'vitest';
import { detectCountry } from './country.js';
import { extractSiteFacts } from './extract.js';
import { usableName } from './name.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

const countryOf = (text: string, language = 'es') =>
  detectCountry({ text, language, ogLocale: null, hostname: 'example.com', phones: [], jsonLd: [] }).code;

describe('the kind of site a shop has is not its name (#33, twenty-third round)', () => {
  it('leaves «e-commerce», «tienda online» and the like out of the name', () => {
    expect(usableName('Ciclos Ribera E-COMMERCE')).toBe('Ciclos Ribera');
    expect(usableName('Florería Alba Tienda Online')).toBe('Florería Alba');
    expect(usableName('Papelera Norte ecommerce')).toBe('Papelera Norte');
    expect(usableName('Mercado Sur Online Store')).toBe('Mercado Sur');
  });

  it('keeps a name that only contains such words', () => {
    expect(usableName('Commerce Andino')).toBe('Commerce Andino');
    expect(usableName('Tienda Online de Marta')).toBe('Tienda Online de Marta');
  });

  it('names the shop from such a title', () => {
    expect(facts('<title>CICLOS RIBERA E-COMMERCE</title>', '<h1>Venta de bicicletas</h1>').name).toBe('Ciclos Ribera');
  });
});

describe('a hashtag after the brand opens a slogan (#33, twenty-third round)', () => {
  it('keeps what comes before the hashtag', () => {
    expect(usableName('Conducir Ya #SeguridadVial. Escuela de Conducción, Academia')).toBe('Conducir Ya');
    expect(usableName('Panadería Olmo #HechoConAmor')).toBe('Panadería Olmo');
  });

  it('leaves a name with no hashtag, or a «#» that is a number, as it is', () => {
    expect(usableName('Taller Sur')).toBe('Taller Sur');
    expect(usableName('Local #4 Mercado Central')).toBe('Local #4 Mercado Central');
  });

  it('names the business from such a title', () => {
    expect(facts('<title>Conducir Ya #SeguridadVial. Escuela de Conducción</title>').name).toBe('Conducir Ya');
  });
});

describe('places and voseo (#33, twenty-third round)', () => {
  it('finds a town whose words are parted by non-breaking spaces', () => {
    expect(countryOf('Dirección: Calle Falsa 12, Lomas\u00a0de\u00a0Zamora', 'en')).toBe('AR');
    expect(countryOf('Estamos en Vicente\u00a0López desde 1990.', 'en')).toBe('AR');
  });

  it('reads «comenzá» and «empezá» as voseo', () => {
    expect(countryOf('Reservá tu turno y comenzá a disfrutar.', 'en')).toBe('AR');
    expect(countryOf('Empezá hoy tu tratamiento.', 'en')).toBe('AR');
    expect(countryOf('Comenzamos a las nueve.', 'en')).toBe('ES');
  });

  it('knows Dosquebradas and Risaralda are in Colombia', () => {
    expect(countryOf('Mudanzas y acarreos en Pereira y Dosquebradas.')).toBe('CO');
    expect(countryOf('Atendemos todo Risaralda.')).toBe('CO');
  });
});
