import { describe, expect, it } from 'vitest';
import { firstSentence, guessLanguage, isDescriptive, sentences } from './sentences.js';

describe('first sentence', () => {
  it('does not stop at abbreviations and cuts long text at a word', () => {
    expect(firstSentence('Consulta del Dr. Pérez en Madrid. Abrimos de lunes a viernes.')).toBe(
      'Consulta del Dr. Pérez en Madrid.',
    );
    const long = firstSentence(`${'palabra '.repeat(80)}final.`, 60);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('palabra…')).toBe(true);
  });
});

describe('sales hooks are not descriptions', () => {
  it.each([
    'Si tu ordenador va muy lento, crees que puede estar roto, ¡Llámame!',
    'Tu asesoría o gestoría en Puerto del Rosario, más de 25 años de experiencia.',
    'Tus mejores vacaciones empiezan en nuestra agencia de viajes.',
  ])('%s', (sentence) => {
    expect(isDescriptive(sentence)).toBe(false);
  });

  it('still accepts a sentence that merely contains "si" or "tu"', () => {
    expect(isDescriptive('Somos una gestoría que lleva tu contabilidad desde 1990.')).toBe(true);
  });
});

describe('sentences and language', () => {
  it('splits a text into its sentences', () => {
    expect(sentences('Somos un taller. Abrimos a las 9. ¿Hablamos?')).toEqual([
      'Somos un taller.',
      'Abrimos a las 9.',
      '¿Hablamos?',
    ]);
  });

  it('guesses Spanish or English from function words', () => {
    expect(guessLanguage('Somos una clínica dental en Madrid con los mejores servicios.')).toBe('es');
    expect(guessLanguage('We are the best dental clinic in town.')).toBe('en');
    expect(guessLanguage('12345')).toBeNull();
  });
});
