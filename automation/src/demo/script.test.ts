import { describe, expect, it } from 'vitest';
import { condensed, estimateSpeechSeconds, fitDescription, inOwnVoice, toSpeech, writeDemoScript } from './script.js';

const LONG_DESCRIPTION =
  'Representamos a más de dos mil establecimientos hosteleros de la provincia de Málaga desde hace cuarenta años, defendiendo los intereses del sector ante las administraciones públicas y ofreciendo formación, asesoría jurídica y laboral a todos nuestros asociados.';

const cases = [
  {
    companyName: 'Clínica Dental Sonrisa',
    description: 'Clínica dental en Madrid especializada en implantes, ortodoncia invisible y estética dental.',
  },
  { companyName: 'Peluquería Ana', description: null },
  { companyName: 'Bar Pepe', description: 'Tapas caseras y menú del día en el centro de Cuenca.' },
  {
    companyName: 'Asociación Provincial de Empresarios de Hostelería y Turismo de la Costa del Sol Occidental',
    description: LONG_DESCRIPTION,
  },
  {
    companyName: 'Talleres Martínez',
    description: 'Taller mecánico desde 1987, ITV, 24/7 y www.talleres.example, llámanos al +34 954 000 000 📞.',
  },
];

describe('demo script', () => {
  it.each(cases)('stays within the 15-second budget: $companyName', (input) => {
    const script = writeDemoScript(input);
    expect(script.estimatedSeconds.total).toBeGreaterThanOrEqual(12);
    expect(script.estimatedSeconds.total).toBeLessThanOrEqual(15.75);
    expect(script.estimatedSeconds.greeting).toBeLessThan(8);
  });

  it('discloses the AI assistant in the greeting, spelt EstefanIA for people and Estefanía for the voice', () => {
    const script = writeDemoScript(cases[0] as (typeof cases)[0]);
    expect(script.greetingText).toBe('Hola, soy EstefanIA, la asistente de inteligencia artificial de Clínica Dental Sonrisa.');
    expect(script.greetingSpeech).toBe('Hola, soy Estefanía, la asistente de inteligencia artificial de Clínica Dental Sonrisa.');
    expect(script.messageText.startsWith('Clínica dental en Madrid especializada en implantes')).toBe(true);
    expect(script.usesDescription).toBe(true);
  });

  it('writes a generic message naming what the assistant does when there is no description', () => {
    const script = writeDemoScript({ companyName: 'Peluquería Ana', description: null });
    expect(script.usesDescription).toBe(false);
    expect(script.messageText).toContain('Atiendo tus llamadas a cualquier hora');
  });

  it('never reads an English description with the Spanish voice', () => {
    const script = writeDemoScript({
      companyName: 'Bright Smile',
      description: 'We are a modern dental studio in London offering implants and whitening for the whole family.',
      language: 'en',
    });
    expect(script.usesDescription).toBe(false);
    expect(script.messageSpeech).not.toMatch(/London|dental studio/);
  });

  it('shortens a long description at a clause or word, without a dangling article or preposition', () => {
    const script = writeDemoScript(cases[3] as (typeof cases)[3]);
    expect(script.usesDescription).toBe(true);
    const said = script.messageText.split(/(?<=\.)\s/)[0] ?? '';
    expect(LONG_DESCRIPTION.startsWith(said.slice(0, -1))).toBe(true);
    expect(said).toMatch(/\p{L}\.$/u);
    expect(said).not.toMatch(/\s(de|la|el|y|en|a|los|las|del)\.$/);
    expect(script.greetingText.length).toBeLessThan(120);
  });

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

  it('gives the description the little room a filler line may take past the budget, after a long name (#25)', () => {
    const script = writeDemoScript({
      companyName: 'Consultorio Dental Osorio',
      description: 'Cuidado dental profesional con más de 15 años de experiencia.',
      sector: 'dentistas',
      country: 'PE',
    });
    expect(script.descriptionSpoken).toBe('Cuidado dental profesional con más de 15 años de experiencia.');
    expect(script.estimatedSeconds.total).toBeGreaterThan(15);
    expect(script.estimatedSeconds.total).toBeLessThanOrEqual(15.5);
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

  it('says a name’s abbreviations in full, and ends the greeting with one full stop (#25)', () => {
    expect(toSpeech('Orencio Matas y Hnos, droguería.')).toBe('Orencio Matas y Hermanos, droguería.');
    expect(toSpeech('Talleres Pérez Hnos. de Jaén y Cía. Sevillana.')).toBe(
      'Talleres Pérez Hermanos de Jaén y Compañía. Sevillana.',
    );
    expect(toSpeech('Talleres Pérez Hnos. Nuestro taller.')).toBe('Talleres Pérez Hermanos. Nuestro taller.');
    expect(toSpeech('Hnosa Grupo.')).toBe('Hnosa Grupo.');
    const script = writeDemoScript({ companyName: 'Talleres Pérez Hnos.', description: null, sector: 'automotriz' });
    expect(script.greetingText).toBe('Hola, soy EstefanIA, la asistente de inteligencia artificial de Talleres Pérez Hnos.');
    expect(script.greetingSpeech).toBe(
      'Hola, soy Estefanía, la asistente de inteligencia artificial de Talleres Pérez Hermanos.',
    );
  });

  it('cleans what the voice reads: no URLs, phone numbers, emoji or markup; shouted words in normal case', () => {
    const speech = toSpeech(
      'LLÁMANOS: www.talleres.example <b>hoy</b> 24/7 al +34 954 000 000 📞 o escribe a hola@talleres.example & ven.',
    );
    expect(speech).toBe('Llámanos: hoy a todas horas al o escribe a y ven.');
  });
});

describe('sector-aware script', () => {
  it('closes a dentist with appointments and emergencies, still disclosing the AI and within budget', () => {
    const script = writeDemoScript({
      companyName: 'Clínica Dental Sonrisa',
      description: 'Clínica dental en Madrid especializada en implantes y ortodoncia invisible.',
      sector: 'dentistas',
    });
    expect(script.sector).toBe('dentistas');
    expect(script.greetingText).toContain('asistente de inteligencia artificial');
    expect(script.messageText).toContain('urgencia dental');
    expect(script.messageText).toContain('Clínica dental en Madrid');
    expect(script.estimatedSeconds.total).toBeGreaterThanOrEqual(13);
    expect(script.estimatedSeconds.total).toBeLessThanOrEqual(15.75);
  });

  it.each([
    ['cerrajeros', 'cerrajero de guardia'],
    ['restaurantes', 'reserva'],
    ['fontaneria', 'fontanero de urgencia'],
  ])('offers %s callers what they call for (%s)', (sector, offer) => {
    const script = writeDemoScript({ companyName: 'Hermanos Ortega', description: null, sector });
    expect(script.messageText).toContain(offer);
    expect(script.estimatedSeconds.total).toBeGreaterThanOrEqual(13);
  });

  it('keeps the generic closing for an unknown sector', () => {
    const unknown = writeDemoScript({ companyName: 'Acme', description: null, sector: 'no-existe' });
    const none = writeDemoScript({ companyName: 'Acme', description: null });
    expect(unknown.messageText).toBe(none.messageText);
    expect(unknown.sector).toBeNull();
    expect(none.messageText).toContain('Puedo darte información, tomar nota de tu consulta o darte cita.');
  });

  it('says the business’s own sentence in its own voice', () => {
    expect(inOwnVoice('Talleres Gómez es un taller mecánico de Alcalá.', 'Talleres Gómez')).toBe(
      'Somos un taller mecánico de Alcalá.',
    );
    expect(inOwnVoice('Taller mecánico de Alcalá.', 'Talleres Gómez')).toBe('Taller mecánico de Alcalá.');
  });
});
