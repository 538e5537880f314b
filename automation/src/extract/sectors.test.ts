import { describe, expect, it } from 'vitest';
import { sectorScripts } from '../demo/script-sectors.js';
import { detectSector, sectorSignatures } from './sectors.js';
import { pageSignals, publishedIndustrySlugs } from '../testing.js';

const signals = pageSignals;

describe('sector tables', () => {
  it('name only industries the site publishes, each once', async () => {
    const published = await publishedIndustrySlugs();
    expect(published.size).toBe(32);
    const detected = sectorSignatures.map((signature) => signature.slug);
    expect(new Set(detected).size).toBe(detected.length);
    for (const slug of detected) expect(published.has(slug), slug).toBe(true);
    for (const slug of Object.keys(sectorScripts)) expect(published.has(slug), slug).toBe(true);
  });

  it('give every detectable sector an offer and a question in Spanish, short enough to leave room for the description', () => {
    for (const { slug } of sectorSignatures) {
      const script = sectorScripts[slug];
      expect(script, slug).toBeDefined();
      expect(script?.offer).toMatch(/^[A-ZÁÉÍÓÚ¡].*\.$/);
      expect(script?.question).toMatch(/^¿.*\?$/);
      expect((script?.offer.length ?? 0) + (script?.question.length ?? 0)).toBeLessThan(120);
    }
  });
});

describe('detectSector', () => {
  it.each([
    [
      { signals: signals({ types: ['Dentist'] }), name: 'Sonrisas', description: null, hostname: 'sonrisas.es' },
      'dentistas',
      'schema',
    ],
    [
      { signals: signals({ types: ['HairSalon'] }), name: 'Nerea', description: null, hostname: 'nerea.es' },
      'peluquerias-salones',
      'schema',
    ],
    [
      { signals: signals({ title: 'Cerrajeros Getafe 24h' }), name: 'Ortega', description: null, hostname: 'ortega.es' },
      'cerrajeros',
      'text',
    ],
    [{ signals: null, name: 'Guau Guau Peluquería Canina', description: null, hostname: 'guau.es' }, 'peluqueria-canina', 'text'],
    [{ signals: null, name: 'Lopez', description: null, hostname: 'fontaneria-lopez.es' }, 'fontaneria', 'domain'],
    [{ signals: null, name: 'Sonrisas', description: null, hostname: 'clinicadentalsonrisas.es' }, 'dentistas', 'domain'],
    [
      {
        signals: null,
        name: 'Casa Pepe',
        description: 'Restaurante de cocina casera con menú del día.',
        hostname: 'casapepe.es',
      },
      'restaurantes',
      'text',
    ],
  ])('%o → %s', (input, slug, source) => {
    expect(detectSector(input)).toEqual({ slug, source });
  });

  it('reads a trade from a menu that lists several of its services, not from one menu word', () => {
    const garage = signals({ title: 'Buenomotor', menu: 'Inicio · Mecánica general · Chapa y pintura · Neumáticos · Pre ITV' });
    expect(detectSector({ signals: garage, name: 'Buenomotor', description: null, hostname: 'buenomotor.es' })).toEqual({
      slug: 'automotriz',
      source: 'text',
    });
    const builder = signals({ title: 'Sánchez e Hijos', menu: 'Inicio · Fontanería · Contacto' });
    expect(detectSector({ signals: builder, name: 'Sánchez', description: null, hostname: 'sanchez.es' })).toBeNull();
  });

  it('knows a salon that calls itself a "Hair Salon"', () => {
    expect(
      detectSector({
        signals: signals({
          title: 'Grissel Santana Hair',
          metaDescription: 'Hair Salon',
          keywords: 'Grissel Santana Hair Salon Las Palmas',
        }),
        name: 'Grissel Santana Hair',
        description: null,
        hostname: 'grissel.es',
      }),
    ).toEqual({ slug: 'peluquerias-salones', source: 'text' });
  });

  it('knows a painting firm by its trade name, «Pinturas y Decoraciones …», or by its painters (#25)', () => {
    expect(
      detectSector({
        signals: signals({ title: 'PINTURAS Y DECORACIONES R y K | MADRID' }),
        name: 'PINTURAS Y DECORACIONES R y K',
        description: null,
        hostname: 'malfiire.github.io',
      }),
    ).toEqual({ slug: 'servicios-hogar', source: 'text' });
    expect(
      detectSector({
        signals: signals({ title: 'Hermanos Gil, pintores' }),
        name: 'Hermanos Gil',
        description: null,
        hostname: 'gil.es',
      })?.slug,
    ).toBe('servicios-hogar');
  });

  it('knows a droguería, a perfumería or a ferretería for a shop (Orencio Matas, #25)', () => {
    expect(
      detectSector({
        signals: signals({ title: 'Orencio Matas y Hnos, S.L. | Suministro profesional' }),
        name: 'Orencio Matas y Hnos',
        description: 'Droguería profesional, perfumería, pinturas y material de carrocería.',
        hostname: 'orenciomatas.es',
      })?.slug,
    ).toBe('comercio-minorista');
  });

  it('says nothing when nothing says the trade', () => {
    expect(
      detectSector({
        signals: signals({ title: 'Inicio' }),
        name: 'Acme',
        description: 'Somos una empresa.',
        hostname: 'acme.es',
      }),
    ).toBeNull();
  });

  it('prefers the more specific sector: a dog groomer is not a hair salon', () => {
    expect(detectSector({ signals: null, name: 'Peluquería canina Ana', description: null, hostname: 'ana.es' })?.slug).toBe(
      'peluqueria-canina',
    );
  });
});

