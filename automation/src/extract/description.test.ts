import { describe, expect, it } from 'vitest';
import { aboutTheBusiness, LEGAL_NAME, separatorsAsSentence, usableDescription, withoutLegalNameLead } from './description.js';

describe('descriptions', () => {
  it('keeps a describing sentence, and drops the name in front of it', () => {
    expect(usableDescription('CoboPhone | reparación de móviles y tablets en Sevilla', 'CoboPhone')).toBe(
      'Reparación de móviles y tablets en Sevilla.',
    );
    expect(usableDescription('Aceptar cookies para navegar por la web de la empresa')).toBeNull();
  });

  it('tells a sentence about the business from an opinion on the page', () => {
    expect(aboutTheBusiness('Reparamos coches de todas las marcas.', null)).toBe(true);
    expect(aboutTheBusiness('Los conocimientos en Derecho deben ser siempre actualizados.', null)).toBe(false);
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
