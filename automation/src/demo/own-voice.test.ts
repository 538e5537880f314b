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
