/**
 * The demo's script: the greeting that names the business and discloses the AI, and the message with
 * the business's description and the assistant's offer, fitted to the time budget. The entry the
 * service and its tools use; the pieces it measures and shapes text with live beside it.
 */
import { extras } from '@estefania/shared/catalogue';
import { guessLanguage } from '../extract/sentences.js';
import { clip, collapseWhitespace, cutAtWord } from '../extract/text.js';
import type { NearestTrade, SectorSlug } from '../extract/types.js';
import { dialectOf, inDialect } from './dialect.js';
import { dropDanglingWords, fitDescription } from './fit-description.js';
import { asShown, inOwnVoice } from './own-voice.js';
import { sectorScript } from './script-sectors.js';
import { estimateSpeechSeconds, toSpeech } from './speech.js';

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
  /** A trade filed under its nearest sector with an offer of its own («gruas», #33). */
  trade?: NearestTrade | null;
  /** Where the business is (ISO 3166): the assistant speaks that country's Spanish. Spain by default. */
  country?: string | null;
}

export interface ScriptBudget {
  /** Target length of greeting + message together. */
  totalSeconds: number;
}

export const DEFAULT_BUDGET: ScriptBudget = { totalSeconds: extras.demoSeconds };

/**
 * More than any line of fifteen seconds can hold (about 90 syllables, 300 characters): the script
 * reads no further into a name or a description. Extraction bounds what it finds, but the script
 * is handed text by other callers too, and everything after this cut (the language guess, the
 * first person, the clause cutting, the speech estimate) was linear or worse in its length: a
 * 48 KB description of «a, a, a, …» took minutes to fit, and one of «a- - - …x» was said whole,
 * separators and all (#33).
 */
const MAX_INPUT_CHARS = 600;

/** A company name short enough to say twice in fifteen seconds. */
function spokenName(name: string): string {
  const clean = collapseWhitespace(clip(name, MAX_INPUT_CHARS));
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
  const sectorLines = sectorScript(input.sector, input.trade);
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

  // The Spanish voice never reads a description in another language, nor one made of separators.
  const description = input.description ? sayable(input.description) : null;
  const guessed = description ? guessLanguage(description) : null;
  const declaredSpanish = !input.language || input.language.startsWith('es');
  const usable =
    description && (guessed === 'es' || (guessed === null && declaredSpanish))
      ? inOwnVoice(description, clip(input.companyName, MAX_INPUT_CHARS))
      : null;
  let fitted = usable && room >= 2.5 ? fitDescription(usable, room) : null;
  // A description with no room beside its sector's offer may have the offer's first clause instead (#33):
  // «Rojas De Paz Abogados es una firma líder en asesoría jurídica.» and «Puedo tomar nota de su caso y darle
  // una cita con el abogado adecuado.», without «, con total confidencialidad». Only then: a description that
  // fits as it is keeps the whole offer.
  let briefOffer: string | null = null;
  const firstClause = sector ? /^([^,]+?)(?:,|\s(?:o|y)\s(?=[^,]*$))/.exec(sector.offer)?.[1] : undefined;
  if (usable && !fitted && sector && firstClause && firstClause.split(' ').length >= 4) {
    const brief = `${firstClause}.`;
    const briefRoom = budget.totalSeconds + FILL_TOLERANCE_SECONDS - greetingSeconds - estimateSpeechSeconds(brief);
    fitted = briefRoom >= 2.5 ? fitDescription(usable, briefRoom) : null;
    if (fitted) briefOffer = brief;
  }

  // Fill the rest of the budget with what the assistant does: the longest message that fits.
  const messageRoom = budget.totalSeconds - greetingSeconds + FILL_TOLERANCE_SECONDS;
  const lead = fitted ? `${fitted} ` : '';
  // A known sector always closes with its own offer; otherwise the generic lines as before.
  const closings = sector
    ? [closing, sector.offer, ...(briefOffer ? [briefOffer] : [])]
    : [say(GENERIC_CLOSING), ...(fitted ? [say(CLOSING)] : [])];
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
    descriptionShown: fitted && description ? asShown(fitted, description, clip(input.companyName, MAX_INPUT_CHARS)) : null,
    sector: sector ? (input.sector ?? null) : null,
    estimatedSeconds: {
      greeting: round(greetingSeconds),
      message: round(messageSeconds),
      total: round(greetingSeconds + messageSeconds),
    },
  };
}

/**
 * The part of a description the script can say, or null: at most `MAX_INPUT_CHARS`, cut at a word,
 * and words rather than separators («a- - - - …x», «| · | · |»): a line where letters are fewer
 * than half of what is written («1 1 1 …» too), or with a run of sixty characters and no space, is not a sentence
 * anyone would say.
 */
function sayable(description: string): string | null {
  const text = cutAtWord(collapseWhitespace(clip(description, MAX_INPUT_CHARS * 4)), MAX_INPUT_CHARS);
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const written = text.replace(/\s/g, '').length;
  // Sixty characters without a space («xxxx…», a token or a hash) are no word a voice can say.
  return letters >= 3 && letters * 2 >= written && !/\S{60}/.test(text) ? text : null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
