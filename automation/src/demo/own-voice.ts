/**
 * The business's own sentence in its receptionist's voice ("Talleres Gómez es…" → "Somos…"), and the
 * words said back in the page's third person for showing.
 */
import { collapseWhitespace } from '../extract/text.js';

/** "<Name> ofrece…" as the business says it of itself: "Ofrecemos…". */
const FIRST_PERSON: Record<string, string> = {
  es: 'Somos',
  son: 'Somos',
  está: 'Estamos',
  ofrece: 'Ofrecemos',
  'cuenta con': 'Contamos con',
  dispone: 'Disponemos',
  tiene: 'Tenemos',
  realiza: 'Realizamos',
  lleva: 'Llevamos',
  trabaja: 'Trabajamos',
  presta: 'Prestamos',
  'se dedica': 'Nos dedicamos',
  'se encarga': 'Nos encargamos',
  'se especializa': 'Nos especializamos',
  repara: 'Reparamos',
  instala: 'Instalamos',
  vende: 'Vendemos',
  ayuda: 'Ayudamos',
  atiende: 'Atendemos',
  cuida: 'Cuidamos',
  organiza: 'Organizamos',
  imparte: 'Impartimos',
  proporciona: 'Proporcionamos',
  brinda: 'Brindamos',
};
const VERB_AFTER_NAME = new RegExp(
  `^\\s+(${Object.keys(FIRST_PERSON)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\s`,
  'i',
);

/**
 * The business's own sentence as its receptionist says it (the greeting has just said the name):
 * "Cerrajería Ortega es un taller…" → "Somos un taller…"; and when the name opens a later clause
 * ("El bienestar es importante, Fisioterapia El Vendrell ofrece terapias…"), that clause is the
 * description: "Ofrecemos terapias…".
 */
export function inOwnVoice(description: string, companyName: string): string {
  const name = folded(collapseWhitespace(companyName));
  const text = collapseWhitespace(description).normalize('NFC');
  if (!name) return text;
  // «cerrajeria bululo es una empresa…» of «Cerrajería Bululo» (#33): the name as the page typed it,
  // without its accents or capitals, is the name.
  const lower = folded(text);
  for (const at of [0, ...[...lower.matchAll(/,\s+/g)].map((match) => (match.index ?? 0) + match[0].length)]) {
    if (!lower.startsWith(name, at)) continue;
    const verb = VERB_AFTER_NAME.exec(text.slice(at + name.length));
    if (!verb?.[1]) continue;
    return `${FIRST_PERSON[verb[1].toLowerCase()]} ${text.slice(at + name.length + verb[0].length)}`;
  }
  return text;
}

/** Lower case without accents, one character for one (so positions in it are positions in the text). */
function folded(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base.length === char.length ? base : char;
    })
    .join('')
    .toLowerCase();
}

/**
 * The spoken (first-person) description back in the page's third person, for showing: "Ofrecemos
 * terapias…" of "Fisioterapia El Vendrell ofrece terapias…" → "Fisioterapia El Vendrell ofrece terapias…".
 */
export function asShown(spoken: string, original: string, companyName: string): string {
  const own = inOwnVoice(original, companyName);
  if (own === collapseWhitespace(original)) return spoken;
  const firstPerson = Object.entries(FIRST_PERSON).find(
    ([, verb]) => own.startsWith(`${verb} `) && spoken.startsWith(`${verb} `),
  );
  if (!firstPerson) return spoken;
  const [verb, mine] = firstPerson;
  return `${collapseWhitespace(companyName)} ${verb} ${spoken.slice(mine.length + 1)}`;
}
