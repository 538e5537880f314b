import { describe, expect, it } from 'vitest';
import { toSpeech } from './speech.js';

describe('toSpeech', () => {
  it('says a name’s abbreviations in full (#25)', () => {
    expect(toSpeech('Orencio Matas y Hnos, droguería.')).toBe('Orencio Matas y Hermanos, droguería.');
    expect(toSpeech('Talleres Pérez Hnos. de Jaén y Cía. Sevillana.')).toBe(
      'Talleres Pérez Hermanos de Jaén y Compañía. Sevillana.',
    );
    expect(toSpeech('Talleres Pérez Hnos. Nuestro taller.')).toBe('Talleres Pérez Hermanos. Nuestro taller.');
    expect(toSpeech('Hnosa Grupo.')).toBe('Hnosa Grupo.');
  });

  it('cleans what the voice reads: no URLs, phone numbers, emoji or markup; shouted words in normal case', () => {
    const speech = toSpeech(
      'LLÁMANOS: www.talleres.example <b>hoy</b> 24/7 al +34 954 000 000 📞 o escribe a hola@talleres.example & ven.',
    );
    expect(speech).toBe('Llámanos: hoy a todas horas al o escribe a y ven.');
  });
});
