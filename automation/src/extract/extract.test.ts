import { describe, expect, it } from 'vitest';
import { fixture } from '../testing.js';
import { decodeHtml } from './decode.js';
import { nameFromDomain } from './domain-name.js';
import { extractSiteFacts } from './extract.js';
import { guessLanguage } from './sentences.js';

function facts(name: string, url = 'https://www.example.es/', contentType?: string) {
  const { html } = decodeHtml(fixture(name), contentType);
  return extractSiteFacts(html, url);
}

describe('extraction from saved pages', () => {
  it('prefers og:site_name over a title with taglines, and takes the meta description', () => {
    const result = facts('og-site-name.html.txt', 'https://clinicasonrisa.es/');
    expect(result.name).toBe('Clínica Dental Sonrisa');
    expect(result.nameSource).toBe('og:site_name');
    expect(result.description).toBe(
      'Clínica dental en Madrid especializada en implantes, ortodoncia invisible y estética dental.',
    );
    expect(result.descriptionSource).toBe('meta');
    expect(result.language).toBe('es-es');
  });

  it('reads the Organization out of a JSON-LD @graph and survives an invalid JSON-LD block', () => {
    const result = facts('json-ld.html.txt', 'https://talleres-martinez.example/');
    expect(result.name).toBe('Talleres Martínez Hermanos');
    expect(result.nameSource).toBe('json-ld');
    // One sentence only: the JSON-LD description has two.
    expect(result.description).toBe(
      'Taller mecánico familiar en Sevilla: mecánica, electricidad, neumáticos y pre-ITV para coches de todas las marcas desde 1987.',
    );
    expect(result.descriptionSource).toBe('json-ld');
  });

  it('cleans the title of taglines and falls back to the first real paragraph (skipping nav, cookie banner, footer)', () => {
    const result = facts('title-tagline.html.txt', 'https://www.jardinesolivo.com/');
    expect(result.name).toBe('Jardines Olivo');
    expect(result.nameSource).toBe('title');
    expect(result.descriptionSource).toBe('paragraph');
    expect(result.description).toBe(
      'Somos una empresa familiar dedicada al diseño, la instalación de riego y el mantenimiento de jardines particulares y comunidades de vecinos.',
    );
  });

  it('copes with broken markup: unclosed tags, unquoted attributes, a broken </title and entities', () => {
    const result = facts('broken.html.txt', 'https://laespiga.es/');
    expect(result.name).toBe('Panadería & Pastelería La Espiga');
    expect(result.description).toBe('Panadería artesana en Valladolid: pan de masa madre, bollería y tartas por encargo.');
  });

  it('decodes a Latin-1 page declared in a meta http-equiv', () => {
    const bytes = fixture('latin1.html.txt');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const decoded = decodeHtml(bytes);
    expect(decoded).toMatchObject({ encoding: 'windows-1252', source: 'meta' });
    const result = extractSiteFacts(decoded.html, 'https://peluqueriaangela.es/');
    expect(result.name).toBe('Peluquería Ángela Núñez');
    expect(result.description).toContain('Logroño');
    expect(result.description).not.toContain('\uFFFD');
  });

  it('falls back to windows-1252 when a page claims UTF-8 but is not, and trusts the HTTP charset first', () => {
    const latin1 = Buffer.from('<title>Cafetería Ñandú</title>', 'latin1');
    expect(decodeHtml(latin1, 'text/html; charset=utf-8')).toMatchObject({
      encoding: 'windows-1252',
      html: '<title>Cafetería Ñandú</title>',
    });
    const utf8 = Buffer.from('<meta charset="iso-8859-1"><title>Cafetería</title>', 'utf8');
    expect(decodeHtml(utf8, 'text/html; charset=UTF-8').html).toContain('Cafetería');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<title>Óptica</title>')]);
    expect(decodeHtml(bom)).toMatchObject({ source: 'bom', html: '<title>Óptica</title>' });
  });

  it('finds nothing usable in an empty or generic page', () => {
    const result = extractSiteFacts(
      '<html><head><title>Inicio</title></head><body><h1>Bienvenidos</h1><p>Hola</p></body></html>',
      'https://x.es/',
    );
    expect(result).toMatchObject({ name: null, description: null });
  });

  it('uses a short h1 when there is nothing better', () => {
    const result = extractSiteFacts('<body><h1>Fisioterapia Marta Gil</h1></body>', 'https://x.es/');
    expect(result).toMatchObject({ name: 'Fisioterapia Marta Gil', nameSource: 'h1' });
  });

  it('keeps an English description so the script can decide not to read it', () => {
    const result = facts('english.html.txt', 'https://brightsmile.co.uk/');
    expect(result.name).toBe('Bright Smile Dental Studio');
    expect(result.language).toBe('en');
    expect(guessLanguage(result.description ?? '')).toBe('en');
  });
});

