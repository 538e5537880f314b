import { extras } from '@estefania/shared/catalogue';
import { guessLanguage } from '../extract/sentences.js';
import { clip, collapseWhitespace, cutAtWord } from '../extract/text.js';
import type { SectorSlug } from '../extract/types.js';
import { dialectOf, inDialect } from './dialect.js';
import { sectorScript } from './script-sectors.js';

/** What the voice says; `*Text` is for people (JSON, database), `*Speech` is what the synthesiser reads. */
export interface DemoScript {
  greetingText: string;
  messageText: string;
  greetingSpeech: string;
  messageSpeech: string;
  /** Whether the company description made it into the message. */
  usesDescription: boolean;
  /** The description as the message says it (shortened to fit, in the business's first person), or null. */
  descriptionSpoken: string | null;
  /**
   * The same words as the page would put them (third person: "Taller Gómez es un taller…"), for
   * the answer and step 3: what is shown is what was said. Null when nothing of the description was said.
   */
  descriptionShown: string | null;
  /** The sector whose offer closes the message, or null for the generic closing. */
  sector: SectorSlug | null;
  estimatedSeconds: { greeting: number; message: number; total: number };
}

export interface ScriptInput {
  companyName: string;
  description: string | null;
  /** The page's declared language, if known. */
  language?: string | null;
  /** The business's sector (an industry slug): the message offers what its callers want. */
  sector?: SectorSlug | null;
  /** Where the business is (ISO 3166): the assistant speaks that country's Spanish. Spain by default. */
  country?: string | null;
}

export interface ScriptBudget {
  /** Target length of greeting + message together. */
  totalSeconds: number;
}

export const DEFAULT_BUDGET: ScriptBudget = { totalSeconds: extras.demoSeconds };

/*
 * Speech-length model of eSpeak NG's Spain Spanish voice at 160 words per minute, fitted on
 * measured syntheses (see speech.test.ts, which checks it against real audio): seconds per
 * syllable, per comma-like pause and per sentence end.
 */
const SECONDS_PER_SYLLABLE = 0.163;
const SECONDS_PER_COMMA = 0.21;
const SECONDS_PER_SENTENCE = 0.2;
/** A written number is read out in words: about this many syllables per digit. */
const SYLLABLES_PER_DIGIT = 2.8;

const STRONG = 'aeoáéó';
const ACCENTED_WEAK = 'íú';

function syllablesOfWord(word: string): number {
  const groups = word.toLowerCase().match(/[aeiouáéíóúü]+/g) ?? [];
  let count = 0;
  for (const group of groups) {
    count += 1;
    for (let index = 1; index < group.length; index += 1) {
      const previous = group[index - 1] ?? '';
      const current = group[index] ?? '';
      // Hiatus: two strong vowels, or a stressed weak vowel next to any vowel.
      if (
        (STRONG.includes(previous) && STRONG.includes(current)) ||
        ACCENTED_WEAK.includes(previous) ||
        ACCENTED_WEAK.includes(current)
      )
        count += 1;
    }
  }
  return Math.max(1, count);
}

