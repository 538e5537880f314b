import { describe, expect, it } from 'vitest';
import { writeDemoScript } from './script.js';

const LONG_DESCRIPTION =
  'Representamos a más de dos mil establecimientos hosteleros de la provincia de Málaga desde hace cuarenta años, defendiendo los intereses del sector ante las administraciones públicas y ofreciendo formación, asesoría jurídica y laboral a todos nuestros asociados.';

const cases = [
  {
    companyName: 'Clínica Dental Sonrisa',
    description: 'Clínica dental en Madrid especializada en implantes, ortodoncia invisible y estética dental.',
  },
  { companyName: 'Peluquería Ana', description: null },
  { companyName: 'Bar Pepe', description: 'Tapas caseras y menú del día en el centro de Cuenca.' },
  {
    companyName: 'Asociación Provincial de Empresarios de Hostelería y Turismo de la Costa del Sol Occidental',
    description: LONG_DESCRIPTION,
  },
  {
    companyName: 'Talleres Martínez',
    description: 'Taller mecánico desde 1987, ITV, 24/7 y www.talleres.example, llámanos al +34 954 000 000 📞.',
  },
];

describe('demo script', () => {
  it.each(cases)('stays within the 15-second budget: $companyName', (input) => {
    const script = writeDemoScript(input);
    expect(script.estimatedSeconds.total).toBeGreaterThanOrEqual(12);
    expect(script.estimatedSeconds.total).toBeLessThanOrEqual(15.75);
    expect(script.estimatedSeconds.greeting).toBeLessThan(8);
  });

  it('discloses the AI assistant in the greeting, spelt EstefanIA for people and Estefanía for the voice', () => {
    const script = writeDemoScript(cases[0] as (typeof cases)[0]);
    expect(script.greetingText).toBe('Hola, soy EstefanIA, la asistente de inteligencia artificial de Clínica Dental Sonrisa.');
    expect(script.greetingSpeech).toBe('Hola, soy Estefanía, la asistente de inteligencia artificial de Clínica Dental Sonrisa.');
    expect(script.messageText.startsWith('Clínica dental en Madrid especializada en implantes')).toBe(true);
    expect(script.usesDescription).toBe(true);
  });

  it('writes a generic message naming what the assistant does when there is no description', () => {
    const script = writeDemoScript({ companyName: 'Peluquería Ana', description: null });
    expect(script.usesDescription).toBe(false);
    expect(script.messageText).toContain('Atiendo tus llamadas a cualquier hora');
  });

  it('never reads an English description with the Spanish voice', () => {
    const script = writeDemoScript({
      companyName: 'Bright Smile',
      description: 'We are a modern dental studio in London offering implants and whitening for the whole family.',
      language: 'en',
    });
    expect(script.usesDescription).toBe(false);
    expect(script.messageSpeech).not.toMatch(/London|dental studio/);
  });

  it('shortens a long description at a clause or word, without a dangling article or preposition', () => {
    const script = writeDemoScript(cases[3] as (typeof cases)[3]);
    expect(script.usesDescription).toBe(true);
    const said = script.messageText.split(/(?<=\.)\s/)[0] ?? '';
    expect(LONG_DESCRIPTION.startsWith(said.slice(0, -1))).toBe(true);
    expect(said).toMatch(/\p{L}\.$/u);
    expect(said).not.toMatch(/\s(de|la|el|y|en|a|los|las|del)\.$/);
    expect(script.greetingText.length).toBeLessThan(120);
  });

  it('gives the description the little room a filler line may take past the budget, after a long name (#25)', () => {
    const script = writeDemoScript({
      companyName: 'Consultorio Dental Osorio',
      description: 'Cuidado dental profesional con más de 15 años de experiencia.',
      sector: 'dentistas',
      country: 'PE',
    });
    expect(script.descriptionSpoken).toBe('Cuidado dental profesional con más de 15 años de experiencia.');
    expect(script.estimatedSeconds.total).toBeGreaterThan(15);
    expect(script.estimatedSeconds.total).toBeLessThanOrEqual(15.5);
  });

  it('ends the greeting with one full stop after a name’s abbreviation, and says it in full (#25)', () => {
    const script = writeDemoScript({ companyName: 'Talleres Pérez Hnos.', description: null, sector: 'automotriz' });
    expect(script.greetingText).toBe('Hola, soy EstefanIA, la asistente de inteligencia artificial de Talleres Pérez Hnos.');
    expect(script.greetingSpeech).toBe(
      'Hola, soy Estefanía, la asistente de inteligencia artificial de Talleres Pérez Hermanos.',
    );
  });
});

