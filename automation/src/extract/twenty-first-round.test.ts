// Issue #33, twenty-first round (2026-11-30): the misses of twelve unseen pages, fixed with general rules. A title before
// a person's name («Dra.», «Lic.») ends no sentence of a structured-data name; a person's titled name in apposition
// opening a description is left to the greeting; curved and sheet-metal roofs are roofing; a fireplace made to be seen
// is no heating; a trade said as a bare heading gives way to the sentence after it; services named one after another
// are a description though they have few function words; and a list whose items carry their own complements may be cut
// short. All examples below are made up.
import { describe, expect, it } from 'vitest';
import { fitDescription } from '../demo/fit-description.js';
import { usableDescription } from './description.js';
import { extractSiteFacts } from './extract.js';
import { brandOfLabel } from './name.js';
import { detectSector, normalize } from './sectors.js';
import { endsInAbbreviation, isDescriptive } from './sentences.js';
import { sectorInputOf } from './understand.js';

function facts(head: string, body = '', url = 'https://someone.github.io/site/') {
  return extractSiteFacts(`<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`, url);
}

function sectorOf(title: string, description: string, body = ''): string | null {
  const found = facts(`<title>${title}</title><meta name="description" content="${description}">`, body);
  return detectSector(sectorInputOf(found, 'someone.github.io'))?.slug ?? null;
}

describe('a title before a person’s name ends no sentence (#33, twenty-first round)', () => {
  it('knows the titles said before a name', () => {
    for (const text of ['La Dra.', 'con el Lic.', 'el Ing.', 'la Arq.', 'la Mtra.', 'Sr.', 'J.']) {
      expect(endsInAbbreviation(text), text).toBe(true);
    }
    for (const text of ['en Mexicali.', 'Pediatría.', 'Ingeniería.']) expect(endsInAbbreviation(text), text).toBe(false);
  });

  it('keeps a titled name whole in structured data', () => {
    expect(brandOfLabel('Dra. Lucía Ferrer Montes', 'someone.github.io')).toBe('Dra. Lucía Ferrer Montes');
    expect(brandOfLabel('Lic. Andrés Olmos Vega', 'someone.github.io')).toBe('Lic. Andrés Olmos Vega');
  });

  it('names the practice after the doctor, not «Dra»', () => {
    const found = facts(
      '<title>Dra. Lucía Ferrer Montes | Neumóloga Pediatra en Saltillo</title>' +
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Physician","name":"Dra. Lucía Ferrer Montes"}</script>',
      '<h1>Respira tranquilo</h1><p>Consulta de neumología pediátrica en Saltillo, Coahuila.</p>',
    );
    expect(found.name).toBe('Dra. Lucía Ferrer Montes');
  });

  it('still ranks the sentences of a structured-data name written for search engines', () => {
    expect(brandOfLabel('Taller mecánico en Tarazona. Talleres Benito Lasheras', 'someone.github.io')).toBe(
      'Talleres Benito Lasheras',
    );
  });
});

describe('a person’s titled name in apposition is left to the greeting (#33, twenty-first round)', () => {
  it('says what she does, after the comma', () => {
    expect(
      usableDescription(
        'Dra. Lucía Ferrer Montes, Neumóloga Pediatra certificada por el colegio de la especialidad en Saltillo.',
      ),
    ).toBe('Neumóloga Pediatra certificada por el colegio de la especialidad en Saltillo.');
    expect(usableDescription('Lic. Andrés Olmos Vega, abogado laboral con despacho en Toluca y Metepec.')).toBe(
      'Abogado laboral con despacho en Toluca y Metepec.',
    );
  });

  it('keeps a description that only names the person after the comma', () => {
    expect(usableDescription('Dra. Lucía Ferrer Montes, neumóloga.')).not.toBe('Neumóloga.');
  });

  it('never says the name alone when cut to fit', () => {
    const text = 'Dra. Lucía Ferrer Montes, Neumóloga Pediatra certificada por el colegio de la especialidad en Saltillo';
    const said = usableDescription(text) ?? '';
    for (let seconds = 2.5; seconds <= 8; seconds += 0.5) {
      expect(fitDescription(said, seconds) ?? '', String(seconds)).not.toMatch(/^Dra\. Lucía Ferrer Montes\.$/);
    }
  });
});

