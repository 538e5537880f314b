// Issue #33, fourteenth round (2026-11-29): the misses of nineteen unseen pages, fixed with general rules. The region's
// eateries named after their dish (sidrería, birriería, arepera, anticuchería…) are restaurants, and a diving or surf
// school's nearest page is teaching (vocabulary). A business's age «en el rubro» alone gives way to the next sentence
// that names its trade; the cards of services end at another section's heading («Contacto»); a name's accent where
// Spanish cannot have one takes the page's other form of the word; «Sitio web de…» before a trade is the page's lead,
// not the description, and «en A / B» is said «en A y B»; a first line that names no trade gives way to what the
// business says it specialises in («Especializados en…»); Argentine provinces no other country has are places of
// Argentina. All examples below are made up.
import { describe, expect, it } from 'vitest';
import { detectSector } from './sectors.js';
import { extractSiteFacts } from './extract.js';
import { usableDescription } from './description.js';
import { misplacedAccent, restoreAccents } from './name.js';
import { understandSite } from './understand.js';
import { pageSignals } from '../testing.js';

function understood(head: string, body = '', url = 'https://someone.github.io/site/') {
  const facts = extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
  return understandSite(facts, new URL(url).hostname);
}

const sectorOfTitle = (title: string) =>
  detectSector({
    hostname: 'example.com',
    name: title.split(' | ')[0] ?? title,
    description: null,
    signals: pageSignals({ title }),
  })?.slug ?? null;

describe('eateries named after their dish, and schools of a sport (#33, fourteenth round)', () => {
  it('files a cider house, a «birriería», an «arepera», an «anticuchería» and their kin as restaurants', () => {
    for (const title of [
      'Sidrería La Pomarada | Reservas',
      'Birriería Don Chuy · Desde 1985',
      'Arepera El Araguaney - Arepas venezolanas',
      'Anticuchería Doña Rosa',
      'Pupusería El Comal',
      'Salteñería La Paceña',
      'Chivitería El Gaucho',
    ])
      expect(sectorOfTitle(title), title).toBe('restaurantes');
  });

  it('files a diving or surf school under teaching, the nearest page, and a page that does not teach nowhere', () => {
    expect(sectorOfTitle('Azul Profundo | Centro de buceo en Tenerife')).toBe('educacion');
    expect(sectorOfTitle('Ola Norte | Escuela de surf en Somo')).toBe('educacion');
    expect(sectorOfTitle('Taxi Rodríguez | Taxi en Cangas de Onís')).toBeNull();
  });
});

describe('a business’s age alone, said «en el rubro» (#33, fourteenth round)', () => {
  it('gives way to the next sentence when it names the trade', () => {
    expect(usableDescription('Más de 30 años en el rubro. Soldadura y herrería: portones, rejas y estructuras metálicas.')).toBe(
      'Soldadura y herrería: portones, rejas y estructuras metálicas.',
    );
    expect(usableDescription('Más de 15 años en el sector. Fontanería y calefacción para hogares y comunidades.')).toBe(
      'Fontanería y calefacción para hogares y comunidades.',
    );
  });

  it('stays what is said when nothing after it names a trade', () => {
    expect(usableDescription('Más de 30 años en el rubro. Atención personalizada y los mejores precios.')).toBe(
      'Más de 30 años en el rubro.',
    );
  });
});

describe('the cards of services end at another section’s heading (#33, fourteenth round)', () => {
  it('does not read «Contacto» as a service, and says the paragraph that lists them', () => {
    const learned = understood(
      '<title>Clima Martínez | Servicio técnico</title>',
      '<h1>Clima Martínez</h1><h2>Servicio técnico</h2><p>Reparación, instalación y mantenimiento de calderas y termotanques a domicilio.</p>' +
        '<h2>Nuestros Servicios</h2><h3>Calderas</h3><p>Instalación y reparación.</p><h3>Termotanques</h3><p>Instalación y reparación.</p>' +
        '<h2>Contacto</h2><p>Escribinos por WhatsApp.</p>',
    );
    expect(learned.description).not.toMatch(/contacto/i);
    expect(learned.description).toMatch(/^Reparación, instalación y mantenimiento de calderas/);
  });

  it('still says three cards before the next section as the list of services', () => {
    const learned = understood(
      '<title>Vidrios Sur</title>',
      '<h1>Vidrios Sur</h1><h2>Servicios</h2><h3>Ventanas de aluminio</h3><h3>Mamparas de baño</h3><h3>Espejos a medida</h3>' +
        '<h2>Galería</h2><h3>Obra en Temperley</h3>',
    );
    expect(learned.description).toBe('Ventanas de aluminio, mamparas de baño y espejos a medida.');
  });
});

