import { describe, expect, it } from 'vitest';
import { organizationsFromJsonLd } from './json-ld.js';

describe('organisations in JSON-LD', () => {
  it('finds them in a @graph and under a publisher, with their town, and records every type', () => {
    const types: string[] = [];
    const found = organizationsFromJsonLd(
      [
        JSON.stringify({
          '@graph': [
            { '@type': 'WebPage', name: 'Inicio', publisher: { '@type': 'Organization', name: 'Gestoría López' } },
            { '@type': 'https://schema.org/Dentist', name: 'Clínica Sonrisa', address: { addressLocality: 'Temuco' } },
          ],
        }),
      ],
      types,
    );
    expect(found).toEqual([
      { name: 'Gestoría López', description: null, locality: null },
      { name: 'Clínica Sonrisa', description: null, locality: 'Temuco' },
    ]);
    expect(types).toEqual(['WebPage', 'Organization', 'Dentist']);
  });

  it('reads a block wrapped in an HTML comment, and one broken block hides nothing else', () => {
    const found = organizationsFromJsonLd([
      '{"@type": "Store", "name": ',
      '<!-- {"@type":"AutoRepair","name":"Talleres Pérez"} -->',
    ]);
    expect(found.map((org) => org.name)).toEqual(['Talleres Pérez']);
  });

  it('counts a type ending in Business or Service as an organisation', () => {
    expect(organizationsFromJsonLd(['{"@type":"HomeAndConstructionBusiness","name":"Reformas Ruiz"}'])).toHaveLength(1);
    expect(organizationsFromJsonLd(['{"@type":"Product","name":"Cepillo"}'])).toEqual([]);
  });
});