describe('curved and sheet-metal roofs are roofing (#33, twenty-first round)', () => {
  it('files a maker of curved metal roofs under roofing', () => {
    expect(
      sectorOf(
        'Arcos del Bajío | Techos Curvos Metálicos para Naves Industriales',
        'Fabricamos e instalamos techos curvos metálicos, obra civil y estructuras metálicas para bodegas en Celaya.',
      ),
    ).toBe('techado-tejados');
    expect(
      sectorOf('Láminas Norte | Techos de lámina en Mexicali', 'Instalación de techos de lámina y canaletas para casas.'),
    ).toBe('techado-tejados');
  });

  it('keeps a builder who also roofs a building works firm', () => {
    expect(
      sectorOf(
        'Construcciones Vega | Obra civil y edificación en Tepic',
        'Construcción de casas, remodelaciones, obra civil y edificación de naves industriales en Tepic, Nayarit.',
      ),
    ).toBe('construccion');
  });
});

describe('a fireplace made to be seen is no heating (#33, twenty-first round)', () => {
  it('reads fireplace fronts and fireplaces «de autor» as decorative pieces', () => {
    expect(normalize('Esculturas y chimeneas de autor')).not.toContain(' chimeneas ');
    expect(normalize('Frentes de chimenea en piedra reconstituida')).not.toContain(' chimenea ');
    expect(
      sectorOf(
        'Piedra Rioplatense | Esculturas y Chimeneas de Autor',
        'Taller de esculturas, frentes de chimeneas y maceteros de piedra hechos a mano en Quilmes.',
      ),
    ).not.toBe('climatizacion-hvac');
  });

  it('keeps fireplaces and stoves fitted to heat a home under climate control', () => {
    expect(normalize('Instalación de chimeneas y estufas a leña')).toContain(' chimeneas ');
    expect(
      sectorOf(
        'Calor de Hogar | Chimeneas y estufas en Bariloche',
        'Venta e instalación de chimeneas, estufas a leña y calefacción para tu casa en Bariloche.',
      ),
    ).toBe('climatizacion-hvac');
  });
});

describe('a trade said as a bare heading gives way to the sentence after it (#33, twenty-first round)', () => {
  it('says the sentence after «Odontología integral.»', () => {
    expect(
      usableDescription(
        'Odontología integral. Especialistas en implantes, ortodoncia y blanqueamiento para toda la familia. Pide cita por teléfono',
      ),
    ).toBe('Especialistas en implantes, ortodoncia y blanqueamiento para toda la familia.');
  });

  it('still says the first sentence when it describes, and the trade in the first person with what follows', () => {
    expect(usableDescription('Fisioterapia deportiva y rehabilitación en Jaén. Cita previa por teléfono.')).toBe(
      'Fisioterapia deportiva y rehabilitación en Jaén.',
    );
    expect(usableDescription('Soy podóloga. Mi trabajo es cuidar la salud de tus pies en cada etapa de la vida.')).toBe(
      'Soy podóloga. Mi trabajo es cuidar la salud de tus pies en cada etapa de la vida.',
    );
  });
});

describe('services named one after another are a description (#33, twenty-first round)', () => {
  it('takes a trade’s list of services closed with «y»', () => {
    expect(
      isDescriptive('Implantes dentales, prótesis, blanqueamiento, periodoncia, endodoncia, ortodoncia y odontopediatría.'),
    ).toBe(true);
    expect(
      usableDescription(
        'Clínica Dental Roldán en Écija. Implantes dentales, prótesis, blanqueamiento, periodoncia, endodoncia, ortodoncia y odontopediatría.',
        'Clínica Dental Roldán',
      ),
    ).toBe('Implantes dentales, prótesis, blanqueamiento, periodoncia, endodoncia, ortodoncia y odontopediatría.');
  });

  it('leaves keyword lists and lists naming no trade alone', () => {
    expect(isDescriptive('Dentista Écija, dentista Sevilla, implantes Écija, ortodoncia Écija')).toBe(false);
    expect(isDescriptive('Rojo intenso, azul marino, verde oliva, amarillo limón, naranja, morado y gris perla.')).toBe(false);
  });
});

describe('a list whose items carry their own complements may be cut short (#33, twenty-first round)', () => {
  it('keeps the items it has, each with its complement', () => {
    const text =
      'Lavado y desinfección de alfombras, cortinas, sillas de oficina, sillas de comedor y asientos de auto en Puebla de Zaragoza';
    let said: string | null = null;
    for (let seconds = 3; seconds <= 8 && !said; seconds += 0.5) said = fitDescription(text, seconds);
    expect(said).toMatch(/^Lavado y desinfección de alfombras, cortinas(?:,| y) sillas de oficina/);
  });

  it('still refuses bare nouns sharing the complement after the list', () => {
    const text =
      'Nos encargamos de la gestión, elaboración y presentación de las obligaciones fiscales de autónomos y pequeñas empresas';
    for (let seconds = 2.5; seconds <= 6; seconds += 0.5) {
      const said = fitDescription(text, seconds);
      if (said) expect(said, String(seconds)).not.toMatch(/gesti[oó]n y elaboraci[oó]n\.$/);
    }
  });
});
