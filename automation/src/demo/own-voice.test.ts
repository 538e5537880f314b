import { describe, expect, it } from 'vitest';
import { inOwnVoice } from './own-voice.js';

describe('inOwnVoice', () => {
  it('says the business’s own sentence in its own voice', () => {
    expect(inOwnVoice('Talleres Gómez es un taller mecánico de Alcalá.', 'Talleres Gómez')).toBe(
      'Somos un taller mecánico de Alcalá.',
    );
    expect(inOwnVoice('Taller mecánico de Alcalá.', 'Talleres Gómez')).toBe('Taller mecánico de Alcalá.');
  });
});

describe('the name as the page typed it (#33)', () => {
  it('is the name without its accents or capitals', () => {
    expect(inOwnVoice('cerrajeria bululo es una empresa encargada de abrir puertas.', 'Cerrajería Bululo')).toBe(
      'Somos una empresa encargada de abrir puertas.',
    );
  });
});
