// Issue #33, twentieth round (2026-11-30): the misses of twelve unseen pages, fixed with general rules. «Con ingeniería»
// is how a thing is made, not an engineering firm; a fire-safety firm whose name says its trade is filed nowhere, whatever
// fumigation it lists; a martial-arts academy is a gym's kind, not a school; a legal name as the subject of a description
// is said without its legal form; «Somos <nombre> nos dedicamos a…», run on without a comma, is said from its verb; and a
// cut between two qualities that share the complement after the second, or before the «que» of a noun said again, is
// refused. All examples below are made up.
import { describe, expect, it } from 'vitest';
import { fitDescription } from '../demo/fit-description.js';
import { usableDescription, withoutLegalFormOfSubject, withoutWeAreName } from './description.js';
import { extractSiteFacts } from './extract.js';
import { detectSector, normalize } from './sectors.js';
import { sectorInputOf } from './understand.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

function sectorOf(title: string, description: string, body = ''): string | null {
  const found = facts(`<title>${title}</title><meta name="description" content="${description}">`, body);
  return detectSector(sectorInputOf(found, 'someone.github.io'))?.slug ?? null;
}

describe('«con ingeniería» is praise, not an engineering firm (#33, twentieth round)', () => {
  it('reads engineering as the way a thing is made', () => {
    expect(normalize('Toldos con ingeniería, no con improvisación')).not.toContain(' ingenieria ');
    expect(normalize('Cerramientos hechos con mucha ingeniería')).not.toContain(' ingenieria ');
    expect(
      sectorOf(
        'Sombras del Golfo | Toldos, Pérgolas y Estructuras Metálicas · Veracruz',
        'Fabricación e instalación de toldos, pérgolas y estructuras metálicas en Veracruz.',
        '<h1>Sombra con ingeniería, no con improvisación.</h1>',
      ),
    ).toBe('construccion');
  });

  it('keeps engineering firms where the words say so', () => {
    expect(normalize('Empresa de ingeniería y consultoría')).toContain(' ingenieria ');
    expect(normalize('Ingeniería civil en Bilbao')).toContain(' ingenieria ');
    expect(
      sectorOf(
        'Estudio Marín | Ingeniería de estructuras',
        'Estudio de ingeniería: cálculo de estructuras y proyectos en Soria.',
      ),
    ).toBe('servicios-profesionales');
  });
});

describe('a fire-safety firm named for its trade is filed nowhere (#33, twentieth round)', () => {
  it('does not take pest control from a fumigation among its services', () => {
    expect(
      sectorOf(
        'Extintores Norte S.A.C. | Seguridad contra incendios en Piura',
        'Venta y recarga de extintores, fumigación, desinfección y desratización en Piura.',
        '<h2>Fumigación</h2><p>Control de plagas para hogares y empresas.</p>',
      ),
    ).toBeNull();
  });

  it('keeps pest control when the name or the title says it', () => {
    expect(
      sectorOf(
        'Fumigaciones Lima | Control de plagas y extintores',
        'Fumigación, desratización y recarga de extintores en Lima.',
      ),
    ).toBe('control-plagas');
  });
});

describe('a martial-arts academy is a gym’s kind, not a school (#33, twentieth round)', () => {
  it('files a taekwondo or karate academy nowhere', () => {
    expect(
      sectorOf(
        'Dojo Kaizen | Academia de Artes Marciales',
        'Academia de karate para niños y adultos. Clases de karate y defensa personal en Zaragoza.',
      ),
    ).toBeNull();
    expect(sectorOf('Taekwondo Centella | Academia', 'Clases de taekwondo para niños, jóvenes y adultos en Mérida.')).toBeNull();
  });

  it('keeps schools and academies of other things', () => {
    expect(
      sectorOf('Academia Cervantes | Clases de inglés', 'Academia de idiomas: clases de inglés y francés en Valladolid.'),
    ).toBe('educacion');
  });
});

