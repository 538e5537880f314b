// Issue #33, eleventh round (2026-11-29): the trade vocabulary (`trade-vocabulary.ts`), a sample of its trades per
// sector with their plural and unaccented forms and the business-name forms, the precedence it keeps (the business's own
// trade over a client's, title over body, a page's own rows over the vocabulary), and the round's other general rules: a
// car's «estética vehicular» is not a beauty salon's, and «Centro especializado en…» is the business speaking of itself.
import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract.js';
import { aboutTheBusiness } from './description.js';
import { sectorSignatures } from './sectors.js';
import { TRADE_VOCABULARY } from './trade-vocabulary.js';
import { understandSite } from './understand.js';

function understood(head: string, body = '', url = 'https://someone.github.io/site/') {
  const facts = extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
  return understandSite(facts, new URL(url).hostname);
}

const sectorOf = (head: string, body = '', url?: string) => understood(head, body, url).sector?.slug ?? null;
const titled = (title: string) => sectorOf(`<title>${title}</title>`);

describe('the trade vocabulary (#33, eleventh round)', () => {
  it('names each trade once, in one sector, written as the table reads it', () => {
    const seen = new Map<string, string>();
    for (const row of sectorSignatures)
      for (const word of [...row.keywords, ...(row.nearest ?? [])]) {
        expect(seen.get(word) ?? row.slug, `«${word}»`).toBe(row.slug);
        seen.set(word, row.slug);
      }
    for (const group of TRADE_VOCABULARY)
      for (const word of [...group.exact, ...(group.nearest ?? [])]) {
        expect(word, `«${word}»`).toMatch(/^[a-z0-9ñ]+(?: [a-z0-9ñ]+)* ?$/);
        expect(seen.get(word), `«${word}» is read`).toBe(group.slug);
      }
    expect(TRADE_VOCABULARY.flatMap((group) => [...group.exact, ...(group.nearest ?? [])]).length).toBeGreaterThan(350);
  });

  it.each([
    ['Estética Canina Lola', 'peluqueria-canina'],
    ['Paseador de perros Tomás', 'peluqueria-canina'],
    ['Centro Veterinario San Blas', 'veterinarios'],
    ['Laboratorio Dental Pérez', 'dentistas'],
    ['Consultorio Médico Dra. Ruiz', 'salud'],
    ['Nutricionista Ana Gómez', 'salud'],
    ['Residencia de Mayores El Olivo', 'salud'],
    ['Hogar de Ancianos San José', 'salud'],
    ['Audífonos Claros', 'salud'],
    ['Copia de llaves Express', 'cerrajeros'],
    ['Gasista matriculado Luis', 'fontaneria'],
    ['Destapaciones Rápidas', 'fontaneria'],
    ['Cuadros eléctricos Martín', 'electricistas'],
    ['Bombas de calor Norte', 'climatizacion-hvac'],
    ['Techistas del Sur', 'techado-tejados'],
    ['Fumigador Profesional', 'control-plagas'],
    ['Tala de árboles Hnos. Gil', 'paisajismo'],
    ['Administración de Consorcios Lanús', 'gestion-propiedades'],
    ['Bienes Raíces Monterrey', 'inmobiliaria'],
    ['Asesoría Legal Pardo', 'bufetes-abogados'],
    ['Contadora Pública Laura Díaz', 'contabilidad'],
    ['Corredor de Seguros Ibáñez', 'seguros'],
    ['Casa de Cambio Centro', 'servicios-financieros'],
    ['Pompas Fúnebres La Paz', 'funerarias'],
    ['Salón de uñas Glam', 'peluquerias-salones'],
    ['Cafetería La Esquina', 'restaurantes'],
    ['Taquería El Güero', 'restaurantes'],
    ['Catering Doña Rosa', 'restaurantes'],
    ['Taller de Motos Dany', 'automotriz'],
    ['Lubricentro El Rápido', 'automotriz'],
    ['Vulcanizadora Hernández', 'automotriz'],
    ['Autolavado Brillante', 'automotriz'],
    ['Escuela de Música Armonía', 'educacion'],
    ['Academia de Baile Son', 'educacion'],
    ['Jardín Maternal Pollitos', 'educacion'],
    ['Reparación de Celulares Max', 'reparacion-electronicos'],
    ['Marmolería San Martín', 'construccion'],
    ['Remodelaciones Vega', 'construccion'],
    ['Fletes Económicos Lucho', 'servicios-hogar'],
    ['Vinoteca Alberdi', 'comercio-minorista'],
    ['Dietética La Natural', 'comercio-minorista'],
    ['Verdulería Don Pepe', 'comercio-minorista'],
    ['Pescadería El Puerto', 'comercio-minorista'],
    ['Sastrería Jezreel', 'comercio-minorista'],
    ['Traductora Jurada Elena', 'servicios-profesionales'],
    ['Rotulación Rápida', 'servicios-profesionales'],
    ['Diseño Web Vértice', 'tecnologia'],
  ])('files «%s» under %s', (title, slug) => {
    expect(titled(title)).toBe(slug);
  });

  it('reads plural, unaccented and shouted forms alike', () => {
    expect(titled('Vinotecas del Centro')).toBe('comercio-minorista');
    expect(titled('VERDULERIA LOS ANDES')).toBe('comercio-minorista');
    expect(titled('Marmolerias Unidas')).toBe('construccion');
    expect(titled('Escuela de musica Clave de Sol')).toBe('educacion');
    expect(titled('Gasistas Matriculados')).toBe('fontaneria');
    expect(titled('Hogares de ancianos Santa Ana')).toBe('salud');
  });

  it('reads a trade in the domain, run together', () => {
    expect(sectorOf('<title>Dany</title>', '', 'https://taller-de-motos-dany.github.io/landing/')).toBe('automotriz');
    expect(sectorOf('<title>Inicio</title>', '', 'https://vinotecaalberdi.com.ar/')).toBe('comercio-minorista');
  });

  it('keeps trades with no page of ours out: they still give no sector', () => {
    expect(titled('Gimnasio Fuerza Total')).toBeNull();
    expect(titled('Hostal La Niebla')).toBeNull();
    expect(titled('Estudio de Tatuajes Tinta')).toBeNull();
  });
});

