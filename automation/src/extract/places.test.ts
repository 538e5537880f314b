import { describe, expect, it } from 'vitest';
import { isPlaceOf, placesOfPage } from './places.js';

describe('the towns a page is in', () => {
  it('takes the structured address and the town after a postcode, without a province in capitals', () => {
    const organizations = [{ name: 'Clínica', description: null, locality: 'Temuco' }];
    expect(placesOfPage(organizations, 'Calle Mayor 3, 28924 Alcorcón MADRID · C.P. 8000 Bahía Blanca')).toEqual([
      'Temuco',
      'Alcorcón MADRID',
      'Alcorcón',
      'Bahía Blanca',
    ]);
  });

  it('keeps a hyphenated town whole («01003 Vitoria-Gasteiz»)', () => {
    expect(placesOfPage([], 'Bulevar de Salburua, 26 Bajo 01003 Vitoria-Gasteiz')).toEqual(['Vitoria-Gasteiz']);
  });

  it('takes a «Town, Province» title segment that the text names as where the business is (La Magia del Barbero, #25)', () => {
    const title = 'La Magia del Barbero | Andahuaylas, Apurímac';
    expect(placesOfPage([], 'Barbería premium en Andahuaylas. Cortes y barbas.', title)).toEqual([
      'Andahuaylas, Apurímac',
      'Andahuaylas',
    ]);
    expect(placesOfPage([], 'Te esperamos en Andahuaylas, Apurímac.', title)).toEqual(['Andahuaylas, Apurímac', 'Andahuaylas']);
    // Not without the text saying so, and never a brand written «Brand, Word» that the text names after «en».
    expect(placesOfPage([], 'Barbería premium. Cortes y barbas.', title)).toEqual([]);
    const mimos = 'Mimos, Estética Avanzada | Centro de belleza';
    expect(placesOfPage([], 'Te esperamos en Mimos, tu centro de belleza.', mimos)).toEqual([]);
    expect(placesOfPage([], 'Confíe en Gómez Abogados.', 'Gómez, Abogados | Derecho laboral')).toEqual([]);
    // Named at a clause's end, but the domain opens with it: the brand.
    expect(placesOfPage([], 'Tu centro de confianza en Mimos.', mimos, 'mimosestetica.es')).toEqual([]);
    // A domain that carries the town after the brand does not make it the brand.
    expect(placesOfPage([], 'Barbería premium en Andahuaylas.', title, 'lamagiaandahuaylas.pe')).toEqual([
      'Andahuaylas, Apurímac',
      'Andahuaylas',
    ]);
  });

  it('knows a place of the page with its province or the rest of a hyphenated name, never a two-letter one', () => {
    expect(isPlaceOf('San Rafael, Mendoza', ['San Rafael'])).toBe(true);
    expect(isPlaceOf('Vitoria-Gasteiz', ['Vitoria'])).toBe(true);
    expect(isPlaceOf('Vitoriano', ['Vitoria'])).toBe(false);
    expect(isPlaceOf('La', ['La'])).toBe(false);
  });

  it('does not take a year for a postcode', () => {
    expect(placesOfPage([], '© 2024 Jardines Olivo')).toEqual([]);
  });

  it('takes the well-known towns of our countries that the text names, without a postcode (#25)', () => {
    expect(placesOfPage([], 'Infórmate sobre nuestros servicios en Madrid o en toda la Comunidad de Madrid.')).toEqual([
      'Madrid',
      'Comunidad de Madrid',
    ]);
    expect(placesOfPage([], 'Clínica dental en Talca, Chile.')).toEqual(['Talca', 'Chile']);
  });
});
