// Issue #33, sixth round (2026-11-29): the kinds of page that went wrong on twenty homepages nobody had
// tuned to — a solar installer, an ice-cream parlour, a bicycle shop, a housing developer, auditors, an
// events garden; a town glued to a name, quotation marks and «Página Oficial» in a title; a place ending on
// an accented letter that was never found; a street named after a town; a call opening onto what is sold
// and the year a business opened taken for the description. Each test is the rule, written after the real
// page that showed it (corpus.ts, sources.md), on a page of the same kind.
import { describe, expect, it } from 'vitest';
import { detectCountry, namesPlace, SPANISH_SPEAKING } from './country.js';
import { usableDescription } from './description.js';
import { extractSiteFacts } from './extract.js';
import { cleanTitle, usableName, withoutGluedTown } from './name.js';
import { detectSector } from './sectors.js';
import { descriptiveSentence } from './sentences.js';

function read(head: string, body = '', url = 'https://www.example.es/', lang = 'es') {
  return extractSiteFacts(`<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`, url);
}

const sectorOf = (
  name: string,
  {
    description = null,
    title = null,
    headings = null,
  }: Partial<Record<'description' | 'title' | 'headings', string | null>> = {},
) =>
  detectSector({
    signals: { types: [], title, h1: null, metaDescription: null, keywords: null, menu: null, headings },
    name,
    description,
    hostname: 'example.com',
  });

const countryOf = (text: string, hostname = 'example.github.io') =>
  detectCountry({ language: 'es', ogLocale: null, hostname, jsonLd: [], phones: [], text }).code;

describe('names (#33, sixth round)', () => {
  it('leaves out a well-known town glued to the name by a hyphen («Heladerías Aloha-Puerto Madryn»)', () => {
    expect(withoutGluedTown('Heladerías Aloha-Puerto Madryn')).toBe('Heladerías Aloha');
    expect(withoutGluedTown('Pizzería Don Pepe-Bogotá')).toBe('Pizzería Don Pepe');
    expect(cleanTitle('Heladerías Aloha-Puerto Madryn', 'icarlota99.github.io')).toBe('Heladerías Aloha');
    // One town written with a hyphen, a name of one word, or a tail that is no town stay as they are.
    expect(withoutGluedTown('Clínica Vitoria-Gasteiz')).toBe('Clínica Vitoria-Gasteiz');
    expect(withoutGluedTown('Aloha-Puerto Madryn')).toBe('Aloha-Puerto Madryn');
    expect(withoutGluedTown('Talleres Pérez-Hermanos')).toBe('Talleres Pérez-Hermanos');
  });

  it('does not say the quotation marks of a name («Jardín de eventos "La Cabaña"»)', () => {
    expect(usableName('Jardín de eventos "La Cabaña"')).toBe('Jardín de eventos La Cabaña');
    expect(usableName('Restaurante “El Rincón”')).toBe('Restaurante El Rincón');
  });

  it('does not take «Página Oficial» for part of the name («Yeshua Barber Pagina Oficial»)', () => {
    expect(usableName('Yeshua Barber Pagina Oficial')).toBe('Yeshua Barber');
    expect(usableName('Taller Gómez - Sitio Web Oficial')).toBe('Taller Gómez');
    expect(usableName('Página Oficial')).toBeNull();
  });
});

describe('sectors (#33, sixth round)', () => {
  it('files a solar installer under electricians, the nearest page', () => {
    expect(
      sectorOf('Murcia Energía Solar', {
        title: 'Empresa de Instalación de Placas Solares en Murcia | Presupuesto 24h',
        description: 'Especialistas en la instalación de placas solares en Murcia para casas, comunidades y empresas.',
      })?.slug,
    ).toBe('electricistas');
    expect(sectorOf('Sol Andino', { description: 'Instalamos paneles solares y sistemas de energía solar.' })?.slug).toBe(
      'electricistas',
    );
  });

  it('files an ice-cream parlour under restaurants and a bicycle shop under shops', () => {
    expect(sectorOf('Heladerías Aloha', { title: 'Heladerías Aloha-Puerto Madryn' })?.slug).toBe('restaurantes');
    expect(sectorOf('Bicicletería Laprida', { title: 'Bicicletería Laprida' })?.slug).toBe('comercio-minorista');
  });

  it('files a housing developer under estate agents («Soluciones de vivienda asequibles…»)', () => {
    expect(
      sectorOf('Provivir Panamá', {
        description: 'Soluciones de vivienda asequibles con subsidios gubernamentales y financiamiento flexible en Panamá.',
      })?.slug,
    ).toBe('inmobiliaria');
  });

  it('files auditors under accountants, though their page also says «Consultoría»', () => {
    expect(
      sectorOf('Russell Bedford', {
        title: 'Russell Bedford Paraguay',
        headings: 'Auditoria Externa · Auditoria Interna · Precio Transferencia · Consultoria · Outsourcing',
      })?.slug,
    ).toBe('contabilidad');
  });

  it('gives an events garden no sector, whatever its grounds are called («Pérgola», «Terraza»)', () => {
    expect(
      sectorOf('Jardín de eventos La Cabaña', {
        title: 'Jardín de eventos La Cabaña | Eventos Exclusivos',
        headings: 'Pérgola · Terraza · Estacionamiento · Área Infantil',
      }),
    ).toBeNull();
    // A glazier that installs pergolas is still construction's nearest trade.
    expect(sectorOf('Cristalería Norte', { headings: 'Pérgola · Mamparas · Cerramientos' })?.slug).toBe('construccion');
  });
});