describe('names written for search engines (issue #17, real pages)', () => {
  it('takes the brand, not the "service in town" keyword, out of a JSON-LD name with two sentences', () => {
    const facts = extractSiteFacts(
      '<html lang="es"><head><title>Taller mecánico en Aranjuez</title><script type="application/ld+json">{"@type":"AutoRepair","name":"Taller mecánico en Aranjuez. Talleres Ángel Luis Humanes"}</script></head><body><h1>Taller mecánico en Aranjuez</h1></body></html>',
      'https://talleresangelluishumanes.com/',
    );
    expect(facts.name).toBe('Talleres Ángel Luis Humanes');
  });
});

describe('descriptions as a receptionist would say them (issue #17, real pages)', () => {
  const page = (head: string, body = '') => `<html lang="es"><head>${head}</head><body>${body}</body></html>`;

  it('takes the title\'s "service in town" when the meta description is a sales hook', () => {
    const result = extractSiteFacts(
      page(
        '<title>Reparación de ordenadores en Zaragoza - Skullmasher.io</title><meta name="description" content="Si tu ordenador va muy lento ¡Llámame! Arreglaré tu ordenador por un módico precio.">',
        '<p>Hacer un diagnóstico para saber cuál es el problema y la mejor manera de arreglarlo.</p>',
      ),
      'https://skullmasher.io/',
    );
    expect(result.name).toBe('Skullmasher.io');
    expect(result.description).toBe('Reparación de ordenadores en Zaragoza.');
    expect(result.descriptionSource).toBe('title');
  });

  it('drops the name in front of a description and refuses a title-case keyword line', () => {
    const result = extractSiteFacts(
      page(
        '<title>CoboPhone \\ Reparación Moviles, Tablets, Ordenadores Y Consolas</title><meta name="description" content="CoboPhone \\ Reparación Moviles, Tablets, Ordenadores Y Consolas">',
        '<p>Reparamos teléfonos móviles, tablets, consolas y ordenadores en el mismo día.</p>',
      ),
      'https://cobophone.es/',
    );
    expect(result.name).toBe('CoboPhone');
    expect(result.description).toBe('Reparamos teléfonos móviles, tablets, consolas y ordenadores en el mismo día.');
  });

  it('keeps a name-led description once the name is off', () => {
    const result = extractSiteFacts(
      page(
        '<title>Clima Norte</title><meta name="description" content="Clima Norte | Instalamos y reparamos aire acondicionado en Bilbao.">',
      ),
      'https://climanorte.es/',
    );
    expect(result.description).toBe('Instalamos y reparamos aire acondicionado en Bilbao.');
    const bakery = extractSiteFacts(
      page(
        '<title>Panadería La Espiga</title><meta name="description" content="Panadería La Espiga: pan de masa madre y bollería en el centro de Valladolid.">',
      ),
      'https://laespiga.es/',
    );
    expect(bakery.description).toBe('Pan de masa madre y bollería en el centro de Valladolid.');
  });

  it('puts the missing space after a comma, and refuses a line that only introduces a list', () => {
    expect(
      extractSiteFacts(
        page(
          '<title>Sereno</title><meta name="description" content="Construcciones,obras y servicios en Cabeza del Buey,Badajoz">',
        ),
        'https://sereno.es/',
      ).description,
    ).toBe('Construcciones, obras y servicios en Cabeza del Buey, Badajoz.');
    expect(
      extractSiteFacts(
        page(
          '<title>Buenomotor</title>',
          '<p>Disponemos de un amplio horario para su mayor comodidad:</p><ul><li>Lunes</li></ul>',
        ),
        'https://buenomotor.es/',
      ).description,
    ).toBeNull();
  });
});

