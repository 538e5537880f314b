// Issue #33, seventeenth round (2026-11-29): the misses of fifteen unseen pages, fixed with general rules. Where the
// business is («Nos encontramos ubicados a 2 cuadras de la plaza…», «Estamos ubicados a 40 minutos del aeropuerto.») is
// no description, nor a form to fill in («Complete el formulario y le contestaremos…»), nor years of a virtue («Más de
// 30 años de maestría y dedicación.»); after a call to discover the business, its years of experience at a trade are
// said; a region named by the country's adjective («el noroeste argentino») names the country; a description cut to fit
// the script never ends on a bare count of years («… La Laguna. +35 años.»). All examples below are made up.
import { describe, expect, it } from 'vitest';
import { fitDescription } from '../demo/fit-description.js';
import { usableDescription } from './description.js';
import { extractSiteFacts } from './extract.js';
import { isDescriptive } from './sentences.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

describe('where the business is, alone, is no description (#33, seventeenth round)', () => {
  it('rejects being located, found or placed somewhere', () => {
    for (const line of [
      'Nos encontramos ubicados a 3 cuadras de la plaza de Tafí del Valle, en Tucumán.',
      'Estamos ubicados a 20 minutos del aeropuerto de Fuerteventura.',
      'Estamos situados en pleno centro de Cáceres.',
      'Nos encontramos en la calle Mayor, junto al mercado.',
      'Nos ubicamos frente a la terminal de buses.',
    ]) {
      expect(isDescriptive(line), line).toBe(false);
      expect(usableDescription(line), line).toBeNull();
    }
  });

  it('still says a location followed by what the business does, and a trade in a place', () => {
    expect(isDescriptive('Estamos ubicados en Mérida y reparamos calderas y calentadores de todas las marcas.')).toBe(true);
    expect(usableDescription('Hostal familiar en el centro de Humahuaca, a dos cuadras de la plaza.')).toBe(
      'Hostal familiar en el centro de Humahuaca, a dos cuadras de la plaza.',
    );
  });

  it('gives way to nothing rather than read the location when the page says nothing else', () => {
    const found = facts(
      '<title>Hostal Las Tunas</title><meta name="description" content="Bienvenido a Hostal Las Tunas. Nos encontramos ubicados a 2 cuadras de la plaza de Tilcara. ¡No dude en elegirnos!">',
    );
    expect(found.description).toBeNull();
  });
});

describe('a form to fill in and years of a virtue are no description (#33, seventeenth round)', () => {
  it('rejects the reader told to fill in a form', () => {
    for (const line of [
      'Complete el formulario y le contestaremos a la mayor brevedad posible.',
      'Completa este formulario y te llamamos.',
      'Rellene el formulario con sus datos.',
    ])
      expect(isDescriptive(line), line).toBe(false);
  });

  it('rejects years of dedication or mastery, and keeps years at a trade or in the trade', () => {
    expect(isDescriptive('Más de 25 años de maestría y dedicación.')).toBe(false);
    expect(isDescriptive('40 años de pasión, esfuerzo y calidad.')).toBe(false);
    expect(usableDescription('Más de 30 años en el rubro. Atención personalizada y los mejores precios.')).toBe(
      'Más de 30 años en el rubro.',
    );
    expect(usableDescription('Más de 20 años de experiencia en reformas de cocinas y baños.')).toBe(
      'Más de 20 años de experiencia en reformas de cocinas y baños.',
    );
  });

  it('says the years of experience at a trade after a call to discover the business', () => {
    expect(
      usableDescription(
        'Descubre Barbería Nico en Cáceres. Más de 15 años de experiencia en cortes clásicos, afeitado y arreglo de barba.',
      ),
    ).toBe('Más de 15 años de experiencia en cortes clásicos, afeitado y arreglo de barba.');
    // Not a call followed by anything else.
    expect(usableDescription('Descubre Barbería Nico en Cáceres. Te esperamos con los mejores precios.')).toBeNull();
  });
});

describe('a region named by the country’s adjective names the country (#33, seventeenth round)', () => {
  it('takes «el noroeste argentino», «el norte chileno» and «la costa peruana» for the country', () => {
    const cases: Array<[string, string]> = [
      ['Cabañas a orillas del río en Tafí del Valle, en el noroeste argentino.', 'AR'],
      ['Hostería familiar en el norte chileno, frente al mar.', 'CL'],
      ['Surf y alojamiento en la costa peruana.', 'PE'],
    ];
    for (const [line, code] of cases) {
      const found = facts(`<title>Casa Tala</title><meta name="description" content="${line}">`, `<p>${line}</p>`);
      expect(found.country.code, line).toBe(code);
    }
  });

  it('does not take the adjective alone, nor a cuisine, for the country', () => {
    const found = facts(
      '<title>Casa Tala</title><meta name="description" content="Restaurante de cocina argentina en Valencia.">',
      '<p>Restaurante de cocina argentina en Valencia.</p>',
    );
    expect(found.country.code).toBe('ES');
  });
});

describe('a description cut to fit the script never ends on a bare count of years (#33, seventeenth round)', () => {
  it('keeps the sentence before «+35 años» when the cut falls after it', () => {
    const said = fitDescription(
      'Floristería de barrio en San Bartolomé de Tirajana. +40 años creando ramos de novia, centros de mesa, coronas y arreglos florales para toda la isla de Gran Canaria.',
      6,
    );
    expect(said).not.toMatch(/a[ñn]os\.$/u);
    expect(said).toBe('Floristería de barrio en San Bartolomé de Tirajana.');
  });
});
