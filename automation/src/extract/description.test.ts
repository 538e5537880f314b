import { describe, expect, it } from 'vitest';
import {
  aboutTheBusiness,
  LEGAL_NAME,
  SAYS_WHERE,
  servicesOfCards,
  separatorsAsSentence,
  serviceInTitle,
  tradeInTownOfTitle,
  usableDescription,
  whatInTown,
  withoutLegalNameLead,
} from './description.js';

describe('descriptions', () => {
  it('keeps a describing sentence, and drops the name in front of it', () => {
    expect(usableDescription('CoboPhone | reparación de móviles y tablets en Sevilla', 'CoboPhone')).toBe(
      'Reparación de móviles y tablets en Sevilla.',
    );
    expect(usableDescription('Aceptar cookies para navegar por la web de la empresa')).toBeNull();
  });

  it('says a title that is only a trade and its town, even shouted, as the last resort (Abogado Martín, #25)', () => {
    expect(tradeInTownOfTitle('ABOGADO EN MADRID')).toBe('Abogado en Madrid.');
    expect(tradeInTownOfTitle('Inicio | Fontanero en Getafe')).toBe('Fontanero en Getafe.');
    expect(tradeInTownOfTitle('CERRAJERO EN VITORIA-GASTEIZ')).toBe('Cerrajero en Vitoria-Gasteiz.');
    // No trade, no town, or more than trade and town (a longer shouted title is not rewritten).
    expect(tradeInTownOfTitle('BIENVENIDOS EN MADRID')).toBeNull();
    expect(tradeInTownOfTitle('Inyección de plásticos')).toBeNull();
    expect(tradeInTownOfTitle('ABOGADOS EN MADRID ESPECIALISTAS EN DIVORCIOS')).toBeNull();
    // Three words are too few for a description of the usual kind.
    expect(serviceInTitle('ABOGADO EN MADRID', 'Abogado Martín')).toBeNull();
  });

  it('tells a sentence about the business from an opinion on the page', () => {
    expect(aboutTheBusiness('Reparamos coches de todas las marcas.', null)).toBe(true);
    expect(aboutTheBusiness('Los conocimientos en Derecho deben ser siempre actualizados.', null)).toBe(false);
  });

  it('takes what, then where, in one of the page’s towns as a line of the business (Sian Estética, #25)', () => {
    const line = 'Tratamientos faciales y corporales de vanguardia en Vitoria-Gasteiz.';
    expect(whatInTown(line, ['Vitoria-Gasteiz'])).toBe(true);
    // The town as the postcode rule reads it, or with its province.
    expect(whatInTown(line, ['Vitoria'])).toBe(true);
    expect(whatInTown('Tratamientos de belleza y bienestar en Getafe, Madrid.', ['Getafe'])).toBe(true);
    // Not a town of the page, said to the reader, or opening with an article: news, a slogan, an advert.
    expect(whatInTown(line, ['Bilbao'])).toBe(false);
    expect(whatInTown(line, [])).toBe(false);
    expect(whatInTown('Luce tu mejor sonrisa este verano en Vitoria-Gasteiz.', ['Vitoria-Gasteiz'])).toBe(false);
    expect(whatInTown('Los mejores planes para el fin de semana en Getafe.', ['Getafe'])).toBe(false);
    expect(whatInTown('Los precios del alquiler suben un diez por ciento este año en Madrid.', ['Madrid'])).toBe(false);
    // It is not a sentence about the business by itself: the first person, the name or the trade say more.
    expect(aboutTheBusiness(line, 'Sian Estética')).toBe(false);
  });

  it('does not read a legal name («…, S.L.») as what the business does', () => {
    for (const legal of [
      'Talleres Pérez, S.L.',
      'Construcciones García e Hijos S.A.U.',
      'Clínica Dental Sur SpA',
      'Dental Norte S.A. de C.V.',
    ])
      expect(LEGAL_NAME.test(legal), legal).toBe(true);
    expect(LEGAL_NAME.test('Somos un taller de Alcalá desde 1985.')).toBe(false);
    // Opening the description as its subject: the legal name goes, what it is stays (Areal, #25).
    expect(withoutLegalNameLead('Reformas Integrales Areal S.L., empresa especializada en reformas.')).toBe(
      'Empresa especializada en reformas.',
    );
    expect(withoutLegalNameLead('Dental Norte S.A. de C.V., clínica dental en Monterrey.')).toBe('Clínica dental en Monterrey.');
    expect(withoutLegalNameLead('Talleres Pérez, S.L. Reparamos coches desde 1985.')).toBe(
      'Talleres Pérez, S.L. Reparamos coches desde 1985.',
    );
    // As a title's first segment, before a dash or a bar (Orencio Matas, Escuadr Arq, #25).
    expect(withoutLegalNameLead('Orencio Matas y Hnos, S.L. — Droguería profesional, perfumería y pinturas.')).toBe(
      'Droguería profesional, perfumería y pinturas.',
    );
    expect(withoutLegalNameLead('Constructora Escuadr Arq S.A.S. - Transformamos apartamentos en obra gris.')).toBe(
      'Transformamos apartamentos en obra gris.',
    );
    expect(withoutLegalNameLead('Talleres Pérez S.L. | Mecánica y chapa en Jaén.')).toBe('Mecánica y chapa en Jaén.');
  });

  it('does not read the legal name that opens a description once the name has lost its legal form (#25)', () => {
    expect(
      usableDescription(
        'Orencio Matas y Hnos, S.L. — Droguería profesional y pinturas para el automóvil.',
        'Orencio Matas y Hnos',
      ),
    ).toBe('Droguería profesional y pinturas para el automóvil.');
    expect(usableDescription('Orencio Matas y Hnos, S.L.', 'Orencio Matas y Hnos')).toBeNull();
  });

  it('says a title-style description as Spanish, or leaves it out', () => {
    expect(separatorsAsSentence('Clínica dental Temuco | Implantes • Diseño de sonrisa • Odontología integral', ['Temuco'])).toBe(
      'Clínica dental en Temuco: implantes, diseño de sonrisa y odontología integral',
    );
    expect(separatorsAsSentence('Aire acondicionado, calefacción y más - San Rafael, Mendoza')).toBe(
      'Aire acondicionado, calefacción y más en San Rafael, Mendoza',
    );
    expect(separatorsAsSentence('Fontanería · Calefacción · Gas')).toBe('Fontanería: calefacción y gas');
    expect(separatorsAsSentence('Somos un taller de confianza. | Llámanos hoy mismo y pide tu cita sin compromiso.')).toBe(
      'Somos un taller de confianza.',
    );
    expect(separatorsAsSentence('Precios | Ver más | Reservar ahora. Llame ya!')).toBeNull();
    // A list after a colon, search keywords run together left out, the town at the end said once (Areal, #25).
    expect(
      separatorsAsSentence(
        'Empresa especializada en: Reformas en General - Decoración - Muebles Baño - Cambio Plato Ducha - Alcorcón',
        ['Alcorcón'],
      ),
    ).toBe('Empresa especializada en reformas en general y decoración en Alcorcón');
    expect(separatorsAsSentence('Taller mecánico: Frenos - Cambio Aceite Motor - Neumáticos')).toBe(
      'Taller mecánico: frenos y neumáticos',
    );
  });
});