describe('trades named by the name, against a word of the description (#33)', () => {
  it('files a dry cleaner whose hero says «limpieza profesional» under the dry cleaner’s nearest page', () => {
    const page = signals({ title: 'Tintorería Les Corts', h1: 'Cuidamos tus prendas, cuidamos de ti' });
    expect(
      detectSector({
        signals: page,
        name: 'Tintorería Les Corts',
        description: 'Especialistas en limpieza profesional desde 2023.',
        hostname: 'example.github.io',
      })?.slug,
    ).toBe('comercio-minorista');
  });

  it('files an awnings maker whose text speaks of «estética visual» under construction', () => {
    const page = signals({ title: 'Toldos Carpas y Campamentos' });
    expect(
      detectSector({
        signals: page,
        name: 'Toldos Carpas y Campamentos',
        description: 'Garantizamos el mejor resultado y calidad en estética visual.',
        hostname: 'example.github.io',
      })?.slug,
    ).toBe('construccion');
  });

  it('still takes a sector named outright over a nearest trade', () => {
    const page = signals({ title: 'Cristalería y Reformas Pérez', metaDescription: 'Reformas integrales y cristalería.' });
    expect(
      detectSector({ signals: page, name: 'Cristalería y Reformas Pérez', description: null, hostname: 'perez.es' })?.slug,
    ).toBe('construccion');
  });

  it('knows the florist of Latin America, «florería»', () => {
    const page = signals({ title: 'Florería Camelia - Flores y Obras Funerarias' });
    expect(
      detectSector({
        signals: page,
        name: 'Florería Camelia',
        description: 'Más de 30 años de experiencia en flores y obras funerarias.',
        hostname: 'example.github.io',
      })?.slug,
    ).toBe('comercio-minorista');
  });
  // Trade words of other countries, and trades nearest a page of ours (#33, fourth pass).
  it.each([
    ['Gasfiter profesional en Chile | Gasfiterpex', 'fontaneria'],
    ['Sala Cuna y Jardín Infantil | Metro Ñuble', 'educacion'],
    ['Óptica Pérez - Tu óptica en Jaén', 'salud'],
    ['Carpintería Pérez | Muebles a medida', 'construccion'],
    ['Imprenta Pérez | Impresión digital y offset', 'servicios-profesionales'],
  ])('files «%s» under %s', (title, slug) => {
    expect(detectSector({ signals: signals({ title }), name: null, description: null, hostname: 'example.com' })?.slug).toBe(
      slug,
    );
  });
  it('takes no sector from a word of the description when the name says a trade no page is near', () => {
    const page = signals({ title: 'Cabañas El Bosque || San Rafael' });
    expect(
      detectSector({
        signals: page,
        name: 'Cabañas El Bosque',
        description: 'Cabañas para 6 personas totalmente equipadas, aire acondicionado, piscina y cochera.',
        hostname: 'cabanaselbosque.com',
      }),
    ).toBeNull();
    // A sector the title says still counts: a hotel's restaurant page is a restaurant.
    expect(
      detectSector({ signals: signals({ title: 'Restaurante del Hotel Sol' }), name: null, description: null, hostname: 'x.es' })
        ?.slug,
    ).toBe('restaurantes');
  });
});