describe('country (#33, sixth round)', () => {
  it('finds a place that ends on an accented letter before a full stop or a comma', () => {
    expect(countryOf('Soluciones de vivienda con financiamiento flexible en Panamá.')).toBe('PA');
    expect(countryOf('Oficinas en Bogotá, con atención en todo el país.')).toBe('CO');
    expect(namesPlace(SPANISH_SPEAKING.PY!.places, 'Estamos en Asunción.')).toBe(true);
  });

  it('does not find a town inside a longer word («CABAÑA» is not «CABA»)', () => {
    expect(namesPlace(SPANISH_SPEAKING.AR!.places, 'CABAÑA LA ASUNCION')).toBe(false);
    expect(countryOf('CABAÑA LA ASUNCION. Remates y toros.')).toBe('ES');
  });

  it('knows more towns of Chile, Argentina, Costa Rica and El Salvador', () => {
    expect(countryOf('Servicio de lavandería industrial y doméstica en Calama.')).toBe('CL');
    expect(countryOf('Helados artesanales en Puerto Madryn.')).toBe('AR');
    expect(countryOf('Control de plagas en Quepos y alrededores.')).toBe('CR');
    expect(countryOf('Panes con gallina en Usulután.')).toBe('SV');
  });

  it('reads a town followed by a house number as the street named after it («Guayaquil 602»)', () => {
    expect(countryOf('Dirección: Guayaquil 602. Caballito, Ciudad de Buenos Aires, Argentina. Teléfono: 4902-1302')).toBe('AR');
    expect(namesPlace(SPANISH_SPEAKING.EC!.places, 'Dirección: Guayaquil 602.')).toBe(false);
    expect(namesPlace(SPANISH_SPEAKING.EC!.places, 'Estamos en Guayaquil.')).toBe(true);
  });

  it('hears «Mirá» as voseo', () => {
    expect(countryOf('Mirá nuestro catálogo digital.')).toBe('AR');
    // «Mira» without its accent is the tú form.
    expect(countryOf('Mira nuestro catálogo digital.')).toBe('ES');
  });

  it('counts a place in the title of a page that says nothing else', () => {
    const facts = read('<title>Heladerías Aloha-Puerto Madryn</title>', '<div id="root"></div>', 'https://x.github.io/', 'en');
    expect(facts.country.code).toBe('AR');
  });
});

describe('descriptions (#33, sixth round)', () => {
  it('takes what a call opens onto with a colon («Disfruta…: Desde sabores clásicos…»)', () => {
    expect(
      descriptiveSentence(
        'Disfruta una experiencia única de sabor: desde sabores clásicos como vainilla y dulce de leche hasta exóticos. Dejate llevar.',
      ),
    ).toBe('Desde sabores clásicos como vainilla y dulce de leche hasta exóticos.');
    // A call without a colon is still no description.
    expect(descriptiveSentence('Disfruta una experiencia única de sabor con nosotros.')).toBeNull();
  });

  it('skips the year the business opened for what it has done since («Desde entonces, buscamos…»)', () => {
    expect(
      descriptiveSentence(
        'Nuestra veterinaria reabrió sus puertas en el año 2013. Desde entonces, buscamos cuidar la salud de las mascotas.',
      ),
    ).toBe('Buscamos cuidar la salud de las mascotas.');
    expect(usableDescription('Nuestra veterinaria reabrió sus puertas luego de una renovación en el año 2013.')).toBeNull();
    expect(usableDescription('Desde entonces, buscamos cuidar y mejorar la calidad de vida de las mascotas.')).toBe(
      'Buscamos cuidar y mejorar la calidad de vida de las mascotas.',
    );
    // A sentence that says what the business does and when it began is a description.
    expect(descriptiveSentence('Fundada en 1985, somos una carpintería familiar de Teruel.')).toBe(
      'Fundada en 1985, somos una carpintería familiar de Teruel.',
    );
  });
});
