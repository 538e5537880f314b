/**
 * The customer's own Spanish (#25). The receptionist's lines are written in Spain's Spanish with
 * «tú», as the product speaks at home; a business elsewhere hears its own country's words and its
 * own way of addressing a caller: «turno» in Argentina and Uruguay, «auto» or «carro», «celular»,
 * «cotización», no ITV outside Spain, «vos» in Buenos Aires and «usted» where a business says
 * «usted» to a caller it does not know.
 *
 * Only the assistant's own lines go through here, never the business's description.
 */

export type FormOfAddress = 'tú' | 'vos' | 'usted';

export interface Dialect {
  country: string;
  address: FormOfAddress;
  /** An appointment, as asked for on the phone: «cita», «turno», «hora» (Chile). */
  appointment: 'cita' | 'turno' | 'hora';
  car: 'coche' | 'auto' | 'carro';
}

const SPAIN: Dialect = { country: 'ES', address: 'tú', appointment: 'cita', car: 'coche' };

const DIALECTS: Readonly<Record<string, Dialect>> = {
  ES: SPAIN,
  AR: { country: 'AR', address: 'vos', appointment: 'turno', car: 'auto' },
  UY: { country: 'UY', address: 'usted', appointment: 'turno', car: 'auto' },
  PY: { country: 'PY', address: 'usted', appointment: 'turno', car: 'auto' },
  MX: { country: 'MX', address: 'usted', appointment: 'cita', car: 'auto' },
  CL: { country: 'CL', address: 'usted', appointment: 'hora', car: 'auto' },
  BO: { country: 'BO', address: 'usted', appointment: 'cita', car: 'auto' },
};

/** Every other Spanish-speaking country: «usted», «cita», «carro». */
const LATIN_AMERICA: Omit<Dialect, 'country'> = { address: 'usted', appointment: 'cita', car: 'carro' };

export function dialectOf(country: string | null | undefined): Dialect {
  const code = (country ?? 'ES').toUpperCase();
  return DIALECTS[code] ?? { country: code, ...LATIN_AMERICA };
}

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

/** Spain-only words and turns of phrase → what the rest of the Spanish-speaking world says. */
const LATIN_AMERICAN_WORDS: Rule[] = [
  [/una revisión, la pre-ITV o una reparación/g, 'una revisión o una reparación'],
  [/\bITV\b/g, 'revisión técnica'],
  [/\bmóvil u ordenador\b/g, 'celular o computadora'],
  [/\bordenador(es)?\b/g, (_m, plural: string) => (plural ? 'computadoras' : 'computadora')],
  [/\bmóvil\b/g, 'celular'],
  [/\bfontanero\b/g, 'plomero'],
  [/\bun atasco\b/g, 'una tubería tapada'],
  [/\bmutuas\b/g, 'seguros médicos'],
  [/\bvivienda o comunidad\b/g, 'vivienda o edificio'],
  [/\bal gestor\b/g, 'al administrador'],
  [/\bdar parte de\b/g, 'reportar'],
  [/\bmatrículas\b/g, 'inscripciones'],
  [/\bte cierro una visita\b/g, 'te agendo una visita'],
  // The perfect tense of Spain for what just happened; the rest of the world says it in the preterite.
  [/¿Qué ha pasado\?/g, '¿Qué pasó?'],
  [/¿Qué ha ocurrido\?/g, '¿Qué ocurrió?'],
  [/¿Qué has visto en casa\?/g, '¿Qué viste en casa?'],
  [/Si te has quedado fuera\b/g, 'Si te quedaste afuera'],
  [/Si te has quedado sin luz\b/g, 'Si te quedaste sin luz'],
  [/\btu avería de aire o calefacción\b/g, 'la falla de tu aire acondicionado o calefacción'],
  [/\breservarte hora\b/g, 'reservarte cita'],
  // «Dar cita» without article is Spain's; elsewhere an appointment is «una cita».
  [/\b(darte|Te doy|te doy|reservarte|agendarte) cita\b/g, '$1 una cita'],
];

function quote(word: string): RegExp {
  return new RegExp(`\\b${word}\\b`, 'g');
}

/** An appointment in the country's word, with its article where the sentence had «cita» bare or with «una». */
function appointmentWords(appointment: Dialect['appointment']): Rule[] {
  if (appointment === 'cita') return [];
  const article = appointment === 'turno' ? 'un' : 'una';
  return [
    [/\buna cita\b/g, `${article} ${appointment}`],
    [/\bcita\b/g, `${article} ${appointment}`],
    // «Darte un turno, cambiarlo…»: the pronoun follows the noun's gender.
    ...(appointment === 'turno' ? ([[/\bcambiarla\b/g, 'cambiarlo']] as Rule[]) : []),
  ];
}

function carWords(car: Dialect['car']): Rule[] {
  return car === 'coche' ? [] : [[/\bcoches?\b/g, (match: string) => (match.endsWith('s') ? `${car}s` : car)]];
}

/** «tú» → «vos»: the stressed present of the rioplatense voseo, for the verbs the lines use. */
const VOSEO: Rule[] = [
  [quote('tienes'), 'tenés'],
  [quote('necesitas'), 'necesitás'],
  [quote('quieres'), 'querés'],
  [quote('prefieres'), 'preferís'],
  [quote('puedes'), 'podés'],
  [/\bte viene bien\b/g, 'te queda bien'],
];

/** «tú» → «usted»: pronouns, possessives and verbs of the lines, in Latin American usage. */
const USTED: Rule[] = [
  [/\b(dar|decir|atender|reservar|pedir|agendar|informar|ayudar)te\b/g, '$1le'],
  [/\bTe (doy|atiendo|ayudo)\b/g, 'Le $1'],
  [/\bte viene bien\b/g, 'le conviene'],
  [/\bte (doy|pido|reservo|agendo|atiendo|ayudo|interesa|viene bien|queda bien)\b/g, 'le $1'],
  [/\bte llamen\b/g, 'le llamen'],
  [/\bSi te quedaste afuera\b/g, 'Si se quedó afuera'],
  [/\bSi te quedaste sin luz\b/g, 'Si se quedó sin luz'],
  [/¿Qué viste en casa\?/g, '¿Qué vio en casa?'],
  [/¿Cómo puedo ayudarte\?/g, '¿Cómo puedo ayudarle?'],
  [quote('tienes'), 'tiene'],
  [quote('necesitas'), 'necesita'],
  [quote('quieres'), 'quiere'],
  [quote('prefieres'), 'prefiere'],
  [quote('puedes'), 'puede'],
  [quote('estás'), 'está'],
  [quote('tu'), 'su'],
  [quote('tus'), 'sus'],
  [quote('Tu'), 'Su'],
  [quote('Tus'), 'Sus'],
];

function apply(text: string, rules: Rule[]): string {
  let out = text;
  for (const [pattern, replacement] of rules) {
    // The same call twice on purpose: the narrowing picks String.replace's string or function overload.
    out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  }
  return out;
}

/** One of the assistant's lines in the customer's Spanish. Spain's lines come back unchanged. */
export function inDialect(line: string, dialect: Dialect): string {
  if (dialect.country === 'ES') return line;
  let out = apply(line, LATIN_AMERICAN_WORDS);
  out = apply(out, appointmentWords(dialect.appointment));
  out = apply(out, carWords(dialect.car));
  if (dialect.address === 'vos') out = apply(out, VOSEO);
  if (dialect.address === 'usted') out = apply(out, USTED);
  return out;
}