describe('an accent where Spanish cannot have one (#33, fourteenth round)', () => {
  it('knows a mark before the third syllable from the end, or two marks in a word', () => {
    expect(misplacedAccent('Péscaderia')).toBe(true);
    expect(misplacedAccent('Cárniceria')).toBe(true);
    expect(misplacedAccent('Clínicá')).toBe(true);
    for (const word of [
      'Pescadería',
      'Cantábrica',
      'Óptica',
      'Teléfono',
      'Cafetería',
      'Murciélago',
      'Quiropráctico',
      'Ñandú',
      'Peña',
    ])
      expect(misplacedAccent(word), word).toBe(false);
  });

  it('takes the accents of the page’s other form of the word, in the name’s own case', () => {
    expect(restoreAccents('Péscaderia del Puerto', ['Péscaderia del Puerto', 'PESCADERÍA DEL PUERTO'])).toBe(
      'Pescadería del Puerto',
    );
    expect(restoreAccents('Cárniceria Ruiz', ['Cárniceria Ruiz', 'Bienvenidos a la Carnicería Ruiz'])).toBe('Carnicería Ruiz');
  });

  it('keeps it when the page writes the word no other way, and never moves a right one', () => {
    expect(restoreAccents('Péscaderia del Puerto', ['Péscaderia del Puerto'])).toBe('Péscaderia del Puerto');
    expect(restoreAccents('Pescadería del Puerto', ['Péscaderia del Puerto'])).toBe('Pescadería del Puerto');
  });

  it('names a page by its title’s words with the heading’s accents', () => {
    const learned = understood(
      '<title>Péscaderia del Puerto</title>',
      '<h1>PESCADERÍA DEL PUERTO</h1><p>Pescado fresco cada día.</p>',
    );
    expect(learned.companyName).toBe('Pescadería del Puerto');
  });
});

describe('the page’s own lead, and two places a slash parts (#33, fourteenth round)', () => {
  it('says what follows «Sitio web de…» when it opens with a trade or a service', () => {
    expect(usableDescription('Sitio Web de Limpieza de alfombras en Salta / Jujuy')).toBe(
      'Limpieza de alfombras en Salta y Jujuy.',
    );
    expect(usableDescription('Página oficial de venta de leña y carbón en Tandil')).toBe('Venta de leña y carbón en Tandil.');
  });

  it('says nothing when what follows is only the business’s name', () => {
    expect(usableDescription('Página web Oficial de La Esquina Herboristería')).toBeNull();
    expect(usableDescription('Sitio web de la Panadería San Roque')).toBeNull();
  });

  it('leaves a slash alone that does not part two places', () => {
    expect(usableDescription('Atención 24/7 para urgencias de fontanería en toda la ciudad.')).toBe(
      'Atención 24/7 para urgencias de fontanería en toda la ciudad.',
    );
  });

  it('reads a shell whose meta description has that lead, and speaks to it in Argentina’s Spanish by its provinces', () => {
    const learned = understood(
      '<title>Don Pepe Alfombras</title><meta name="description" content="Sitio web de limpieza de alfombras en Chaco / Corrientes">',
      '<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>',
    );
    expect(learned.siteRead).toBe(true);
    expect(learned.description).toBe('Limpieza de alfombras en Chaco y Corrientes.');
    expect(learned.country.code).toBe('AR');
  });
});

describe('what the business specialises in over a line that names no trade (#33, fourteenth round)', () => {
  it('says «Especializados en…» over a first-person claim of quality', () => {
    const learned = understood(
      '<title>Carnes El Roble</title>',
      '<h1>CARNES EL ROBLE</h1><h4>Calidad</h4><p>Seleccionamos solo las mejores piezas de cada día</p>' +
        '<h4>Especialistas</h4><p>Especializados en la venta de carne de vacuno</p>',
    );
    expect(learned.description).toBe('Especializados en la venta de carne de vacuno.');
  });

  it('keeps a first line that says what the business is, and one person’s «Experto en…» is not the business', () => {
    const learned = understood(
      '<title>Tinta Negra</title>',
      '<h1>Tinta Negra</h1><p>Somos un estudio de tatuajes y piercing especializados en diversos estilos.</p>' +
        '<h3>Ana</h3><p>Experta en realismo</p><h3>Luis</h3><p>Expertos en lettering</p>',
    );
    expect(learned.description).toBe('Somos un estudio de tatuajes y piercing especializados en diversos estilos.');
  });
});