describe('sector-aware script', () => {
  it('closes a dentist with appointments and emergencies, still disclosing the AI and within budget', () => {
    const script = writeDemoScript({
      companyName: 'Clínica Dental Sonrisa',
      description: 'Clínica dental en Madrid especializada en implantes y ortodoncia invisible.',
      sector: 'dentistas',
    });
    expect(script.sector).toBe('dentistas');
    expect(script.greetingText).toContain('asistente de inteligencia artificial');
    expect(script.messageText).toContain('urgencia dental');
    expect(script.messageText).toContain('Clínica dental en Madrid');
    expect(script.estimatedSeconds.total).toBeGreaterThanOrEqual(13);
    expect(script.estimatedSeconds.total).toBeLessThanOrEqual(15.75);
  });

  it.each([
    ['cerrajeros', 'cerrajero de guardia'],
    ['restaurantes', 'reserva'],
    ['fontaneria', 'fontanero de urgencia'],
  ])('offers %s callers what they call for (%s)', (sector, offer) => {
    const script = writeDemoScript({ companyName: 'Hermanos Ortega', description: null, sector });
    expect(script.messageText).toContain(offer);
    expect(script.estimatedSeconds.total).toBeGreaterThanOrEqual(13);
  });

  it('keeps the generic closing for an unknown sector', () => {
    const unknown = writeDemoScript({ companyName: 'Acme', description: null, sector: 'no-existe' });
    const none = writeDemoScript({ companyName: 'Acme', description: null });
    expect(unknown.messageText).toBe(none.messageText);
    expect(unknown.sector).toBeNull();
    expect(none.messageText).toContain('Puedo darte información, tomar nota de tu consulta o darte cita.');
  });
});

describe('a notary’s own offer (#33, fifth round)', () => {
  it('offers a notary’s callers their paperwork and the notary, not a lawyer for their case', () => {
    const script = writeDemoScript({
      companyName: 'Escribanía Chiesa',
      description: null,
      sector: 'bufetes-abogados',
      trade: 'notarias',
      country: 'AR',
    });
    expect(script.messageText).toContain('darte un turno con el notario');
    expect(script.messageText).not.toContain('abogado');
  });
});

describe('the offer’s first clause for a description with no room beside the whole offer (#33, fifth round)', () => {
  it('says the description and the offer without its aside, only when the whole offer leaves no room', () => {
    const description = 'Rojas De Paz Abogados es una firma líder en asesoría jurídica.';
    const script = writeDemoScript({ companyName: 'RDP-abogados', description, sector: 'bufetes-abogados', country: 'CO' });
    expect(script.descriptionSpoken).toBe(description);
    expect(script.messageText).toContain('con el abogado adecuado.');
    expect(script.messageText).not.toContain('confidencialidad');
    expect(script.estimatedSeconds.total).toBeLessThanOrEqual(15.5);
    // A short description keeps the whole offer.
    const short = writeDemoScript({
      companyName: 'Bufete Pérez',
      description: 'Abogados de familia en Jaén.',
      sector: 'bufetes-abogados',
    });
    expect(short.messageText).toContain('con total confidencialidad');
  });
});
