// Issue #33, twelfth round (2026-11-29): what twenty unseen pages found the trade vocabulary and the name and
// description rules missing, each written as a general rule: radiator shops and a car's air conditioning are a car
// workshop's, the «lavaseco» is a dry cleaner, an «electromecánica» that names no vehicle services machinery; a
// placeholder title gives way to the Open Graph title, «24hs» qualifies a trade, a segment the domain spells is the
// brand, a trade and its town give way to the logo; unaccented imperatives and «Para conocer… haga click» are calls to
// action, a business's age alone gives way to the sentence that names its trade, and a cut never leaves a parenthesis
// open.
import { describe, expect, it } from 'vitest';
import { fitDescription } from '../demo/fit-description.js';
import { extractSiteFacts } from './extract.js';
import { descriptiveSentence } from './sentences.js';
import { understandSite } from './understand.js';

function understood(head: string, body = '', url = 'https://someone.github.io/site/') {
  const facts = extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
  return understandSite(facts, new URL(url).hostname);
}

const sectorOf = (head: string, body = '', url?: string) => understood(head, body, url).sector?.slug ?? null;
const nameOf = (head: string, body = '', url?: string) => understood(head, body, url).companyName;

describe('trades the vocabulary lacked (#33, twelfth round)', () => {
  it.each([
    ['Radiadores Pérez', 'automotriz'],
    ['RADIADORES DEL NORTE', 'automotriz'],
    ['Reparación de radiadores Gómez', 'automotriz'],
    ['Lavaseco La Esperanza', 'comercio-minorista'],
    ['Lavasecos Express', 'comercio-minorista'],
  ])('files «%s» under %s', (title, slug) => {
    expect(sectorOf(`<title>${title}</title>`)).toBe(slug);
  });

  it('files a car’s air conditioning and heating under cars, not under climate control', () => {
    const meta = (text: string) => `<title>Taller Campos</title><meta name="description" content="${text}">`;
    expect(sectorOf(meta('Reparación de radiadores, carga de aire acondicionado automotor y calefacción en Córdoba.'))).toBe(
      'automotriz',
    );
    expect(sectorOf(meta('Limpieza y reparación de radiadores de automoción en Bilbao.'))).toBe('automotriz');
    // A home's air conditioning stays climate control.
    expect(sectorOf('<title>Clima Sur | Aire acondicionado y calefacción</title>')).toBe('climatizacion-hvac');
  });

  it('files a radiator shop by its name even when its text speaks of air conditioning and heating', () => {
    expect(
      sectorOf(
        '<title>Radiadores Campos</title><meta name="description" content="Especialistas en radiadores, carga de aire acondicionado y calefacción.">',
      ),
    ).toBe('automotriz');
  });

  it('files an «electromecánica» under cars only when it names a vehicle', () => {
    const page = (text: string) => `<title>Electromecánica Solís</title><meta name="description" content="${text}">`;
    expect(sectorOf(page('Servicios electromecánicos de calidad: taller, asesorías y capacitaciones.'))).toBeNull();
    expect(sectorOf(page('Electromecánica del automotor: arranques, alternadores e inyección para tu auto.'))).toBe('automotriz');
    expect(sectorOf(page('Reparamos la electricidad y la mecánica de tu vehículo.'))).toBe('automotriz');
  });
});

describe('names (#33, twelfth round)', () => {
  it('takes the Open Graph title when the title is a placeholder', () => {
    for (const title of ['Cargando...', 'Loading...', 'React App'])
      expect(nameOf(`<title>${title}</title><meta property="og:title" content="Picantería Los Álamos">`)).toBe(
        'Picantería Los Álamos',
      );
    // A title that names the business keeps it.
    expect(nameOf('<title>Casa Rosa</title><meta property="og:title" content="Restaurante Casa Rosa - Menú">')).toBe('Casa Rosa');
  });

  it('reads «24hs» as a qualifier of the trade, so the other segment names the business', () => {
    expect(nameOf('<title>Destapaciones 24hs - Don Tito</title>')).toBe('Don Tito');
    expect(nameOf('<title>Cerrajería 24hrs | Llaves Ruiz</title>')).toBe('Llaves Ruiz');
  });

  it('keeps the segment the domain spells whole, however much of it is trade words', () => {
    expect(
      nameOf(
        '<title>Tu Electricista Urgente - Servicios de Electricidad, Instalador Matriculado - Zona Norte</title>',
        '',
        'https://www.tuelectricistaurgente.com.ar/',
      ),
    ).toBe('Tu Electricista Urgente');
    // On another domain that segment is a trade and its qualifiers, and names no one.
    expect(
      nameOf('<title>Electricista Urgente - Instalaciones Ramírez</title>', '', 'https://www.ramirez-instalaciones.com/'),
    ).toBe('Instalaciones Ramírez');
  });

  it('gives a title that is only a trade and its town way to a logo that names the business', () => {
    const body = '<header><img src="logo.png" alt="Aguaclara"></header><p>Atendemos en Arequipa y alrededores.</p>';
    expect(nameOf('<title>Desatoro Arequipa</title>', body)).toBe('Aguaclara');
    // With no logo, or a logo that is the trade again, the title stays.
    expect(nameOf('<title>Desatoro Arequipa</title>', '<p>Atendemos en Arequipa.</p>')).toBe('Desatoro Arequipa');
    expect(nameOf('<title>Desatoro Arequipa</title>', '<img src="l.png" alt="Gasfitería"><p>En Arequipa.</p>')).toBe(
      'Desatoro Arequipa',
    );
  });
});

describe('descriptions (#33, twelfth round)', () => {
  it('reads unaccented reflexive imperatives and «Para conocer… haga click» as calls to action', () => {
    expect(descriptiveSentence('Asegurate de mantener tu ropa limpia en nuestra lavandería de Maipú.')).toBeNull();
    expect(descriptiveSentence('Acércate a conocer nuestra nueva tienda de repuestos.')).toBeNull();
    expect(descriptiveSentence('Para conocer mas de nuestros servicios haga click en explorar.')).toBeNull();
    // A sentence that opens with «Para» and says what the business does stays.
    expect(descriptiveSentence('Para el cuidado de tu ropa, somos una lavandería con veinte años en Maipú.')).not.toBeNull();
  });

  it('gives a business’s age alone way to the sentence after it that names its trade', () => {
    expect(descriptiveSentence('Empresa familiar con más de 45 años. Reparación y fabricación de radiadores y baterías.')).toBe(
      'Reparación y fabricación de radiadores y baterías.',
    );
    expect(descriptiveSentence('Más de 20 años de experiencia. Somos una cerrajería de barrio en Lanús.')).toBe(
      'Somos una cerrajería de barrio en Lanús.',
    );
    // With nothing after it, or nothing that names a trade, the age is not swapped for an advert.
    expect(descriptiveSentence('Empresa familiar con más de 45 años. Llámanos hoy.')).not.toBe('Llámanos hoy.');
  });

  it('never leaves a parenthesis open when it shortens a description', () => {
    const said = fitDescription(
      'Brindamos servicios especializados de plomería, destapaciones y gas en Zona Sur (Avellaneda, Gerli, Dominico, Wilde, Lanús, Quilmes, Bernal y Temperley)',
      4.5,
    );
    expect(said).not.toBeNull();
    expect((said?.match(/\(/g) ?? []).length).toBe((said?.match(/\)/g) ?? []).length);
  });
});
