import { describe, expect, it } from 'vitest';
import { placesOfPage } from './places.js';

describe('the towns a page is in', () => {
  it('takes the structured address and the town after a postcode, without a province in capitals', () => {
    const organizations = [{ name: 'Clínica', description: null, locality: 'Temuco' }];
    expect(placesOfPage(organizations, 'Calle Mayor 3, 28924 Alcorcón MADRID · C.P. 8000 Bahía Blanca')).toEqual([
      'Temuco',
      'Alcorcón MADRID',
      'Alcorcón',
      'Bahía Blanca',
    ]);
  });

  it('does not take a year for a postcode', () => {
    expect(placesOfPage([], '© 2024 Jardines Olivo')).toEqual([]);
  });
});