describe('a legal name as the subject is said without its legal form (#33, twentieth round)', () => {
  it('drops the legal form between the name and its verb', () => {
    expect(withoutLegalFormOfSubject('Extintores Piura E.I.R.L. ofrece venta y recarga de extintores.')).toBe(
      'Extintores Piura ofrece venta y recarga de extintores.',
    );
    expect(withoutLegalFormOfSubject('Talleres Roca y Hermanos S.L. repara coches de todas las marcas.')).toBe(
      'Talleres Roca y Hermanos repara coches de todas las marcas.',
    );
    expect(withoutLegalFormOfSubject('Maderas del Sur S.A.C. fabrica muebles a medida en Arequipa.')).toBe(
      'Maderas del Sur fabrica muebles a medida en Arequipa.',
    );
  });

  it('leaves sentences without a legal name as they are', () => {
    for (const text of [
      'Somos una empresa de reformas en Toledo.',
      'Reparamos calderas y calentadores en Lugo.',
      'Seguros Lanza ofrece pólizas de hogar.',
    ])
      expect(withoutLegalFormOfSubject(text)).toBe(text);
  });

  it('never says the legal form in the description', () => {
    const said = usableDescription('Extintores Piura E.I.R.L. ofrece venta y recarga de extintores en Piura, Perú.');
    expect(said).not.toMatch(/E\.I\.R\.L/);
    expect(said).toMatch(/venta y recarga de extintores/);
  });
});

describe('«Somos <nombre> nos dedicamos a…» is said from its verb (#33, twentieth round)', () => {
  it('drops «Somos» and the name run on into the clause', () => {
    expect(withoutWeAreName('Somos Ortopedia Lanas nos dedicamos a fabricar plantillas a medida.')).toBe(
      'Nos dedicamos a fabricar plantillas a medida.',
    );
    expect(withoutWeAreName('Somos Carpintería Vidal fabricamos puertas y armarios.')).toBe('Fabricamos puertas y armarios.');
  });

  it('leaves «somos» with what the business is', () => {
    for (const text of [
      'Somos una clínica dental en Soria.',
      'Somos especialistas en reformas integrales.',
      'Somos Ortopedia Lanas, una tienda de ortopedia en Burgos.',
    ])
      expect(withoutWeAreName(text)).toBe(text);
  });
});

describe('two qualities sharing a complement are not cut apart (#33, twentieth round)', () => {
  it('refuses «soluciones personalizadas | y de vanguardia en …»', () => {
    const text = 'Ofrecemos soluciones personalizadas y de vanguardia en prótesis y ortesis para toda la familia';
    for (let seconds = 2.5; seconds <= 8; seconds += 0.5) {
      const said = fitDescription(text, seconds);
      if (said) expect(said, String(seconds)).not.toMatch(/personalizadas\.$/);
    }
  });

  it('says both qualities and their complement when they fit', () => {
    const text = 'Ofrecemos soluciones personalizadas y de vanguardia en prótesis y ortesis para toda la familia';
    expect(fitDescription(text, 20)).toBe(`${text}.`);
  });
});

describe('a noun said again keeps the clause that tells it apart (#33, twentieth round)', () => {
  it('does not cut before the «que» of a repeated noun', () => {
    const text = 'Plantillas hechas a mano, fundas decorativas y plantillas que se adaptan a cualquier calzado deportivo';
    for (let seconds = 2.5; seconds <= 6; seconds += 0.5) {
      const said = fitDescription(text, seconds);
      if (said) expect(said, String(seconds)).not.toMatch(/y plantillas\.$/);
    }
  });

  it('still cuts before a «que» after a noun said once', () => {
    const text = 'Reparamos persianas y toldos que se atascan o no suben, en Getafe y en toda la zona sur de Madrid';
    expect(fitDescription(text, 2.5)).toBe('Reparamos persianas y toldos.');
  });
});
