// Issue #33, twenty-second round (2026-11-30): the misses of twelve unseen pages, fixed with general rules. An underscore
// between a name's words is read as a space; «mecánica» and «mecánico» said of industry, with no vehicle named, are no
// car workshop; radio systems, wireless links and electronic security integrated for firms are technology; a clinic that
// keeps a pharmacy is a clinic; and a description opening with the name and its town before a colon gives what follows.
// All examples below are made up.
import { describe, expect, it } from 'vitest';
import { usableDescription } from './description.js';
import { extractSiteFacts } from './extract.js';
import { usableName } from './name.js';
import { detectSector } from './sectors.js';
import { sectorInputOf } from './understand.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

function sectorOf(title: string, description: string, body = ''): string | null {
  const found = facts(`<title>${title}</title><meta name="description" content="${description}">`, body);
  return detectSector(sectorInputOf(found, 'someone.github.io'))?.slug ?? null;
}

describe('an underscore between a name’s words is a space (#33, twenty-second round)', () => {
  it('reads the words apart', () => {
    expect(usableName('Optica_Miramar')).toBe('Optica Miramar');
    expect(usableName('Taller__Los_Pinos')).toBe('Taller Los Pinos');
    expect(usableName('Estudio 3D_Norte')).toBe('Estudio 3D Norte');
  });

  it('names the business from a title written as an identifier', () => {
    expect(facts('<title>Optica_Miramar</title>', '<h1>Tu vista, nuestro cuidado</h1>').name).toBe('Optica Miramar');
  });

  it('leaves names without underscores as they are', () => {
    expect(usableName('Panadería La Espiga')).toBe('Panadería La Espiga');
  });
});

describe('mechanics said of industry is no car workshop (#33, twenty-second round)', () => {
  it('files industrial welding and upkeep by its other trade words', () => {
    expect(
      sectorOf(
        'Soldaduras Ortiz | Mantenimiento industrial en Monterrey',
        'Soldadura industrial, mantenimiento mecánico y eléctrico, tuberías y estructuras metálicas para plantas.',
      ),
    ).toBe('construccion');
  });

  it('files industrial floors of «resistencia química y mecánica» as building works', () => {
    expect(
      sectorOf(
        'Recubrimientos Valle | Pisos industriales',
        'Pisos epóxicos y cancelería de aluminio con resistencia química y mecánica para plantas industriales.',
      ),
    ).toBe('construccion');
  });

  it('keeps a car workshop, and mechanics of named vehicles, automotive', () => {
    expect(sectorOf('Taller Hermanos Ruiz | Mecánica general', 'Reparación mecánica de autos y camionetas en Tlaquepaque.')).toBe(
      'automotriz',
    );
    expect(
      sectorOf(
        'Servicios Tamez | Mantenimiento industrial',
        'Mantenimiento mecánico de camiones y montacargas para la industria.',
      ),
    ).toBe('automotriz');
  });

  it('needs industry said: «mecánica» alone stays a workshop’s word', () => {
    expect(sectorOf('Recubrimientos Valle', 'Pisos con resistencia química y mecánica para bodegas.')).toBe('automotriz');
  });
});

describe('radio systems and electronic security for firms are technology (#33, twenty-second round)', () => {
  it('files radio, wireless links and access control under technology', () => {
    expect(
      sectorOf(
        'Radiocom Sur | Radiocomunicación y enlaces inalámbricos',
        'Integramos radiocomunicación, control de acceso y redes inalámbricas para empresas en Mendoza.',
      ),
    ).toBe('tecnologia');
  });

  it('leaves a home’s alarms and cameras with the locksmiths, as before', () => {
    expect(
      sectorOf(
        'Protección Alfa | Alarmas y cámaras',
        'Instalamos alarmas y cámaras de seguridad en casas y comercios de Rosario.',
      ),
    ).toBe('cerrajeros');
  });
});

describe('a clinic that keeps a pharmacy is a clinic (#33, twenty-second round)', () => {
  it('files the clinic under health', () => {
    expect(
      sectorOf(
        'Clínica San Roque',
        'Especialidades médicas, laboratorio y farmacia en Chiclayo.',
        '<nav><a>Farmacia</a><a>Laboratorio</a></nav><h2>Farmacia</h2><p>Encuentra todo tipo de medicamentos.</p><h2>Especialidades</h2>',
      ),
    ).toBe('salud');
  });

  it('leaves a pharmacy a shop', () => {
    expect(sectorOf('Farmacia del Puerto', 'Medicamentos, perfumería y cuidado personal en Valparaíso.')).toBe(
      'comercio-minorista',
    );
  });
});

describe('the name and its town before a colon are a heading (#33, twenty-second round)', () => {
  it('says what follows the colon', () => {
    expect(
      usableDescription('Reformas Trébol en Los Mochis: remodelación de cocinas, baños y fachadas.', 'Reformas Trébol'),
    ).toBe('Remodelación de cocinas, baños y fachadas.');
    expect(
      usableDescription('Vidrios Norte en San Pedro, Coahuila: cancelería, espejos y vidrio templado.', 'Vidrios Norte'),
    ).toBe('Cancelería, espejos y vidrio templado.');
  });

  it('keeps a description whose lead before the colon is not the name', () => {
    expect(
      usableDescription('Reformas integrales en Los Mochis: cocinas, baños y fachadas con garantía.', 'Reformas Trébol'),
    ).not.toMatch(/^Cocinas/);
  });
});
