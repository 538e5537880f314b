// The offline receptionist's answers (#34): a fixed set of intents read from typed text, each answered
// from the demo's knowledge, saying plainly when the site did not give it. No understanding is claimed:
// anything else gets an honest «no lo sé».
import type { CallKnowledge } from './knowledge.js';

export type Intent = 'hours' | 'address' | 'phone' | 'services' | 'about' | 'booking' | 'hello' | 'goodbye' | 'unknown';

/** Lower case, without accents or punctuation: «¿Qué horario tenéis?» → «que horario teneis». */
function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9ñ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const INTENTS: [Intent, RegExp][] = [
  ['booking', /\b(cita|reserv\w*|mensaje|recado|apunt\w*|pedir hora|agendar|quedar|presupuesto)\b/],
  ['hours', /\b(horario\w*|hora|horas|abr\w*|cierr\w*|cerr\w*|abiert\w*|cuando)\b/],
  ['address', /\b(direccion|donde|ubica\w*|calle|llegar|local|estais|estan)\b/],
  ['phone', /\b(telefono|numero|movil|whatsapp|llamar\w*|contacto)\b/],
  ['services', /\b(servicio\w*|ofrec\w*|haceis|hacen|trabajos?|tratamientos?|productos?)\b/],
  ['about', /\b(dedica\w*|que sois|que es|quien(es)? (sois|son|eres)|negocio|empresa)\b/],
  ['goodbye', /\b(adios|gracias|hasta luego|chao|nada mas)\b/],
  ['hello', /^(hola|buenas|buenos dias|buenas tardes|buenas noches)\b/],
];

export function intentOf(text: string): Intent {
  const said = plain(text);
  return INTENTS.find(([, pattern]) => pattern.test(said))?.[0] ?? 'unknown';
}

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);

export interface Reply {
  intent: Intent;
  text: string;
}

/**
 * The reply to a typed question. `takingMessage`: the previous reply asked for name, phone and reason,
 * so this text is the message (in this demo it is acknowledged, never stored or sent).
 */
export function replyTo(knowledge: CallKnowledge, text: string, takingMessage = false): Reply {
  const name = knowledge.companyName;
  if (takingMessage) {
    return {
      intent: 'booking',
      text: `Apuntado. Con el servicio real, ${name} recibiría ahora tu mensaje por correo y SMS. En esta demostración no se guarda ni se envía nada. ¿Te ayudo con algo más?`,
    };
  }
  const intent = intentOf(text);
  const notOnSite = (what: string) =>
    `No tengo ${what}: la web de ${name} no lo indica. Si quieres, te tomo un mensaje y te llaman.`;
  switch (intent) {
    case 'hours':
      return { intent, text: knowledge.openingHours ? `Abrimos ${knowledge.openingHours}.` : notOnSite('el horario') };
    case 'address':
      return { intent, text: knowledge.address ? `Estamos en ${knowledge.address}.` : notOnSite('la dirección') };
    case 'phone':
      return { intent, text: knowledge.phone ? `Nuestro teléfono es el ${knowledge.phone}.` : notOnSite('el teléfono') };
    case 'services':
      return {
        intent,
        text:
          knowledge.services.length > 0
            ? `Según nuestra web, ofrecemos: ${list(knowledge.services)}. ¿Te interesa alguno?`
            : knowledge.description
              ? `La web no enumera los servicios, pero esto es lo que dice: ${knowledge.description}`
              : notOnSite('la lista de servicios'),
      };
    case 'about':
      return {
        intent,
        text: knowledge.description
          ? `${name}: ${knowledge.description}`
          : `Soy la recepcionista de ${name}. La web no explica a qué se dedica, así que prefiero no inventarlo.`,
      };
    case 'booking':
      return {
        intent,
        text: `Claro. Dime tu nombre, tu teléfono y qué necesitas, y se lo paso a ${name} para que te llamen.`,
      };
    case 'hello':
      return { intent, text: '¡Hola! ¿En qué puedo ayudarte?' };
    case 'goodbye':
      return { intent, text: `Gracias a ti por llamar a ${name}. ¡Hasta pronto!` };
    case 'unknown':
      return {
        intent,
        text: `Eso no lo sé: solo conozco lo que dice la web de ${name}. Puedo decirte el horario, la dirección, el teléfono o los servicios, o tomarte un mensaje.`,
      };
  }
}

/** Said once when the caller speaks: the offline receptionist hears nothing, and says so. */
export const VOICE_NOT_UNDERSTOOD =
  'Estoy en modo de prueba y no entiendo la voz. Escribe tu pregunta en el recuadro y te contesto.';

export const TIME_IS_UP = 'Se acabó el tiempo de esta llamada de prueba. ¡Gracias por llamar!';
