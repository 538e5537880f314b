// Issue #33, fifteenth round (2026-11-29): the two bad scripts of nineteen unseen pages, fixed with general rules. A
// heading of a page's section («Qué dicen nuestros clientes», «Nuestros servicios», «Contáctanos», a question without
// its marks) is never the business's description; a description in which the website speaks of itself as a piece of
// work («Landing page para…», «Plantilla…», «Demo de…», «Página web para…», a student's «Proyecto final…») is never
// said, and the next candidate is. «Chicharronería» and «carnitas» are restaurants' words, «destape» plumbing's; Punta
// Cana is a place of the Dominican Republic and Piura of Peru. All examples below are made up.
import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract.js';
import { usableDescription } from './description.js';
import { mentionsATrade } from './sectors.js';
import { isDescriptive } from './sentences.js';
import { understandSite } from './understand.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

describe('a section heading is never the description (#33, fifteenth round)', () => {
  it('rejects the headings of a page’s sections, even when they speak in the first person', () => {
    for (const heading of [
      'Qué dicen nuestros clientes',
      'Qué dicen nuestros clientes.',
      'QUÉ DICEN NUESTROS PACIENTES',
      'Lo que dicen nuestros clientes de nosotros',
      'Por qué elegir nuestra panadería',
      'Cómo trabajamos en nuestro taller',
      'Dónde encontrarnos en el centro',
      'Quiénes somos y qué hacemos',
      'Testimonios de nuestros alumnos',
      'Opiniones de nuestros clientes',
      'Conoce a nuestro equipo',
      'Nuestros servicios',
      'Nuestras especialidades.',
      'Contáctanos',
      'Síguenos en redes sociales',
    ]) {
      expect(isDescriptive(heading), heading).toBe(false);
      expect(usableDescription(heading), heading).toBeNull();
    }
  });

  it('still says a sentence that opens like one but describes the business', () => {
    expect(usableDescription('Nuestros servicios de fontanería cubren toda la comarca de Lleida.')).toBe(
      'Nuestros servicios de fontanería cubren toda la comarca de Lleida.',
    );
    expect(usableDescription('Como nutricionista, ofrezco planes de alimentación a la medida de cada paciente.')).toBe(
      'Como nutricionista, ofrezco planes de alimentación a la medida de cada paciente.',
    );
    expect(usableDescription('Somos una panadería artesanal que hornea cada mañana con masa madre.')).toBe(
      'Somos una panadería artesanal que hornea cada mañana con masa madre.',
    );
  });

  it('gives a page whose only first-person line is a heading no description rather than the heading', () => {
    const site = facts(
      '<title>Empanadas Doña Marta</title>',
      '<h1>Empanadas Doña Marta</h1><p>La receta de la empanada llegó con los abuelos hace muchos años.</p>' +
        '<h4>Productos</h4><h4>Qué dicen nuestros clientes</h4>',
    );
    expect(site.description).toBeNull();
  });
});

describe('a description of the website itself is never said (#33, fifteenth round)', () => {
  it('rejects a developer’s or a student’s words about the page', () => {
    for (const text of [
      'Landing page para consultorio de odontología con enfoque familiar y atención de calidad.',
      'Una landing page moderna para un estudio de arquitectura en Rosario.',
      'Plantilla responsive para restaurantes y cafeterías, hecha con Bootstrap.',
      'Template de una peluquería canina con galería y formulario de contacto.',
      'Demo de sitio para una ferretería de barrio con catálogo de productos.',
      'Página web para la Carpintería Hermanos Ruiz, con catálogo y contacto.',
      'Sitio web desarrollado por Estudio Pixel para una veterinaria de Salta.',
      'Proyecto final del curso de desarrollo web: página de una pizzería.',
      'Proyecto para el bootcamp de programación, una tienda de ropa ficticia.',
      'Práctica de HTML y CSS: sitio de una panadería de ejemplo.',
    ])
      expect(usableDescription(text), text).toBeNull();
  });

  it('keeps the descriptions that only look alike: a studio’s practice, a builder’s projects, a page’s lead', () => {
    expect(usableDescription('Práctica de yoga y meditación en pequeños grupos, en el centro de Lugo.')).toBe(
      'Práctica de yoga y meditación en pequeños grupos, en el centro de Lugo.',
    );
    expect(usableDescription('Proyectos de arquitectura e interiorismo para viviendas y locales comerciales.')).toBe(
      'Proyectos de arquitectura e interiorismo para viviendas y locales comerciales.',
    );
    expect(usableDescription('Demoliciones y movimientos de tierra para obras en toda la provincia.')).toBe(
      'Demoliciones y movimientos de tierra para obras en toda la provincia.',
    );
    // The fourteenth round's rule is unchanged: «Sitio web de» before a trade is the page's lead.
    expect(usableDescription('Sitio Web de Limpieza de alfombras en Salta / Jujuy')).toBe(
      'Limpieza de alfombras en Salta y Jujuy.',
    );
  });

  it('gives way to the next candidate: the page’s own line about the business', () => {
    const site = facts(
      '<title>Dra. Ana Pérez | Dermatóloga</title>' +
        '<meta name="description" content="Landing page para consultorio de dermatología con atención cercana y profesional.">',
      '<p class="eyebrow">Especialista en dermatología clínica y estética</p><h1>Cuidamos tu piel</h1>',
    );
    expect(site.description).toBe('Especialista en dermatología clínica y estética.');
    expect(site.descriptionSource).toBe('paragraph');
  });

  it('or to none, when no other candidate says what the business does', () => {
    const site = facts(
      '<title>Ferretería El Clavo</title>' +
        '<meta name="description" content="Plantilla de sitio para ferreterías, hecha como práctica de maquetación.">',
      '<h1>Ferretería El Clavo</h1>',
    );
    expect(site.description).toBeNull();
  });
});

describe('the round’s trade words and places (#33, fifteenth round)', () => {
  const sectorOf = (title: string, body = '') =>
    understandSite(facts(`<title>${title}</title>`, body), 'someone.github.io').sector?.slug ?? null;

  it('files a «chicharronería» and a «carnitas» eatery as restaurants, and «destapes» as plumbing', () => {
    expect(sectorOf('Chicharronería Don Lucho')).toBe('restaurantes');
    expect(sectorOf('Carnitas Los Compadres')).toBe('restaurantes');
    expect(sectorOf('Sanguchería La Esquina')).toBe('restaurantes');
    expect(sectorOf('Destapes Express | Destape de cañerías y alcantarillado')).toBe('fontaneria');
    expect(mentionsATrade('Destape de cañerías')).toBe(true);
  });

  it('knows Punta Cana as the Dominican Republic’s and Piura as Peru’s', () => {
    expect(facts('<title>Heladería Coco - Punta Cana</title>').country.code).toBe('DO');
    expect(facts('<title>Pollería El Dorado - Piura</title>').country.code).toBe('PE');
  });
});
