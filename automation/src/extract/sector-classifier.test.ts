// The learned fallback of the sector (#33): what `detectSector` gives when no rule names a sector. Every page here
// is made up.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageSignals, publishedIndustrySlugs } from '../testing.js';
import { compileModel, guessSector, NONE, sectorTokens, type SectorModelFile } from './sector-classifier.js';
import { detectSector } from './sectors.js';
import type { SectorInput } from './types.js';

const modelUrl = new URL('./sector-model.json', import.meta.url);
const modelFile = JSON.parse(readFileSync(modelUrl, 'utf8')) as SectorModelFile;

describe('the learned sector', () => {
  it('files an eatery whose trade is no word of ours by its «carta», «platos del día» and «reservas»', () => {
    const page: SectorInput = {
      signals: pageSignals({
        title: 'Casa Benito | Soto del Barco',
        h1: 'Casa Benito',
        metaDescription:
          'Nuestra carta de temporada, platos del día y reservas para grupos. Comida casera con producto de la zona.',
        menu: 'Inicio · Carta · Platos del día · Reservas · Contacto',
        headings: 'Nuestra carta · Platos del día · Reservas',
      }),
      name: 'Casa Benito',
      description: null,
      hostname: 'casabenito.es',
    };
    expect(detectSector(page)).toEqual({ slug: 'restaurantes', source: 'model' });
    // With less to go on: a welcome, the menu and three headings.
    expect(
      detectSector({
        signals: pageSignals({
          title: 'Casa Benito',
          h1: 'Bienvenidos',
          menu: 'Carta · Reservas',
          headings: 'La carta · Platos del día · Reservas',
        }),
        name: 'Casa Benito',
        description: null,
        hostname: 'casabenito.es',
      }),
    ).toEqual({ slug: 'restaurantes', source: 'model' });
  });

  it('gives no sector to a page of nothing of a trade: a personal blog, a parked domain, an empty page', () => {
    expect(
      detectSector({
        signals: pageSignals({
          title: 'Mis viajes y lecturas | El blog de Marta',
          h1: 'El blog de Marta',
          metaDescription: 'Escribo sobre mis viajes, los libros que leo y las fotos que hago los fines de semana.',
          menu: 'Inicio · Viajes · Libros · Fotografía · Sobre mí',
          headings: 'Últimas entradas · Archivo · Etiquetas',
        }),
        name: 'El blog de Marta',
        description: null,
        hostname: 'martaescribe.es',
      }),
    ).toBeNull();
    expect(
      detectSector({
        signals: pageSignals({
          title: 'benitez-online.com',
          h1: 'Este dominio está en venta',
          metaDescription: 'Este dominio puede estar en venta. Compre este dominio hoy.',
          headings: 'Enlaces relacionados',
        }),
        name: null,
        description: null,
        hostname: 'benitez-online.com',
      }),
    ).toBeNull();
    expect(detectSector({ signals: pageSignals(), name: null, description: null, hostname: 'example.com' })).toBeNull();
    expect(detectSector({ signals: null, name: null, description: null, hostname: 'benitez-online.com' })).toBeNull();
  });

  it('leaves the rules their say where they fire', () => {
    // A plumber whose words read like an eatery's: the rules file it, and the model is not asked.
    expect(
      detectSector({
        signals: pageSignals({
          title: 'Fontanería García',
          h1: 'Fontanería García',
          metaDescription: 'Nuestra carta de servicios, platos de ducha y reservas de cita.',
          menu: 'Carta · Reservas',
        }),
        name: 'Fontanería García',
        description: null,
        hostname: 'garcia.es',
      }),
    ).toEqual({ slug: 'fontaneria', source: 'text' });
    // A rule that decides «none» stands too: holiday cabins with a restaurant are lodging, which has no page of ours.
    expect(
      detectSector({
        signals: pageSignals({
          title: 'Cabañas Los Robles',
          h1: 'Cabañas Los Robles',
          metaDescription: 'Cabañas junto al lago con restaurante: nuestra carta, platos del día y reservas.',
          menu: 'Carta · Reservas',
        }),
        name: 'Cabañas Los Robles',
        description: null,
        hostname: 'losrobles.cl',
      }),
    ).toBeNull();
  });

  it('reads a committed model that names only our industries, small, with its threshold', async () => {
    const published = await publishedIndustrySlugs();
    expect(modelFile.classes).toContain(NONE);
    expect(modelFile.classes.length).toBe(new Set(modelFile.classes).size);
    for (const label of modelFile.classes) if (label !== NONE) expect(published.has(label), label).toBe(true);
    expect(modelFile.documents).toHaveLength(modelFile.classes.length);
    expect(modelFile.threshold).toBeGreaterThanOrEqual(0.5);
    expect(modelFile.threshold).toBeLessThanOrEqual(1);
    for (const counts of Object.values(modelFile.words)) {
      for (const pair of counts.split(' ')) {
        expect(pair).toMatch(/^\d+:[1-9]\d*$/);
        expect(modelFile.classes[Number(pair.split(':')[0])]).toBeDefined();
      }
    }
    expect(statSync(modelUrl).size).toBeLessThan(60 * 1024);
    // Probabilities, not scores: the best class's is between the chance of one class and 1.
    const guess = guessSector(compileModel(modelFile), ['carta', 'plato', 'reserva', 'menu', 'cocina']);
    expect(guess?.probability).toBeGreaterThan(1 / modelFile.classes.length);
    expect(guess?.probability).toBeLessThanOrEqual(1);
  });

  it('reads a bounded number of words of a hostile page', () => {
    // Five-letter words, each other: «aaaaa», «baaaa»…, 20,000 of them from `from` on.
    const words = (from: number) =>
      Array.from({ length: 20_000 }, (_, i) =>
        Array.from({ length: 5 }, (_, k) => String.fromCharCode(97 + (Math.floor((from + i) / 26 ** k) % 26))).join(''),
      ).join(' ');
    const tokens = sectorTokens({
      signals: pageSignals({
        title: words(0),
        h1: words(1_000),
        metaDescription: words(2_000),
        keywords: words(3_000),
        menu: words(4_000),
        headings: words(5_000),
      }),
      name: words(6_000),
      description: words(7_000),
      hostname: 'example.com',
    });
    expect(tokens.length).toBeLessThanOrEqual(300);
    expect(
      sectorTokens({ signals: pageSignals({ title: '- '.repeat(750_000) }), name: null, description: null, hostname: 'x.es' }),
    ).toEqual([]);
  });
});