describe('template sources and self-introductions (issue #17, real pages)', () => {
  it('never takes server template code or a list of services for a name; finds «Somos <Name>.»', () => {
    const result = extractSiteFacts(
      '<html lang="es"><head><title><? echo titulo; ?> - Refuerzo escolar, inglés, robótica educativa, talleres STEAM.</title><meta name="description" content="<? echo descripcion; ?>"></head><body><h2>READY ACADEMIA STEAM</h2><p>Somos Ready Academia Steam. Una nueva academia en Albacete formada por profesores e ingenieros.</p></body></html>',
      'https://academiaready.es/',
    );
    expect(result.name).toBe('Ready Academia Steam');
    expect(result.nameSource).toBe('self-introduction');
    expect(result.description).toBe('Refuerzo escolar, inglés, robótica educativa y talleres STEAM.');
    expect(result.descriptionSource).toBe('title');
  });

  it('reads a 60 kB page whole even on a cold process (the walk budget is a safety net, not a cut)', () => {
    const body = Array.from(
      { length: 400 },
      (_, index) => `<div class="post"><h2>Entrada ${index}</h2><p>Texto de la entrada número ${index} del blog.</p></div>`,
    ).join('');
    const result = extractSiteFacts(
      `<html lang="es"><head><title>Gestoría Ruiz</title></head><body><aside>${body}</aside><h1>Gestoría Ruiz</h1><p>Llevamos la contabilidad de autónomos y pymes en Toledo.</p></body></html>`,
      'https://gestoriaruiz.es/',
    );
    expect(result.empty).toBe(false);
    expect(result.signals.h1).toBe('Gestoría Ruiz');
  });
});

describe("a lawyer's page with nothing but a keyword title (issue #17, real page)", () => {
  const page = `<html lang="es"><head><title>ABOGADO EN MADRID</title></head><body>
    <img class="logo" alt="1470399656_Branding.png" src="/logo.png">
    <p>Los conocimientos en Derecho deben ser siempre actualizados y no únicamente leyendo las novedades.</p>
    <p>Para los abogad@s disponemos de escritos y formularios para ayudarles en su labor.</p>
    <p>Algo que parece tan simple, sin embargo es poco habitual ver una buena comunicación entre abogado y cliente.</p>
  </body></html>`;

  it('names it after its domain, not after "ABOGADO EN MADRID" or a logo file name', () => {
    const result = extractSiteFacts(page, 'https://abogadomartin.com/');
    expect(result.name).toBeNull();
    expect(nameFromDomain('abogadomartin.com')).toBe('Abogado Martín');
  });

  it('keeps a "service in town" title that is the domain', () => {
    // Shouted, it is said capitalised the Spanish way (#33, thirteenth round).
    expect(extractSiteFacts(page, 'https://abogadoenmadrid.es/').name).toBe('Abogado en Madrid');
  });

  it('takes no paragraph that is an opinion, an aside with "@" or not about the business', () => {
    // Only the title's trade and town, as the last resort (#25).
    expect(extractSiteFacts(page, 'https://abogadomartin.com/').description).toBe('Abogado en Madrid.');
    const about = extractSiteFacts(
      page.replace(
        '<p>Los',
        '<p>Somos un despacho de abogados penalistas con más de veinte años en los juzgados de Madrid.</p><p>Los',
      ),
      'https://abogadomartin.com/',
    );
    expect(about.description).toBe('Somos un despacho de abogados penalistas con más de veinte años en los juzgados de Madrid.');
  });
});

