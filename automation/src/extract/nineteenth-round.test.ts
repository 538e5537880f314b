// Issue #33, nineteenth round (2026-11-30): the misses of twelve unseen pages, fixed with general rules. «Seguros» after a
// plural noun and before another quality («trasteros seguros y económicos») is safe, not insurance; skips for rubble are a
// building trade's and folding tents and gazebos a shop's goods; a family business and when it was founded is no
// description; after a call to learn or to come, services named as nouns in a list are said; a line that opens in lower
// case is a banner's fragment, not the paragraph; a town and its country is never the name; a title that is a service and
// where gives way to the name the business gives itself («En 'X' nos dedicamos…»), and what it says there is said; a meta
// description of keywords between bars gives way to an Open Graph description written as sentences; communes of Santiago
// are Chile's. All examples below are made up.
import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract.js';
import { cleanTitle, selfIntroducedName } from './name.js';
import { detectSector, normalize } from './sectors.js';
import { descriptiveSentence, isDescriptive } from './sentences.js';
import { sectorInputOf } from './understand.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

function sectorOf(title: string, description: string): string | null {
  const found = facts(`<title>${title}</title><meta name="description" content="${description}">`);
  return detectSector(sectorInputOf(found, 'someone.github.io'))?.slug ?? null;
}

describe('«seguros» as a quality is not insurance (#33, nineteenth round)', () => {
  it('reads «seguros» after a plural noun and before another quality as safe', () => {
    expect(normalize('Guardamuebles seguros y baratos en Getafe')).not.toContain(' seguros ');
    expect(normalize('Pagos seguros y rápidos')).not.toContain(' seguros ');
    expect(sectorOf('Boxes Alcorcón | Alquiler de boxes', 'Alquiler de boxes seguros y limpios en Alcorcón.')).toBeNull();
  });

  it('keeps insurance where the words say so', () => {
    for (const text of [
      'Corredora de seguros en Lugo',
      'Vendemos seguros y fianzas',
      'Los mejores seguros y planes de pensiones',
      'Tus seguros y tus ahorros',
      'Seguros de hogar y de vida',
    ])
      expect(normalize(text), text).toContain(' seguros ');
    expect(sectorOf('Seguros Miño', 'Corredores de seguros de hogar, vida y coche en Lugo.')).toBe('seguros');
  });
});

describe('skips and tents find their nearest page (#33, nineteenth round)', () => {
  it('files skip hire for rubble under building works', () => {
    expect(sectorOf('Volquetes Ramos', 'Alquiler de volquetes para escombros y restos de poda en Quilmes.')).toBe('construccion');
    expect(sectorOf('Recogidas Toledo', 'Contenedores de escombros para obras y reformas en Talavera.')).toBe('construccion');
  });

  it('files a maker and seller of folding tents and gazebos as a shop', () => {
    expect(sectorOf('Toldería Sur', 'Fabricamos carpas plegables y gazebos para ferias y eventos.')).toBe('comercio-minorista');
  });
});

describe('what is said of a business that tells its age, a call to learn and a banner (#33, nineteenth round)', () => {
  it('takes a family business and when it was founded for no description', () => {
    for (const line of [
      'Somos una empresa familiar fundada hace más de 20 años por dos hermanos.',
      'Empresa familiar fundada en 1987.',
      'Un negocio familiar desde 1995.',
    ])
      expect(isDescriptive(line), line).toBe(false);
    expect(isDescriptive('Somos una empresa familiar que fabrica muebles de pino a medida desde 1987.')).toBe(true);
  });

  it('reads the paragraph that says what a family business does', () => {
    const found = facts(
      '<title>Colchones Ebro</title><meta name="description" content="Somos una empresa familiar fundada hace más de 30 años por padre e hijos.">',
      '<p>Nos dedicamos a la fabricación y venta de colchones, somieres y almohadas a medida en Zaragoza.</p>',
    );
    expect(found.description).toBe(
      'Nos dedicamos a la fabricación y venta de colchones, somieres y almohadas a medida en Zaragoza.',
    );
  });

  it('says the services named as nouns after a call to learn or to come', () => {
    expect(
      descriptiveSentence(
        'Aprende a bucear en la bahía más bonita del norte. Cursos de buceo, alquiler de equipo y salidas en barco en Cabo Blanco.',
      ),
    ).toBe('Cursos de buceo, alquiler de equipo y salidas en barco en Cabo Blanco.');
    expect(descriptiveSentence('Ven a conocernos. Horarios de lunes a viernes.')).toBeNull();
  });

  it('passes over a banner’s fragment in lower case for the paragraph that opens as a sentence', () => {
    const found = facts(
      '<title>Lonas Ferrer</title>',
      '<header><p>calidad y buen precio en todas nuestras lonas y toldos.</p></header><main><p>Fabricamos lonas, toldos y cubiertas para camiones y naves en Castellón desde 1978.</p></main>',
    );
    expect(found.description).toBe('Fabricamos lonas, toldos y cubiertas para camiones y naves en Castellón desde 1978.');
  });
});

