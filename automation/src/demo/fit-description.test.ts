import { describe, expect, it } from 'vitest';
import { condensed, fitDescription } from './fit-description.js';
import { estimateSpeechSeconds } from './speech.js';

const LONG_DESCRIPTION =
  'Representamos a más de dos mil establecimientos hosteleros de la provincia de Málaga desde hace cuarenta años, defendiendo los intereses del sector ante las administraciones públicas y ofreciendo formación, asesoría jurídica y laboral a todos nuestros asociados.';

describe('fitDescription', () => {
  it.each([
    // An enumeration cut short keeps its items joined with "y".
    [
      'Instalaciones eléctricas, boletines y reparaciones para viviendas, comunidades y comercios en Zaragoza.',
      3.5,
      'Instalaciones eléctricas y boletines.',
    ],
    [
      'Clínica veterinaria en Cuenca con consultas, vacunación, cirugía y urgencias para perros y gatos.',
      3,
      'Clínica veterinaria en Cuenca.',
    ],
    // Nouns sharing a complement are never separated from it: no clause fits, so the first noun keeps it
    // and the manner goes (#25).
    [
      'Nos hacemos cargo de manera eficaz, de la gestión, elaboración y presentación de las obligaciones fiscales de la empresa.',
      6,
      'Nos hacemos cargo de la gestión de las obligaciones fiscales de la empresa.',
    ],
    // An opening phrase alone is not a sentence.
    ['En Casa Lola, cocinamos pescaíto frito y tapas de siempre para todo el barrio de Triana.', 2.5, null],
    // A closed list stays as it is; a place or a participle's complement can go.
    [
      'Llevamos la contabilidad, los impuestos y las nóminas de autónomos y pequeñas empresas de Sevilla desde 1990.',
      5,
      'Llevamos la contabilidad, los impuestos y las nóminas de autónomos.',
    ],
    [
      'Somos una empresa familiar de fontanería de Carabanchel con más de veinte años en el oficio.',
      3.2,
      'Somos una empresa familiar de fontanería.',
    ],
    [
      'Despacho de abogados en Valencia especializado en derecho de familia, herencias y derecho laboral.',
      3.5,
      'Despacho de abogados en Valencia.',
    ],
    // "…de moldes, lo que permite…": a cut before "que" never leaves the "lo" behind (Plastecnik, #25).
    [
      'Plastecnik dispone en sus instalaciones de taller propio para diseño y fabricación de moldes, lo que permite ofrecer un servicio completo y rápido.',
      7,
      'Plastecnik dispone en sus instalaciones de taller propio para diseño y fabricación de moldes.',
    ],
  ])('fitDescription says a whole phrase or nothing: %s', (description, seconds, expected) => {
    expect(fitDescription(description, seconds)).toBe(expected);
  });

  it('says a description more briefly, without cutting it off, when that says more than any clause (Max-gestión, #25)', () => {
    const maxGestion =
      'Nos hacemos cargo de manera eficaz, de la gestión, elaboración y presentación de las obligaciones fiscales, laborales, contables y jurídico-mercantil de la empresa.';
    expect(condensed(maxGestion)).toBe(
      'Nos hacemos cargo de la gestión de las obligaciones fiscales, laborales y contables de la empresa.',
    );
    expect(fitDescription(maxGestion, 5.9)).toBe(
      'Nos hacemos cargo de la gestión de las obligaciones fiscales, laborales y contables de la empresa.',
    );
    // When the brief form does not fit either, a clause as written is said; what needs no shortening stays as written.
    expect(fitDescription('Reparamos coches de todas las marcas de forma rápida, con recambios originales.', 3.2)).toBe(
      'Reparamos coches de todas las marcas de forma rápida.',
    );
    expect(condensed('Llevamos la contabilidad, los impuestos y las nóminas de autónomos.')).toBe(
      'Llevamos la contabilidad, los impuestos y las nóminas de autónomos.',
    );
    expect(fitDescription(maxGestion, 4)).toBeNull();
  });

  it('condenses only what can go without changing what is said (#25)', () => {
    for (const kept of [
      'Reparamos coches de todas las marcas de forma rápida y eficaz, con recambios originales.',
      'Organizamos tu mudanza de manera que no tengas que preocuparte de nada.',
      'Te ayudamos a ponerte en forma rápidamente, con entrenadores titulados.',
      'Hacemos tartas en forma de corazón, de chocolate y de frutas.',
      'Nos dedicamos a la compra y venta de viviendas en la costa.',
      'Abrimos de lunes, martes, miércoles, jueves y viernes por la mañana.',
    ])
      expect(condensed(kept), kept).toBe(kept);
    expect(condensed('Reparamos coches de manera rápida, con recambios originales.')).toBe(
      'Reparamos coches con recambios originales.',
    );
  });

  it('says the most of a description it can: a clause of it, or of it said briefly (Gesticlinic, #25)', () => {
    const gesticlinic =
      'Somos una consultoría & asesoría con amplia experiencia en el diseño, creación, puesta en marcha y desarrollo de centros médicos y servicios sanitarios complementarios';
    // A list item of several words ("puesta en marcha") is still one item of the shared complement.
    expect(condensed(gesticlinic)).toBe(
      'Somos una consultoría & asesoría con amplia experiencia en el diseño de centros médicos y servicios sanitarios complementarios',
    );
    // Only «Somos una consultoría & asesoría» of the sentence as written fits; of the brief one, more does.
    expect(fitDescription(gesticlinic, 6)).toBe(
      'Somos una consultoría & asesoría con amplia experiencia en el diseño de centros médicos.',
    );
    // When the clause as written says more, it is the one said.
    expect(
      fitDescription('Reparamos móviles, tablets, consolas y ordenadores, con garantía de un año y recogida a domicilio.', 4),
    ).toBe('Reparamos móviles, tablets, consolas y ordenadores.');
  });

  it('shortens a list only where it ends: not a verb and its object after it (#25)', () => {
    const cobophone = 'Reparamos teléfonos móviles, tablets, consolas, ordenadores, desbloqueamos y liberamos dispositivos.';
    expect(condensed(cobophone)).toBe(cobophone);
    expect(condensed('Vendemos pan, bollería, tartas, empanadas y café para llevar.')).toBe(
      'Vendemos pan, bollería y tartas para llevar.',
    );
  });

  it('never cuts between «que» and the words it makes one conjunction with (#25)', () => {
    const said = fitDescription(
      'Trabajamos con las mejores marcas del mercado de la reparación de calzado, ya que la calidad es lo primero para nosotros.',
      5,
    );
    expect(said).toBe('Trabajamos con las mejores marcas del mercado de la reparación de calzado.');
  });

  it('fitDescription refuses when not even four words fit', () => {
    expect(fitDescription(LONG_DESCRIPTION, 0.5)).toBeNull();
    expect(estimateSpeechSeconds(fitDescription(LONG_DESCRIPTION, 5) ?? '')).toBeLessThanOrEqual(5);
  });
});

