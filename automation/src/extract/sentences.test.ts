import { describe, expect, it } from 'vitest';
import { descriptiveSentence, firstSentence, guessLanguage, isDescriptive, sentences } from './sentences.js';

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

  it('takes an exclamation for a slogan, even with its marks typed the wrong way round (#25)', () => {
    expect(isDescriptive('¡Más que un taller, somos tu equipo de confianza!')).toBe(false);
    expect(isDescriptive('!Pintamos tus paredes lisas con acabados profesionales¡')).toBe(false);
    expect(isDescriptive('Pintamos paredes lisas con acabados profesionales.')).toBe(true);
  });

  it('after a call to action, reads on only when the business then says in its own voice what it does (#25)', () => {
    expect(
      descriptiveSentence(
        'Encuentra los mejores pintores en toda la Comunidad de Madrid. Realizamos Empapelados, Esmaltes, Barnizados y mucho más. Pide presupuesto sin Compromiso.',
      ),
    ).toBe('Realizamos Empapelados, Esmaltes, Barnizados y mucho más.');
    // More advert after the call, not the business speaking of itself: nothing to say.
    expect(descriptiveSentence('Llámanos ahora mismo. Sin recargo por desplazamiento en toda la ciudad.')).toBeNull();
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