describe('precedence with the vocabulary (#33, eleventh round)', () => {
  it('files a car’s «estética vehicular» under automotive, a face’s «estética» under salons', () => {
    expect(
      sectorOf(
        '<title>Garage | Estética Vehicular Profesional</title><meta name="description" content="Lavado, pulido y protección cerámica para tu vehículo.">',
      ),
    ).toBe('automotriz');
    expect(titled('Estética automotriz Brillo')).toBe('automotriz');
    expect(titled('Centro de Estética Lucía')).toBe('peluquerias-salones');
  });

  it('files a business by its own trade, not by the trades of its clients', () => {
    // A software firm whose clients are restaurants and shops.
    expect(
      sectorOf(
        '<title>Vértice | Diseño web y desarrollo de software</title><meta name="description" content="Páginas web para restaurantes, cafeterías y verdulerías.">',
      ),
    ).toBe('tecnologia');
    // An accountant for pharmacies.
    expect(
      sectorOf(
        '<title>Estudio Contable Ruiz</title><meta name="description" content="Contabilidad para farmacias, kioscos y bazares.">',
      ),
    ).toBe('contabilidad');
  });

  it('takes the title over a word of the body', () => {
    expect(sectorOf('<title>Lubricentro Norte</title>', '<p>También vendemos golosinas y tenemos cafetería.</p>')).toBe(
      'automotriz',
    );
  });

  it('leaves a page’s own rows first: a word already read by a row keeps its sector', () => {
    // «ortopedia» was health before the vocabulary, «pintureria» a shop, «rotiseria» a restaurant.
    expect(titled('Ortopedia San Roque')).toBe('salud');
    expect(titled('Pinturería Sol')).toBe('comercio-minorista');
    expect(titled('Rotisería Don Pepe')).toBe('restaurantes');
  });
});

describe('the business speaking of itself with no subject (#33, eleventh round)', () => {
  it('reads «Centro especializado en…», «Empresa dedicada a…» as the business', () => {
    expect(aboutTheBusiness('Centro especializado en la atención integral del adulto mayor.', 'El Tata')).toBe(true);
    expect(aboutTheBusiness('Empresa dedicada a la instalación de toldos.', 'Toldos Sur')).toBe(true);
    expect(aboutTheBusiness('Taller especializado en motos de alta cilindrada.', 'Dany')).toBe(true);
    // Not a centre or a firm: news of the town.
    expect(aboutTheBusiness('Vecinos preocupados por el tráfico en el centro.', 'El Tata')).toBe(false);
  });

  it('says it as the description of a care home whose page has no other line', () => {
    const facts = extractSiteFacts(
      '<!doctype html><html lang="es"><head><title>Hogar Geriátrico El Tata</title></head><body><h1>"El tata"</h1><p>Centro especializado en la atención integral del adulto mayor, el cual tiene como referentes a la familia.</p></body></html>',
      'https://someone.github.io/eltata/',
    );
    expect(facts.description).toMatch(/^Centro especializado en la atención integral del adulto mayor/);
  });
});