describe('a business «encargada de» or «dedicada a» doing something (#33)', () => {
  it('says it as the business does it, in the first person', () => {
    expect(
      condensed(
        'Somos una empresa encargada de ofrecer servicios de alta calidad en cerrajeria especializada en bovedas bancarias',
      ),
    ).toBe('Ofrecemos servicios de alta calidad en cerrajeria especializada en bovedas bancarias');
    expect(condensed('Somos una empresa familiar dedicada a reparar calzado desde 1980')).toBe('Reparamos calzado desde 1980');
    expect(condensed('Somos una empresa dedicada a la reparación de calzado')).toBe(
      'Somos una empresa dedicada a la reparación de calzado',
    );
  });
});

describe('a participle waiting for what it is for (#33, fifth round)', () => {
  it('never cuts «es un espacio creado | para…», nor leaves a bare «es un espacio»', () => {
    const sentence = 'La Clínica de la Pareja es un espacio creado para la atención integral en salud mental de la pareja';
    const said = fitDescription(sentence, estimateSpeechSeconds('La Clínica de la Pareja es un espacio creado.') + 0.2);
    expect(said).not.toBe('La Clínica de la Pareja es un espacio creado.');
    expect(said).not.toBe('La Clínica de la Pareja es un espacio.');
  });

  it('says «un espacio creado para…» more briefly as «un espacio para…»', () => {
    expect(condensed('Es un espacio creado para la atención integral de la pareja')).toBe(
      'Es un espacio para la atención integral de la pareja',
    );
  });
});

describe('any participle whose complement a cut leaves behind (#33, fifth round)', () => {
  it('never ends on «…, comprometida | con brindar…»', () => {
    const sentence =
      'Rojas De Paz Abogados es una firma líder en asesoría jurídica, comprometida con brindar soluciones legales innovadoras y efectivas';
    const said = fitDescription(
      sentence,
      estimateSpeechSeconds('Rojas De Paz Abogados es una firma líder en asesoría jurídica, comprometida.') + 0.1,
    );
    expect(said).toBe('Rojas De Paz Abogados es una firma líder en asesoría jurídica.');
  });
  it('cuts before a gerund that follows a whole clause (Cabaña La Asunción, #33)', () => {
    const description =
      'Seleccionamos las mejores corrientes de sangre por más de 80 años constituyendo uno de los caudales genéticos más importantes de nuestro país y del Mercosur, en cinco razas bovinas líderes: Angus negro y Angus colorado, Polled Hereford, Brangus negro y Brangus colorado, Braford y Brahman.';
    expect(fitDescription(description, 5)).toBe('Seleccionamos las mejores corrientes de sangre por más de 80 años.');
  });
});
