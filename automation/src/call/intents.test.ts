import { describe, expect, it } from 'vitest';
import { intentOf, replyTo } from './intents.js';
import { instructionsOf, knowledgeOf, type CallDemo } from './knowledge.js';

const tavern: CallDemo = {
  id: 'd',
  website: 'https://casalola.es/',
  companyName: 'Casa Lola Taberna',
  companyDescription: 'Taberna andaluza en el centro de Sevilla.',
  greetingText: 'Hola, soy EstefanIA, la asistente de inteligencia artificial de Casa Lola Taberna.',
  sector: 'restaurantes',
  country: 'ES',
  services: ['Tapas', 'Comidas de grupo'],
  openingHours: 'de martes a domingo, de 12:30 a 16:30 y de 20:00 a 00:00',
  address: 'Calle Pureza, 36, 41010 Sevilla',
  phone: '954 000 000',
};
const unread: CallDemo = {
  ...tavern,
  companyDescription: '',
  services: [],
  openingHours: null,
  address: null,
  phone: null,
  sector: null,
};

describe('the offline receptionist: a fixed set of intents from typed text', () => {
  it.each([
    ['¿Qué horario tenéis?', 'hours'],
    ['¿A qué hora abrís el sábado?', 'hours'],
    ['¿Dónde estáis?', 'address'],
    ['Dame la dirección', 'address'],
    ['¿Cuál es vuestro teléfono?', 'phone'],
    ['¿Qué servicios ofrecéis?', 'services'],
    ['¿A qué os dedicáis?', 'about'],
    ['Quiero pedir una cita', 'booking'],
    ['¿Puedo dejar un mensaje?', 'booking'],
    ['Hola', 'hello'],
    ['Gracias, adiós', 'goodbye'],
    ['¿Cuánto cuesta esta reparación?', 'unknown'],
  ])('«%s» is %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('answers from what the site said', () => {
    const knowledge = knowledgeOf(tavern);
    expect(replyTo(knowledge, '¿Qué horario tenéis?').text).toBe(
      'Abrimos de martes a domingo, de 12:30 a 16:30 y de 20:00 a 00:00.',
    );
    expect(replyTo(knowledge, '¿Dónde estáis?').text).toBe('Estamos en Calle Pureza, 36, 41010 Sevilla.');
    expect(replyTo(knowledge, '¿Teléfono?').text).toBe('Nuestro teléfono es el 954 000 000.');
    expect(replyTo(knowledge, '¿Qué servicios ofrecéis?').text).toBe(
      'Según nuestra web, ofrecemos: Tapas y Comidas de grupo. ¿Te interesa alguno?',
    );
  });

  it('says honestly what the site did not give, and offers to take a message', () => {
    const knowledge = knowledgeOf(unread);
    expect(replyTo(knowledge, '¿Qué horario tenéis?').text).toBe(
      'No tengo el horario: la web de Casa Lola Taberna no lo indica. Si quieres, te tomo un mensaje y te llaman.',
    );
    expect(replyTo(knowledge, '¿A qué os dedicáis?').text).toMatch(/prefiero no inventarlo/);
    expect(replyTo(knowledge, '¿Cuánto cuesta?').text).toMatch(/^Eso no lo sé/);
  });

  it('takes a message after offering to, and says nothing is stored in the demo', () => {
    const knowledge = knowledgeOf(tavern);
    expect(replyTo(knowledge, 'Quiero reservar').text).toMatch(/Dime tu nombre, tu teléfono y qué necesitas/);
    expect(replyTo(knowledge, 'Soy Ana, 600 000 000, mesa para 4 el viernes', true).text).toMatch(
      /En esta demostración no se guarda ni se envía nada/,
    );
  });
});

describe('the realtime instructions', () => {
  it('open with the demo greeting (the AI disclosure) and carry the knowledge as quoted data', () => {
    const instructions = instructionsOf(knowledgeOf(tavern));
    expect(instructions).toContain(
      'Empieza la llamada diciendo exactamente: «Hola, soy EstefanIA, la asistente de inteligencia artificial de Casa Lola Taberna. ¿En qué puedo ayudarte?»',
    );
    expect(instructions).toContain('- Horario: «de martes a domingo, de 12:30 a 16:30 y de 20:00 a 00:00»');
    expect(instructions).toContain('- Servicios: «Tapas», «Comidas de grupo»');
    expect(instructions).toMatch(/di con sinceridad que no lo sabes/);
  });

  it('say what is not known rather than leaving it to the model', () => {
    const instructions = instructionsOf(knowledgeOf(unread));
    expect(instructions).toContain('- Horario: no lo sabes (la web no lo dice)');
    expect(instructions).toContain('- Servicios: no lo sabes (la web no los enumera)');
  });
});
