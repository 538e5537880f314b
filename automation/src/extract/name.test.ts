import { describe, expect, it } from 'vitest';
import {
  cleanTitle,
  fullerTitleForm,
  logoName,
  restoreAccents,
  usableName,
  withoutClosingTown,
  withoutLegalForm,
} from './name.js';

describe('title cleaning', () => {
  it.each([
    ['Inicio | Clínica Sonrisa - Tu dentista en Madrid', 'clinicasonrisa.es', 'Clínica Sonrisa'],
    ['Tu dentista de confianza en Madrid | Clínica Sonrisa', 'clinicasonrisa.es', 'Clínica Sonrisa'],
    ['Home — Acme Soluciones', 'acme.com', 'Acme Soluciones'],
    ['Gestoría López: asesoría fiscal y laboral', 'gestorialopez.es', 'Gestoría López'],
    ['Coca-Cola España', 'cocacola.es', 'Coca-Cola España'],
  ])('%s → %s', (title, host, expected) => {
    expect(cleanTitle(title, host)).toBe(expected);
  });

  it('prefers the brand over a "service in town" title segment even when no word is in the domain', () => {
    expect(cleanTitle('Dentista en Madrid | Sonrisas Aurora', 'example.com')).toBe('Sonrisas Aurora');
  });

  it('does not take a town of the page for the name (#25)', () => {
    expect(cleanTitle('Peluquería Marta | Getafe - Tu salón de confianza', 'martagetafe.es', ['Getafe'])).toBe(
      'Peluquería Marta',
    );
  });
});

describe('names', () => {
  it('refuses generic titles, template code and lists of services', () => {
    expect(usableName('Inicio')).toBeNull();
    expect(usableName('{{ site.name }}')).toBeNull();
    expect(usableName('Refuerzo escolar, inglés, robótica educativa, talleres STEAM')).toBeNull();
    expect(usableName('Pérez, García y Asociados, S.L.P.')).toBe('Pérez, García y Asociados, S.L.P.');
  });

  it('says a name without its legal form, as a receptionist would (#25)', () => {
    expect(withoutLegalForm('Orencio Matas y Hnos, S.L.')).toBe('Orencio Matas y Hnos');
    expect(withoutLegalForm('Constructora Escuadr Arq S.A.S.')).toBe('Constructora Escuadr Arq');
    expect(withoutLegalForm('Pérez, García y Asociados, S.L.P.')).toBe('Pérez, García y Asociados');
    expect(withoutLegalForm('Dental Norte S.A. de C.V.')).toBe('Dental Norte');
    expect(withoutLegalForm('Buenomotor SL')).toBe('Buenomotor');
    expect(withoutLegalForm('Talleres Unidos, S.L.L.')).toBe('Talleres Unidos');
    expect(withoutLegalForm('Nueva Empresa S.L.N.E.')).toBe('Nueva Empresa');
    expect(withoutLegalForm('Orencio Matas y Hnos,S.L.')).toBe('Orencio Matas y Hnos');
    // Nothing else ends like a legal form: a spa, a name that is only its form.
    expect(withoutLegalForm('Hotel Termal Spa')).toBe('Hotel Termal Spa');
    expect(withoutLegalForm('Casa Lola')).toBe('Casa Lola');
    expect(withoutLegalForm('S.L.')).toBe('S.L.');
    expect(withoutLegalForm('Hotel SPA')).toBe('Hotel SPA');
  });

  it("reads a logo's alt text, not its file name", () => {
    expect(logoName('Logo Talleres Pérez')).toBe('Talleres Pérez');
    expect(logoName('1470399656_Branding.png')).toBeNull();
  });

  it('takes accents and the fuller form of a name from the rest of the page', () => {
    expect(restoreAccents('Clinica Alcazar', ['Clínica Dental Alcázar'])).toBe('Clínica Alcázar');
    expect(fullerTitleForm('Clinica Alcazar', 'Clínica Dental Alcázar')).toBe('Clínica Dental Alcázar');
  });
});

describe('a town closing a name (#33)', () => {
  it('is where, not who, when the page is in that town', () => {
    expect(
      cleanTitle('Cerrajería Bululo Barranquilla | llaves, cerraduras y más', 'www.cerrajeriabululo.co', ['Barranquilla']),
    ).toBe('Cerrajería Bululo');
    expect(withoutClosingTown('Peluquería Marta Getafe', ['Getafe'], 'example.es')).toBe('Peluquería Marta');
  });

  it('stays when the domain carries it, when only the trade would be left, or without a place of the page', () => {
    expect(withoutClosingTown('Academia Oxford House Burgos', ['Burgos'], 'www.oxfordhouseburgos.es')).toBe(
      'Academia Oxford House Burgos',
    );
    expect(withoutClosingTown('Cristalería Las Rozas', ['Las Rozas'], 'cristalerialasrozas.es')).toBe('Cristalería Las Rozas');
    expect(withoutClosingTown('Fisioterapia El Vendrell', ['El Vendrell'], 'example.es')).toBe('Fisioterapia El Vendrell');
    expect(withoutClosingTown('Cerrajería Bululo Barranquilla', [], 'example.co')).toBe('Cerrajería Bululo Barranquilla');
  });
});

describe('a trade word and a brand, both in the domain (#33)', () => {
  it('names the business by the brand, not the bare trade', () => {
    expect(cleanTitle('Carpinteria | SOLO', 'carpinteriasolo.com.mx')).toBe('SOLO');
    expect(cleanTitle('Panadería - Lucero', 'panaderialucero.es')).toBe('Lucero');
    // A trade with a brand in one segment is still the name.
    expect(cleanTitle('Panadería Lucero | Inicio', 'panaderialucero.es')).toBe('Panadería Lucero');
  });
});