describe('unseen pages of #33, third pass', () => {
  it('never says an emoji, and a name with its town gives way to what follows', () => {
    expect(
      usableDescription(
        '🏥 Clínica Veterinaria Tarapacá en Iquique, Chile. Veterinario profesional en Iquique con +5 años experiencia.',
        'Clínica Veterinaria Tarapacá',
      ),
    ).toBe('Veterinario profesional en Iquique con +5 años experiencia.');
    expect(usableDescription('Reparamos móviles y tablets en el día 📱✨, con garantía incluida')).toBe(
      'Reparamos móviles y tablets en el día, con garantía incluida.',
    );
  });

  it('reads on past where the business is, said in apposition', () => {
    expect(
      usableDescription(
        'cerrajeria bululo es una empresa ubicada en Barranquilla, encargada de ofrecer servicios de cerrajería especializada.',
      ),
    ).toBe('cerrajeria bululo es una empresa encargada de ofrecer servicios de cerrajería especializada.');
  });

  it('knows a sentence that only says where', () => {
    expect(SAYS_WHERE.test('Nuestra cristalería se encuentra en Romo, Getxo (Bizkaia).')).toBe(true);
    expect(SAYS_WHERE.test('Estamos ubicados en el centro de Getafe.')).toBe(true);
    expect(SAYS_WHERE.test('Somos una microempresa familiar de tintorería y lavandería en Les Corts, Barcelona.')).toBe(false);
  });

  it('says the cards under «¿Qué hacemos?» as the list of what the business does, the first three', () => {
    const headings = [
      '¿Qué hacemos?',
      'Lunas y vidrios planos',
      'Biselados plateados',
      'Aislantes-Blindados',
      'Vidrio decorativo',
      'Mamparas de baño',
      '¿Dónde estamos?',
    ];
    expect(servicesOfCards(headings)).toBe('Lunas y vidrios planos, biselados plateados y aislantes blindados.');
    // Fewer than three cards, or a heading that is a question or a sentence right after: no list.
    expect(servicesOfCards(['Servicios', 'Mamparas', '¿Dónde estamos?', 'Vidrios'])).toBeNull();
    expect(servicesOfCards(['Nuestros servicios', 'Llámanos y te damos presupuesto sin compromiso.'])).toBeNull();
    expect(servicesOfCards(['Sobre nosotros', 'Lunas', 'Espejos', 'Mamparas'])).toBeNull();
  });
});

describe('unseen pages of #33, fourth pass', () => {
  it('parts a name from the sentence an emoji stands between, and leaves the name out', () => {
    expect(
      usableDescription('Reformas Pérez ✅ Empresa de reformas con más de 15 años de experiencia en Valencia.', 'Reformas Pérez'),
    ).toBe('Empresa de reformas con más de 15 años de experiencia en Valencia.');
    // Between two words of one phrase, it is only a space.
    expect(usableDescription('Pintamos pisos y locales 🎨 con materiales ecológicos en toda la provincia')).toBe(
      'Pintamos pisos y locales con materiales ecológicos en toda la provincia.',
    );
  });
  it('says a tagline that gives the reader the trade as what the business is', () => {
    expect(usableDescription('Academia Pérez - Tu academia de idiomas en Burgos. Inglés, francés y más.', 'Academia Pérez')).toBe(
      'Academia de idiomas en Burgos.',
    );
    // Not when «tu» is followed by anything but a trade: a slogan stays a slogan.
    expect(usableDescription('Tu mejor opción para crecer sin preocupaciones.')).toBeNull();
  });
});
