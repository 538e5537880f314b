import { describe, expect, it } from 'vitest';
import { dialectOf, inDialect } from './dialect.js';
import { writeDemoScript } from './script.js';
import { sectorScripts } from './script-sectors.js';

const everyLine = Object.values(sectorScripts).flatMap((lines) => [lines.offer, lines.question]);
const spoken = (country: string) => everyLine.map((line) => inDialect(line, dialectOf(country)));

/** Words a caller outside Spain would hear as Spain's. */
const SPAIN_ONLY =
  /\b(?:coche|ITV|pre-ITV|ordenador|móvil|fontanero|mutuas|atasco|ha pasado|has visto|te has quedado|dar(?:te|le) cita)\b/;
const TU_FORMS =
  /\b(?:te|tu|tus|ti|tienes|necesitas|quieres|prefieres|estás|puedes|darte|atenderte|reservarte|pedirte|agendarte|informarte|ayudarte|decirte)\b/i;

describe("the customer's Spanish", () => {
  it("leaves Spain's lines as they are written", () => {
    expect(spoken('ES')).toEqual(everyLine);
    expect(dialectOf(undefined)).toMatchObject({ country: 'ES', address: 'tú', appointment: 'cita', car: 'coche' });
  });

  it.each(['AR', 'MX', 'CO', 'CL', 'PE', 'UY', 'VE'])('%s hears no word that only Spain says', (country) => {
    for (const line of spoken(country)) expect(line, line).not.toMatch(SPAIN_ONLY);
  });

  it.each(['MX', 'CO', 'CL', 'PE', 'UY'])('%s is addressed as «usted» throughout', (country) => {
    for (const line of spoken(country)) expect(line, line).not.toMatch(TU_FORMS);
  });

  it('speaks to an Argentine caller with «vos», «turno» and «auto»', () => {
    const lines = spoken('AR').join(' ');
    expect(lines).toMatch(/\btenés\b/);
    expect(lines).toMatch(/\bnecesitás\b/);
    expect(lines).not.toMatch(/\b(?:tienes|necesitas|quieres|cita)\b/);
    expect(inDialect(sectorScripts.automotriz!.offer, dialectOf('AR'))).toBe(
      'Puedo darte un turno para una revisión o una reparación.',
    );
    expect(inDialect(sectorScripts.automotriz!.question, dialectOf('AR'))).toBe('¿Qué le pasa a tu auto?');
    expect(inDialect(sectorScripts.salud!.offer, dialectOf('AR'))).toMatch(/^Puedo darte un turno, cambiarlo o/);
  });

  it('offers a Mexican clinic «una cita» with «usted», a Colombian garage its «carro», a Chilean patient «una hora»', () => {
    expect(inDialect(sectorScripts.dentistas!.offer, dialectOf('MX'))).toBe(
      'Puedo darle una cita para una revisión o atenderle si tiene una urgencia dental.',
    );
    expect(inDialect(sectorScripts.automotriz!.question, dialectOf('CO'))).toBe('¿Qué le pasa a su carro?');
    expect(inDialect('¿Te doy cita o prefieres dejar un mensaje?', dialectOf('CL'))).toBe(
      '¿Le doy una hora o prefiere dejar un mensaje?',
    );
  });

  it("writes the whole demo in the customer's Spanish but never rewrites the business's own words", () => {
    const script = writeDemoScript({
      companyName: 'Taller Gómez',
      description: 'Taller Gómez es un taller mecánico en Rosario con coche de cortesía.',
      sector: 'automotriz',
      country: 'AR',
    });
    expect(script.messageText).toContain('Somos un taller mecánico en Rosario con coche de cortesía.');
    expect(script.messageText).toContain('Puedo darte un turno');
    expect(script.messageText).not.toMatch(/ITV/);
    expect(script.descriptionShown).toBe('Taller Gómez es un taller mecánico en Rosario con coche de cortesía.');
    expect(script.estimatedSeconds.total).toBeGreaterThan(12);
    expect(script.estimatedSeconds.total).toBeLessThan(17);
  });
});
