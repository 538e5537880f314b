import { describe, expect, it } from 'vitest';
import { claimPhrases, headlineClaims, sentenceCase } from './claims';

describe('headline claims (spec §1)', () => {
  it('word each figure the one way the site states it', () => {
    expect(claimPhrases).toMatchObject({
      signup: 'en menos de 5 minutos',
      ready: 'en menos de 10 minutos',
      missedCalls: '0 % de llamadas perdidas',
      responseTime: 'respuesta media en menos de 3 segundos',
      simultaneousCalls: 'de 1 a 1000 llamadas simultáneas',
      savings: 'hasta un 80 % más barato que contratar personal',
    });
  });

  it('list the five figures as sentences', () => {
    expect(headlineClaims.map((claim) => claim.text)).toEqual([
      'Alta en menos de 5 minutos',
      '0 % de llamadas perdidas',
      'Respuesta media en menos de 3 segundos',
      'De 1 a 1000 llamadas simultáneas',
      'Hasta un 80 % más barato que contratar personal',
    ]);
    expect(sentenceCase('ñu')).toBe('Ñu');
  });
});