describe('names and descriptions that only look like lists or title case', () => {
  it('keeps a firm name with commas (said without its legal form), and a description with one capitalised preposition of a name', () => {
    const result = extractSiteFacts(
      '<html lang="es"><head><title>Pérez, García y Asociados, S.L.P.</title><meta name="description" content="Somos la Clínica De Lucas, fisioterapia y osteopatía en Vigo y O Porriño."></head><body></body></html>',
      'https://perezgarcia.es/',
    );
    expect(result.name).toBe('Pérez, García y Asociados');
    expect(result.description).toBe('Somos la Clínica De Lucas, fisioterapia y osteopatía en Vigo y O Porriño.');
  });
});

describe('failures seen on unseen pages, as general rules (#25)', () => {
  const page = (head: string, body: string) => `<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

  it('does not take the town of «Brand | Town - slogan» for the name, even when the domain carries the town', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Peluquería Marta | Getafe - Tu salón de confianza</title>',
        '<main><p>Somos una peluquería de barrio con cortes, color y tratamientos para toda la familia.</p></main><footer><p>Calle Madrid 12, 28901 Getafe</p></footer>',
      ),
      'https://martagetafe.es/',
    );
    expect(facts.name).toBe('Peluquería Marta');
  });

  it('does not take «Town, Region» for the name when the page says it is there, whatever the domain (La Magia del Barbero)', () => {
    const facts = extractSiteFacts(
      page(
        '<title>La Magia del Barbero | Andahuaylas, Apurímac</title><meta name="description" content="Barbería premium en Andahuaylas. Cortes y barbas.">',
        '<main><h2>Nuestro equipo</h2><p>Barberos con años de oficio.</p></main>',
      ),
      'https://pagina-sin-dominio-conocido.example/',
    );
    expect(facts.name).toBe('La Magia del Barbero');
    expect(facts.description).toBe('Barbería premium en Andahuaylas.');
    // Nor when the domain carries the town after the brand.
    expect(
      extractSiteFacts(
        page(
          '<title>La Magia del Barbero | Andahuaylas, Apurímac</title><meta name="description" content="Barbería premium en Andahuaylas.">',
          '',
        ),
        'https://lamagiaandahuaylas.pe/',
      ).name,
    ).toBe('La Magia del Barbero');
  });

  it('takes a short line that says what and where when no paragraph says more (Buenomotor)', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Buenomotor</title><meta name="description" content="Descripción">',
        '<main><p>Su taller de confianza en Coslada</p><p>BUENOMOTOR S.L., comienza su actividad en el año 1985.</p><p>Horario amplio</p></main><footer><p>Tierra de Barros, 28823 Coslada (Madrid)</p></footer>',
      ),
      'https://www.buenomotor.es/',
    );
    expect(facts.description).toBe('Su taller de confianza en Coslada.');
    // A paragraph about the business, when there is one, comes first.
    const withParagraph = extractSiteFacts(
      page(
        '<title>Buenomotor</title>',
        '<main><p>Su taller de confianza en Coslada</p><p>Somos un taller mecánico con coche de sustitución gratis.</p></main><footer><p>28823 Coslada</p></footer>',
      ),
      'https://www.buenomotor.es/',
    );
    expect(withParagraph.description).toBe('Somos un taller mecánico con coche de sustitución gratis.');
  });

  it('keeps a «Brand, Word» title segment as the name when the text names the brand after «en»', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Mimos, Estética Avanzada | Centro de belleza</title>',
        '<main><p>Te esperamos en Mimos, tu centro de belleza de confianza en el barrio.</p></main>',
      ),
      'https://mimosestetica.es/',
    );
    expect(facts.name).toBe('Mimos, Estética Avanzada');
  });

  it('prefers a paragraph about the business to a line that only ends in its town', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Pisos Centro</title>',
        '<main><p>Los precios del alquiler suben un diez por ciento este año en Madrid.</p><p>Tasaciones y gestión de alquileres en Madrid.</p><p>Gestionamos la compraventa de pisos y locales en el centro de la ciudad.</p></main><footer><p>Calle Mayor 1, 28013 Madrid</p></footer>',
      ),
      'https://pisoscentro.es/',
    );
    expect(facts.description).toBe('Gestionamos la compraventa de pisos y locales en el centro de la ciudad.');
  });

  it('names a legal name without its legal form, and never reads it as the description (Orencio Matas)', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Orencio Matas y Hnos, S.L. | Suministro profesional</title><meta name="description" content="Orencio Matas y Hnos, S.L. — Droguería profesional, perfumería y pinturas.">',
        '<main><p>Desde 1919 en Ciudad Real.</p></main>',
      ),
      'https://www.orenciomatas.es/',
    );
    expect(facts.name).toBe('Orencio Matas y Hnos');
    expect(facts.description).toBe('Droguería profesional, perfumería y pinturas.');
  });

  it('does not take a well-known town the page names for the name, when neither a postcode nor the domain says it (#25)', () => {
    const facts = extractSiteFacts(
      page(
        '<title>PINTURAS Y DECORACIONES R y K | MADRID</title>',
        '<main><p>¿Quieres un trabajo bien hecho? Infórmate sobre nuestros servicios en Madrid o consúltanos.</p></main>',
      ),
      'https://malfiire.github.io/PinturasRyK/',
    );
    expect(facts.name).toBe('PINTURAS Y DECORACIONES R y K');
  });

  it('does not read a legal name («…, S.L.») as what the business does', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Reformas Lozano</title><meta name="description" content="Reformas y Construcciones Lozano Hermanos, S.L.">',
        '<main><p>Reformas integrales de cocinas y baños en Zaragoza y alrededores.</p></main>',
      ),
      'https://reformaslozano.es/',
    );
    expect(facts.description).toBe('Reformas integrales de cocinas y baños en Zaragoza y alrededores.');
  });

  it('prefers a paragraph written as a sentence to a header tagline with separators', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Climaxx | Aire y Mecánica</title>',
        '<header><h1>Climaxx</h1><p>Aire acondicionado, calefacción y más - San Rafael, Mendoza</p></header><section><p>Especialistas en climatización y mantenimiento automotor. ¡Más que un taller!</p></section>',
      ),
      'https://climaxx.example/',
    );
    expect(facts.description).toBe('Especialistas en climatización y mantenimiento automotor.');
  });

  it('says a title-style description of the page as Spanish', () => {
    const facts = extractSiteFacts(
      page(
        '<title>Sonrisa Sur</title><meta name="description" content="Clínica dental Temuco | Implantes • Diseño de sonrisa • Odontología integral"><script type="application/ld+json">{"@type":"Dentist","name":"Sonrisa Sur","address":{"addressLocality":"Temuco","addressCountry":"CL"}}</script>',
        '<main><p>Hola.</p></main>',
      ),
      'https://sonrisasur.cl/',
    );
    expect(facts.description).toBe('Clínica dental en Temuco: implantes, diseño de sonrisa y odontología integral.');
    expect(facts.country.code).toBe('CL');
  });
});

describe('a description of only who and where (#33)', () => {
  it('asks the next candidate when the meta description says only the name and its town', () => {
    const html = `<html lang="es"><head><title>Cabañas El Bosque || Villa Azul Mendoza</title>
      <meta name="description" content="Cabañas El Bosque  Villa Azul Mendoza"></head>
      <body><h1>BIENVENIDOS</h1><p>Cabañas El Bosque los invita a disfrutar de sus vacaciones en un entorno natural y tranquilo.</p>
      <p>Av. San Martín 100, Mendoza, Argentina</p></body></html>`;
    const facts = extractSiteFacts(html, 'https://www.cabanaselbosque.com/');
    expect(facts.name).toBe('Cabañas El Bosque');
    expect(facts.description).toBe(
      'Cabañas El Bosque los invita a disfrutar de sus vacaciones en un entorno natural y tranquilo.',
    );
  });
});
