// Issue #33, tenth round (2026-11-29): the misses of twenty pages nobody had tuned to — sectors that are a judgement
// call (a dog day-care, a sofa maker, a pool firm, a rotisería, an agricultural shop, an orthopaedics shop, massage, a
// plant nursery, paint shops, a kinesiology centre), a trade phrase taken for a brand, a title's second segment taken
// for the name, towns written without accents or after a trade's word, and descriptions that were the page speaking of
// itself, a voseo imperative, the founders or a clause ending on «todo». Each test is the rule, on a small page of the
// same kind, as the caller sees it.
import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract.js';
import { detectCountry } from './country.js';
import { isDescriptive } from './sentences.js';
import { understandSite } from './understand.js';
import { fitDescription } from '../demo/fit-description.js';

function read(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

const understood = (head: string, body = '', url = 'https://someone.github.io/site/') =>
  understandSite(read(head, body, url), new URL(url).hostname);

const sectorOf = (head: string, body = '') => understood(head, body).sector?.slug ?? null;

const countryOf = (text: string, hostname = 'example.com') =>
  detectCountry({ text, language: 'es', ogLocale: null, hostname, phones: [], jsonLd: [] }).code;

describe('sectors where a person would pick one (#33, tenth round)', () => {
  it('files a day care or a school for dogs under dogs’ care, not under schools', () => {
    expect(sectorOf('<title>Huellitas | Guardería de día y adiestramiento canino</title>', '<p>Tu perro al cole.</p>')).toBe(
      'peluqueria-canina',
    );
    expect(sectorOf('<title>Hotel canino Los Pinos</title>')).toBe('peluqueria-canina');
    // A nursery school for children stays a school.
    expect(sectorOf('<title>Guardería Los Peques | Escuela infantil</title>')).toBe('educacion');
  });

  it('files an upholsterer that makes furniture under shops, one that re-covers it under home services', () => {
    expect(
      sectorOf(
        '<title>Tapicería Roble - Muebles de Diseño</title><meta name="description" content="Fabricamos sillones y sofás a medida.">',
      ),
    ).toBe('comercio-minorista');
    expect(sectorOf('<title>Tapicería Roble</title><meta name="description" content="Retapizado de sillas y cabeceros.">')).toBe(
      'servicios-hogar',
    );
  });

  it('knows kinesiology, massage and orthopaedic aids as health', () => {
    expect(sectorOf('<title>KINEMED | Expertos en tu rehabilitación</title>', '<p>Somos un centro kinésico en Temuco.</p>')).toBe(
      'salud',
    );
    expect(sectorOf('<title>Masajes Armonía</title>')).toBe('salud');
    expect(sectorOf('<title>Ortopedia San Roque</title>')).toBe('salud');
    // A beauty centre that also gives massages is filed by its «estética».
    expect(
      sectorOf(
        '<title>Estética Lucía | Centro de estética</title><meta name="description" content="Tratamientos faciales y masajes.">',
      ),
    ).toBe('peluquerias-salones');
  });

  it('files shops by what they sell: paint, agricultural and veterinary supplies, plants', () => {
    expect(
      sectorOf(
        '<title>Pinturería Sol</title><meta name="description" content="Látex, esmaltes e impermeabilizantes para techos.">',
      ),
    ).toBe('comercio-minorista');
    expect(
      sectorOf(
        '<title>Agropecuaria El Llano</title><meta name="description" content="Productos veterinarios, alimentos balanceados e implementos.">',
      ),
    ).toBe('comercio-minorista');
    expect(sectorOf('<title>Vivero Las Acacias | Plantas de interior y exterior</title>')).toBe('comercio-minorista');
    // A vet that names its products is still a vet.
    expect(
      sectorOf('<title>Clínica Veterinaria Sur</title><meta name="description" content="Consultas y productos veterinarios.">'),
    ).toBe('veterinarios');
  });

  it('files a rotisería under restaurants and a firm named for pools under building works', () => {
    expect(sectorOf('<title>Rotisería Don Pepe</title>')).toBe('restaurantes');
    expect(sectorOf('<title>Piscinas del Sur</title>')).toBe('construccion');
  });
});

describe('names (#33, tenth round)', () => {
  it('does not take a trade phrase before «en <town>» for a brand', () => {
    expect(read('<title>Jardín Infantil Girasol | Jardín Infantil en Ñuñoa</title>').name).toBe('Jardín Infantil Girasol');
    // A brand before «en» is still the brand.
    expect(read('<title>Rulo Barbershop en Martínez</title>').name).toBe('Rulo Barbershop');
  });

  it('takes the title segment the description or the Open Graph title opens with', () => {
    const facts = read(
      '<title>Gomería Los Hermanos | Auxilio y Neumáticos</title>' +
        '<meta name="description" content="Gomería Los Hermanos - Auxilio mecánico, venta de neumáticos y servicios rápidos.">',
    );
    expect(facts.name).toBe('Gomería Los Hermanos');
    expect(
      understood(
        '<title>Gomería Los Hermanos | Auxilio y Neumáticos</title>' +
          '<meta name="description" content="Gomería Los Hermanos - Auxilio mecánico, venta de neumáticos y servicios rápidos.">',
      ).description,
    ).toBe('Auxilio mecánico, venta de neumáticos y servicios rápidos.');
  });
});

describe('country (#33, tenth round)', () => {
  it('knows a town written without its accents, and after a trade’s word', () => {
    expect(countryOf('Piscinas Bahia Blanca')).toBe('AR');
    expect(countryOf('Agropecuaria Tehuitzingo: productos veterinarios.')).toBe('MX');
  });

  it('knows Mexico’s towns by their Nahuatl endings', () => {
    expect(countryOf('Consultorio dental en Ecatepec.')).toBe('MX');
    expect(countryOf('Envíos a Cuautitlán y Teotihuacán.')).toBe('MX');
  });

  it('counts «rotisería» as the River Plate’s Spanish', () => {
    expect(countryOf('Somos una rotisería barrial dedicada a la venta de comidas caseras por encargo.')).toBe('AR');
  });
});

describe('descriptions (#33, tenth round)', () => {
  it('never says the web page speaking of itself', () => {
    expect(isDescriptive('Página principal de la Rotisería La Colonia')).toBe(false);
    expect(isDescriptive('Sitio web oficial de Talleres Pérez')).toBe(false);
    const facts = understood(
      '<title>Rotisería Doña Ana</title><meta name="description" content="Página principal de la Rotisería Doña Ana">',
      '<main><p>Somos una rotisería de barrio dedicada a la venta de comidas caseras por encargo.</p></main>',
    );
    expect(facts.description).toMatch(/^Somos una rotisería de barrio/);
  });

  it('takes the voseo imperative for a call to action, not a description', () => {
    expect(isDescriptive('Comprá plantas de interior, exterior y suculentas online.')).toBe(false);
    expect(isDescriptive('Conocé nuestros planes de salud.')).toBe(false);
    // Words stressed on the last vowel that are no imperative.
    expect(isDescriptive('Aquí encontrarás la mejor atención para tu mascota.')).toBe(true);
    expect(isDescriptive('Está ubicado en pleno centro y atiende de lunes a sábado.')).toBe(true);
  });

  it('does not say who founded the business for what it does', () => {
    expect(isDescriptive('Huellitas fue creado por amantes de los animales, para darles un servicio personalizado.')).toBe(false);
    const facts = understood(
      '<title>Huellitas | Guardería de día y adiestramiento canino</title>' +
        '<meta name="description" content="Huellitas fue creado por amantes de los animales, para darles un servicio personalizado.">',
    );
    expect(facts.description).toBe('Guardería de día y adiestramiento canino.');
  });

  it('never ends a shortened description on «todo» or joins «todo» to a list’s first item', () => {
    const text =
      'En Pinturerías Sol vas a encontrar todo para tu proyecto, látex interior y exterior, impermeabilizantes, esmaltes para pisos, pintura para piletas y mucho más para tu casa y tu negocio en toda la zona oeste';
    // Before: «En Pinturerías Sol vas a encontrar todo.» or «…todo para tu proyecto y látex interior.»
    expect(fitDescription(text, 8)).toBe(
      'En Pinturerías Sol vas a encontrar todo para tu proyecto, látex interior y exterior, impermeabilizantes y esmaltes para pisos.',
    );
    expect(
      fitDescription('Aquí vas a encontrar de todo, desde pinturas hasta herramientas para tu casa y tu jardín', 2),
    ).toBeNull();
    // «…implementos y más para el cuidado de tus mascotas»: the cut keeps the list with its «y», not «…, implementos».
    expect(
      fitDescription(
        'Productos veterinarios, alimentos balanceados, implementos y más para el cuidado de tus mascotas y animales',
        5,
      ),
    ).toBe('Productos veterinarios, alimentos balanceados y implementos.');
  });
});