/** Estimated speaking time of a text with the demo voice. */
export function estimateSpeechSeconds(text: string): number {
  const speech = toSpeech(text);
  let syllables = 0;
  for (const token of speech.match(/[\p{L}]+|\d+/gu) ?? []) {
    syllables += /^\d+$/.test(token) ? token.length * SYLLABLES_PER_DIGIT : syllablesOfWord(token);
  }
  const commas = (speech.match(/[,;:—–(]/g) ?? []).length;
  const sentences = Math.max(1, (speech.match(/[.!?…]+(\s|$)/g) ?? []).length);
  return syllables * SECONDS_PER_SYLLABLE + commas * SECONDS_PER_COMMA + sentences * SECONDS_PER_SENTENCE;
}

/** A name's abbreviations, as people say them: "Orencio Matas y Hnos" → "… y Hermanos". */
const SPOKEN_ABBREVIATIONS: Readonly<Record<string, string>> = {
  Hnos: 'Hermanos',
  Hno: 'Hermano',
  Hnas: 'Hermanas',
  Hna: 'Hermana',
  Cía: 'Compañía',
};
/**
 * One of them as a word; its full stop goes inside a phrase ("Hnos. de Jaén"), while before a capital
 * or at the end it may end the sentence ("Pérez Hnos. Nuestro taller…"), so it stays.
 */
const ABBREVIATION = new RegExp(
  `(?<![\\p{L}])(${Object.keys(SPOKEN_ABBREVIATIONS).join('|')})(?:\\.(?=\\s+\\p{Ll}|,))?(?![\\p{L}])`,
  'gu',
);

/**
 * Text as the voice should read it: the assistant's name spelt so it is pronounced "Estefanía",
 * no addresses, e-mails, emoji or markup, symbols spelt out, shouted words in normal case.
 */
export function toSpeech(text: string): string {
  const speech = text
    .replace(/\bEstefan[Ii][Aa]\b/g, 'Estefanía')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\bhttps?:\/\/\S+/gi, ' ')
    .replace(/\bwww\.\S+/gi, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b24\s*\/\s*7\b/g, 'a todas horas')
    .replace(/\s&\s/g, ' y ')
    .replace(ABBREVIATION, (_, short: string) => SPOKEN_ABBREVIATIONS[short] ?? short)
    .replace(/\+?\d[\d\s().-]{7,}\d/g, ' ') // phone numbers
    .replace(/[<>{}[\]|\\^`~*_#=@]/g, ' ')
    .replace(/\p{Extended_Pictographic}|\p{So}|\u200d|\ufe0f/gu, ' ')
    .replace(/\b(\p{Lu})(\p{Lu}{4,})\b/gu, (_, first: string, rest: string) => first + rest.toLowerCase());
  return collapseWhitespace(speech).replace(/\s+([,.;:!?…])/g, '$1');
}

const DANGLING = new Set(
  'de del la las el los y e o u en a al con para por que un una unos unas su sus tu tus mi mis nuestro nuestra nuestros nuestras como sin sobre entre desde hasta muy más'.split(
    ' ',
  ),
);

function dropDanglingWords(text: string): string {
  const words = text.split(' ');
  while (words.length > 1 && DANGLING.has((words[words.length - 1] ?? '').toLowerCase().replace(/[^\p{L}]/gu, ''))) words.pop();
  return words.join(' ').replace(/[\s,;:–—-]+$/, '');
}

/** The words that make one conjunction with a "que" after them: the cut cannot fall between. */
const BOUND_TO_QUE =
  /(?<![\p{L}])(?:ya|así|lo|la|el|los|las|manera|modo|forma|medida|tal|tanto|tan|hasta|para|sino|siempre|mientras|antes|después)$/iu;

/** "y"/"e" joining the last item of an enumeration, or a pair. */
const AND = /^\s(?:y|e)\s/;
/** The rest of an enumeration after a comma: ", vacunación, cirugía y urgencias". */
const LIST_GOES_ON = /^,\s*(?:[^,;:.()]{1,40},\s*)*[^,;:.()]{1,40}?\s(?:y|e)\s/;
/** An opening adverbial phrase ("En Casa Lola,", "Desde 1985,"): the sentence's subject comes after its comma. */
const OPENING_PHRASE = /^(?:en|desde|con|para|por|a|de|tras|durante|gracias a)\s[^,]*$/i;

/**
 * A description cut at `cut`, or null when the cut would leave a broken phrase. A cut inside an
 * enumeration ("aire acondicionado, calderas | y aerotermia") keeps the items it has, joined with
 * "y" ("aire acondicionado y calderas"); a cut that leaves only an opening phrase ("En Casa Lola"),
 * a list's first item after its verb, or one noun of a list sharing a complement ("la gestión,
 * elaboración | y presentación de las obligaciones") is refused.
 */
function cutClause(clean: string, cut: number): string | null {
  let candidate = clean.slice(0, cut).trim();
  const rest = clean.slice(cut);
  if (rest.startsWith(',') && OPENING_PHRASE.test(candidate)) return null;
  // "ya que", "de manera que", "a medida que", "lo que": "que" belongs to the words before it.
  if (/^\s?que\s/.test(rest) && BOUND_TO_QUE.test(candidate)) return null;
  const lastItem = /,\s*([^,]+)$/.exec(candidate);
  const item = lastItem?.[1]?.trim() ?? '';
  // "los impuestos y las nóminas de autónomos | y pequeñas empresas": that list was closed already.
  const continuesList = LIST_GOES_ON.test(rest) || (AND.test(rest) && lastItem !== null && !/\s(?:y|e)\s/.test(item));
  if (continuesList) {
    // Only the list's first item ("con consultas" of "con consultas, vacunación…"): not what the business does.
    if (!lastItem || item.split(' ').length > 3 || /\s(?:y|e)\s/.test(item)) return null;
    // Bare nouns sharing the complement after the list: "la gestión, elaboración y presentación de las
    // obligaciones" cannot be shortened to "la gestión y elaboración".
    const listEnd = /\s(?:y|e)\s(\S+)\s(\S+)/.exec(rest);
    if (/^(?:de|del)$/i.test(listEnd?.[2] ?? '')) return null;
    candidate = `${candidate.slice(0, lastItem.index)} y ${item}`;
  }
  candidate = dropDanglingWords(candidate);
  return candidate.split(' ').length >= 4 ? candidate : null;
}

/**
 * Shortens a description to fit a speaking time, at a clause boundary or by saying it more briefly
 * (`condensed`), or gives up (null): a receptionist says a whole phrase of the business's own or
 * none, never words cut off mid-phrase.
 */
export function fitDescription(description: string, maxSeconds: number): string | null {
  const clean = collapseWhitespace(description).replace(/[.!?…]+$/, '');
  const fits = (text: string) => estimateSpeechSeconds(`${text}.`) <= maxSeconds;
  if (fits(clean)) return `${clean}.`;
  // Else as much of it as fits: its longest clause that fits, the sentence said more briefly
  // (Max-gestión, #25), or the longest clause of that ("Somos una consultoría & asesoría con amplia
  // experiencia en el diseño, creación, puesta en marcha y desarrollo de centros médicos…" says what it
  // does only once its list is shortened: Gesticlinic). The most words wins; on a tie, the sentence as
  // written.
  const brief = condensed(clean);
  const candidates = [longestClause(clean, fits)];
  if (brief !== clean) candidates.push(fits(brief) ? brief : null, longestClause(brief, fits));
  const words = (text: string | null) => (text ? text.split(' ').length : 0);
  const said = candidates.reduce((best, candidate) => (words(candidate) > words(best) ? candidate : best), null);
  return said ? `${said}.` : null;
}

/** The longest clause of `clean`, cut at a clause boundary, that `fits`; null when none does. */
function longestClause(clean: string, fits: (text: string) => boolean): string | null {
  const cuts: number[] = [];
  // A participle opens a complement too ("un taller mecánico de Alcalá | especializado en…"), and a
  // place can go ("una empresa de fontanería | de Carabanchel").
  const boundary =
    /,|;|:|\s[–—-]\s|\s(?=(?:y|e|que|con|para|donde|desde|gracias|(?:especializad|situad|ubicad|dedicad|fundad)[oa]s?)\s)|\s(?=(?:de|del|en)\s\p{Lu})/gu;
  let match: RegExpExecArray | null;
  while ((match = boundary.exec(clean)) !== null) cuts.push(match.index);
  for (const cut of cuts.sort((a, b) => b - a)) {
    const candidate = cutClause(clean, cut);
    if (candidate && fits(candidate)) return candidate;
  }
  return null;
}

/**
 * A description said more briefly, without cutting it off: how it is done goes ("de manera eficaz,"),
 * nouns sharing one complement keep the first ("la gestión, elaboración y presentación de las
 * obligaciones" → "la gestión de las obligaciones"), and a list of four or more single words keeps its
 * first three ("fiscales, laborales, contables y jurídico-mercantil" → "fiscales, laborales y
 * contables"). `fitDescription` weighs it, whole or cut into clauses, against the clauses as written.
 */
export function condensed(text: string): string {
  return collapseWhitespace(
    clip(text, 400)
      // An aside of manner before a comma ("de manera eficaz,"): not "de forma rápida y eficaz",
      // "de manera que…", "en forma de corazón" or an adverb ("de forma rápidamente,").
      .replace(/\sde\s(?:manera|forma|modo)\s(?!que(?![\p{L}]))\p{Ll}+(?<!mente),(?=\s)/gu, '')
      // Three or more bare nouns sharing one complement keep the first ("el diseño, creación, puesta en
      // marcha y desarrollo de centros" → "el diseño de centros"); a pair ("la compra y venta de
      // viviendas") is one service and stays whole.
      .replace(
        /(?<![\p{L}])((?:la|el|los|las)\s\p{Ll}+)(?:,\s\p{Ll}+(?:\s(?:en|a)\s\p{Ll}+)?)+\s(?:y|e)\s\p{Ll}+(?:\s(?:en|a)\s\p{Ll}+)?(?=\s(?:de|del)\s)/gu,
        '$1',
      )
      // Four or more single words in a list keep three; not the days of a timetable, and not when the
      // last "item" goes on ("…, ordenadores, desbloqueamos y liberamos dispositivos": a verb and its
      // object), so the list must end the clause or meet a preposition.
      .replace(
        /(?<![\p{L}])(\p{Ll}+),\s(\p{Ll}+),\s(\p{Ll}+)(?:,\s[\p{Ll}-]+)*\s(?:y|e)\s[\p{Ll}-]+(?=$|[.,;:!?)]|\s(?:de|del|en|para|con|a|al|desde|por|sin|sobre)\s)/gu,
        (list: string, first: string, second: string, third: string) =>
          WEEKDAYS.test(list) ? list : `${first}, ${second} y ${third}`,
      ),
  );
}

const WEEKDAYS = /(?<![\p{L}])(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)(?![\p{L}])/u;

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
  const name = collapseWhitespace(companyName).toLowerCase();
  const text = collapseWhitespace(description);
  if (!name) return text;
  const lower = text.toLowerCase();
  for (const at of [0, ...[...lower.matchAll(/,\s+/g)].map((match) => (match.index ?? 0) + match[0].length)]) {
    if (!lower.startsWith(name, at)) continue;
    const verb = VERB_AFTER_NAME.exec(text.slice(at + name.length));
    if (!verb?.[1]) continue;
    return `${FIRST_PERSON[verb[1].toLowerCase()]} ${text.slice(at + name.length + verb[0].length)}`;
  }
  return text;
}

/**
 * The spoken (first-person) description back in the page's third person, for showing: "Ofrecemos
 * terapias…" of "Fisioterapia El Vendrell ofrece terapias…" → "Fisioterapia El Vendrell ofrece terapias…".
 */
function asShown(spoken: string, original: string, companyName: string): string {
  const own = inOwnVoice(original, companyName);
  if (own === collapseWhitespace(original)) return spoken;
  const firstPerson = Object.entries(FIRST_PERSON).find(
    ([, verb]) => own.startsWith(`${verb} `) && spoken.startsWith(`${verb} `),
  );
  if (!firstPerson) return spoken;
  const [verb, mine] = firstPerson;
  return `${collapseWhitespace(companyName)} ${verb} ${spoken.slice(mine.length + 1)}`;
}

/** A company name short enough to say twice in fifteen seconds. */
function spokenName(name: string): string {
  const clean = collapseWhitespace(name);
  if (clean.length <= 48) return clean;
  const firstPart = clean.split(/\s[|–—-]\s|,|\(/)[0]?.trim() ?? clean;
  return dropDanglingWords(cutAtWord(firstPart.length >= 2 ? firstPart : clean, 48));
}

/** After the description: what the assistant offers, as a question (short, the description gets the time). */
const CLOSING = '¿Te doy cita o prefieres dejar un mensaje?';
const AVAILABILITY_LONG = 'Atiendo tus llamadas a cualquier hora, también fuera de horario.';
const AVAILABILITY_SHORT = 'Atiendo tus llamadas a cualquier hora.';
/** The filler for sectors whose offer already says "a cualquier hora". */
const TAKES_DETAILS_LONG = 'Tomo nota de tu nombre y tu teléfono para que te llamen enseguida.';
const TAKES_DETAILS_SHORT = 'Tomo nota de tus datos.';
/** How far past the budget a filler line may go (the estimate is good to about ±0.5 s). */
const FILL_TOLERANCE_SECONDS = 0.5;
/** Without a usable description: what the assistant does for the business. */
const GENERIC_CLOSING = 'Puedo darte información, tomar nota de tu consulta o darte cita. ¿En qué te ayudo?';

/**
 * The demo's two lines. The greeting names the business and discloses that the caller is talking
 * to an AI assistant (EU AI Act, art. 50). The message tells what the business does, from its own
 * website, and what the assistant can do. Together they fill about the budget (≈15 s).
 */
export function writeDemoScript(input: ScriptInput, budget: ScriptBudget = DEFAULT_BUDGET): DemoScript {
  const dialect = dialectOf(input.country);
  const say = (line: string) => inDialect(line, dialect);
  const name = spokenName(input.companyName);
  // "… de Talleres Pérez Hnos." ends its sentence with the name's own full stop, not two.
  const greetingText = `Hola, soy EstefanIA, la asistente de inteligencia artificial de ${name}${/[.!?…]$/.test(name) ? '' : '.'}`;
  const greetingSeconds = estimateSpeechSeconds(greetingText);
  const sectorLines = sectorScript(input.sector);
  const sector = sectorLines ? { offer: say(sectorLines.offer), question: say(sectorLines.question) } : null;
  const closing = sector ? `${sector.offer} ${sector.question}` : say(CLOSING);
  const closingSeconds = estimateSpeechSeconds(closing);
  const shortestClosing = sector ? sector.offer : say(CLOSING);
  // The description gets the room the shortest closing leaves: a caller would rather hear what the
  // business does than the full list of what the assistant can do. It may go as far past the budget
  // as a filler line may (the total stays ≈ 15 s): "Cuidado dental profesional con más de 15 años de
  // experiencia" after a long name was left out for 0.3 s (#25).
  const room =
    budget.totalSeconds +
    FILL_TOLERANCE_SECONDS -
    greetingSeconds -
    Math.min(closingSeconds, estimateSpeechSeconds(shortestClosing));

  // The Spanish voice never reads a description in another language.
  const guessed = input.description ? guessLanguage(input.description) : null;
  const declaredSpanish = !input.language || input.language.startsWith('es');
  const usable =
    input.description && (guessed === 'es' || (guessed === null && declaredSpanish))
      ? inOwnVoice(input.description, input.companyName)
      : null;
  const fitted = usable && room >= 2.5 ? fitDescription(usable, room) : null;

  // Fill the rest of the budget with what the assistant does: the longest message that fits.
  const messageRoom = budget.totalSeconds - greetingSeconds + FILL_TOLERANCE_SECONDS;
  const lead = fitted ? `${fitted} ` : '';
  // A known sector always closes with its own offer; otherwise the generic lines as before.
  const closings = sector ? [closing, sector.offer] : [say(GENERIC_CLOSING), ...(fitted ? [say(CLOSING)] : [])];
  // An offer that already says "a cualquier hora" needs no availability line before it.
  const availability = (
    sector && /cualquier hora/.test(sector.offer)
      ? [TAKES_DETAILS_LONG, TAKES_DETAILS_SHORT]
      : [AVAILABILITY_LONG, AVAILABILITY_SHORT]
  ).map(say);
  const candidates = closings
    .flatMap((end) => [...availability.map((line) => `${lead}${line} ${end}`), `${lead}${end}`])
    .map((text) => ({ text, seconds: estimateSpeechSeconds(text) }));
  const fitting = candidates.filter((candidate) => candidate.seconds <= messageRoom).sort((a, b) => b.seconds - a.seconds);
  const shortest = [...candidates].sort((a, b) => a.seconds - b.seconds)[0];
  const messageText = (fitting[0] ?? shortest)?.text ?? say(GENERIC_CLOSING);
  const messageSeconds = estimateSpeechSeconds(messageText);
  return {
    greetingText,
    messageText,
    greetingSpeech: toSpeech(greetingText),
    messageSpeech: toSpeech(messageText),
    usesDescription: fitted !== null,
    descriptionSpoken: fitted,
    descriptionShown: fitted && input.description ? asShown(fitted, input.description, input.companyName) : null,
    sector: sector ? (input.sector ?? null) : null,
    estimatedSeconds: {
      greeting: round(greetingSeconds),
      message: round(messageSeconds),
      total: round(greetingSeconds + messageSeconds),
    },
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