describe('names: a town and its country, and a title that is a service (#33, nineteenth round)', () => {
  it('never takes a town and its country for the name', () => {
    expect(cleanTitle('Ola Verde Surf Camp - Máncora, Perú', 'someone.github.io')).toBe('Ola Verde Surf Camp');
    expect(cleanTitle('Tigre, Argentina | Lanchas Delta Sur', 'someone.github.io')).toBe('Lanchas Delta Sur');
    expect(cleanTitle('Montañita, Ecuador', 'someone.github.io')).toBeNull();
  });

  it('reads the name the business gives itself where it says what it does', () => {
    expect(selfIntroducedName(["En 'Los Hermanos de Lanús' nos dedicamos al retiro de escombros."])).toBe(
      'Los Hermanos de Lanús',
    );
    expect(selfIntroducedName(['En Talleres Ruiz ofrecemos chapa y pintura.'])).toBe('Talleres Ruiz');
    expect(selfIntroducedName(['En verano ofrecemos horario de mañana.'])).toBeNull();
  });

  it('prefers that name, and what it says there, to a title that is a service and where', () => {
    const found = facts(
      '<title>Alquiler de Contenedores Villa Luro</title>',
      "<h2>LOS HERMANOS DE LURO</h2><p>En 'Los Hermanos de Luro' nos dedicamos al alquiler de contenedores para obras. Retiramos escombros, tierra y podas.</p>",
    );
    expect(found.name).toBe('Los Hermanos de Luro');
    expect(found.description).toBe("En 'Los Hermanos de Luro' nos dedicamos al alquiler de contenedores para obras.");
  });

  it('keeps a title that is a service when nothing on the page gives another name', () => {
    const found = facts(
      '<title>Alquiler de Contenedores Villa Luro</title>',
      '<p>Retiramos escombros, tierra y podas en toda la ciudad.</p>',
    );
    expect(found.name).toBe('Alquiler de Contenedores Villa Luro');
  });
});

describe('a keyword meta description and a commune of Santiago (#33, nineteenth round)', () => {
  it('gives a meta description of keywords between bars up for the Open Graph sentences', () => {
    const found = facts(
      '<title>Bufete Lorca</title><meta name="description" content="Abogado Laboral Murcia | Despidos | Reclamación de Salarios | Bufete Lorca"><meta property="og:description" content="Abogados laboralistas en Murcia y Cartagena. Despidos, salarios e incapacidades.">',
    );
    expect(found.description).toBe('Abogados laboralistas en Murcia y Cartagena.');
  });

  it('keeps a meta description with bars when there is no Open Graph sentence to say instead', () => {
    const found = facts(
      '<title>Bufete Lorca</title><meta name="description" content="Abogado Laboral Murcia | Despidos | Reclamación de Salarios | Bufete Lorca">',
    );
    expect(found.description).not.toBeNull();
  });

  it('hears Chile in a commune of Santiago', () => {
    const found = facts(
      '<title>Uñas Cami</title><meta name="description" content="Manicura y pedicura a domicilio en Puente Alto y La Florida.">',
    );
    expect(found.country.code).toBe('CL');
    const maipu = facts('<title>Cejas Vale</title><meta name="description" content="Diseño de cejas en Maipú, Santiago.">');
    expect(maipu.country.code).toBe('CL');
  });
});
