import { readFileSync } from 'node:fs';
import { fold } from './text.js';
import type { DetectedSector, SectorInput, SectorSlug } from './types.js';

/*
 * The learned fallback for the sector (#33, after the fourteenth round): a multinomial naive Bayes over the words of
 * the signals `detectSector` gets, asked only when its rules name no sector. Rules keyed on trade names miss a page
 * whose own trade word is no word of ours («birriería», «anticuchería», a cider house), though its page speaks of
 * «carta», «platos», «reservas»; the words around a trade generalise where its name does not.
 *
 * Written here, not taken from npm: the text classifiers there are either unmaintained for years (`bayes` 1.0.0,
 * `classificator` 0.3.4, `naivebayes`), bring an English NLP model (`wink-naive-bayes-text-classifier`: wink-nlp and
 * its English web model) or a whole toolkit with database clients (`natural`: mongoose, pg, redis…), and none lets the
 * model be stored pruned and compact. The model is some thirty lines of arithmetic; the tokens are ours (Spanish,
 * accents folded, our stop words, bounded against hostile pages).
 *
 * The model (`sector-model.json`) is data, trained by `npm run train:sectors -w automation` (`src/train-sectors.ts`)
 * on the corpus's real pages, committed and reviewed, and read once, on the first page asked about. Pages whose expected sector is
 * none (lodging, a taxi, a redirect page) are trained as a class of their own, NONE: a page most like them gets no
 * sector. A sector is given only when its probability is at least the model's threshold, chosen by the script's
 * leave-one-out cross-validation so that no page expected to have none is given one.
 */

/** The class of pages that have no sector of ours; never a slug. */
export const NONE = '-';

/** The fields a sector is told from, the business's own first (a hostile page's words run out in its menu). */
const FIELDS = ['title', 'h1', 'name', 'metaDescription', 'description', 'keywords', 'headings', 'menu'] as const;
/** At most this many characters of each field are read, and at most this many distinct words kept (hostile pages). */
const FIELD_CHARS = 1_500;
const MAX_TOKENS = 300;

/*
 * Words that say nothing of a trade: Spanish function words, what every site's menus and footers say, and what every
 * business says of itself (cross-validation filed more pages right, and fewer wrong, without these last). Written in
 * the folded form the tokens have (lower case, no accents).
 */
const STOP_WORDS = new Set(
  (
    'a al algo algun alguna algunos ante antes aqui asi aun bajo bien cada casi como con contra cual cuales cuando de ' +
    'del desde donde dos e el ella ellas ellos en entre era eres es esa ese eso esta estas este esto estos estamos ' +
    'fue gran ha hace hacemos hacer han hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros ' +
    'nuestra nuestras nuestro nuestros o os otra otro otros para pero poco por porque que quien se ser si sin sobre ' +
    'somos son su sus tambien tan te tener tiene tienen toda todas todo todos tu tus u un una unas uno unos usted ' +
    'ustedes vez vosotros y ya yo ' +
    // Every site's furniture.
    'inicio home contacto contactanos contacta quienes cookies cookie politica privacidad aviso legal ' +
    'condiciones terminos web pagina sitio oficial menu ver leer llamanos whatsapp email correo telefono tel ' +
    'facebook instagram twitter youtube tiktok linkedin siguenos the and of to in for our your you with ' +
    'ubicacion horario horarios galeria blog noticias preguntas frecuentes ' +
    // What every business says of itself.
    'servicio servicios empresa empresas calidad profesional profesionales cliente clientes mejor mejores ' +
    'experiencia anos atencion precio precios nuevo nueva trabajo trabajos ofrecemos equipo tienda online ' +
    'productos producto'
  ).split(' '),
);

/**
 * The distinct words of a page's signals, folded and stemmed lightly (a plural's «s» off, at most seven letters:
 * «restaurantes» → «restaur», «reservas» and «reservar» → «reserva»), at most MAX_TOKENS of them. Each word counts
 * once per page, wherever it is: cross-validation filed more pages right that way than with the title weighted.
 */
export function sectorTokens(input: SectorInput): string[] {
  const signals = input.signals;
  const text: Record<(typeof FIELDS)[number], string | null | undefined> = {
    title: signals?.title,
    h1: signals?.h1,
    name: input.name,
    metaDescription: signals?.metaDescription,
    description: input.description,
    keywords: signals?.keywords,
    headings: signals?.headings,
    menu: signals?.menu,
  };
  const tokens = new Set<string>();
  for (const field of FIELDS) {
    const value = text[field];
    if (!value) continue;
    const folded = fold(value.slice(0, FIELD_CHARS));
    for (const match of folded.matchAll(/[a-z]{3,}/g)) {
      const word = match[0];
      if (STOP_WORDS.has(word)) continue;
      tokens.add((word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word).slice(0, 7));
      if (tokens.size >= MAX_TOKENS) return [...tokens];
    }
  }
  return [...tokens];
}

/** The model as stored: word counts per class, pruned. */
export interface SectorModelFile {
  about: string;
  /** Class labels: industry slugs, and NONE. */
  classes: string[];
  /** Training pages per class. */
  documents: number[];
  /** Laplace smoothing. */
  alpha: number;
  /** The least probability of the best class for a sector to be given. */
  threshold: number;
  /** Per word, its count in each class that has it, as «class index:count class index:count …» («0:3 21:7»). */
  words: Record<string, string>;
}

export interface SectorModel {
  classes: readonly string[];
  threshold: number;
  logPrior: Float64Array;
  /** log P(word | class) per word known, one value per class. */
  logLikelihood: ReadonlyMap<string, Float64Array>;
}

/** Log probabilities from the stored counts, once. */
export function compileModel(file: SectorModelFile): SectorModel {
  const classCount = file.classes.length;
  const counts = Object.entries(file.words).map(
    ([word, list]) => [word, list.split(' ').map((pair) => pair.split(':').map(Number) as [number, number])] as const,
  );
  const totals = new Float64Array(classCount);
  for (const [, pairs] of counts) for (const [c, n] of pairs) totals[c] = (totals[c] ?? 0) + n;
  const vocabulary = counts.length;
  const allDocuments = file.documents.reduce((sum, n) => sum + n, 0);
  const logPrior = Float64Array.from(file.documents, (n) => Math.log((n + 1) / (allDocuments + classCount)));
  const unseen = Float64Array.from(totals, (total) => Math.log(file.alpha / (total + file.alpha * vocabulary)));
  const logLikelihood = new Map<string, Float64Array>();
  for (const [word, pairs] of counts) {
    const row = Float64Array.from(unseen);
    for (const [c, n] of pairs) row[c] = Math.log((n + file.alpha) / ((totals[c] ?? 0) + file.alpha * vocabulary));
    logLikelihood.set(word, row);
  }
  return { classes: file.classes, threshold: file.threshold, logPrior, logLikelihood };
}

export interface SectorGuess {
  /** The best class: a slug, or NONE. */
  label: string;
  /** Its posterior probability among the classes. */
  probability: number;
  /** Words of the page the model knows. */
  known: number;
}

/** The most probable class of the tokens and its probability; null when the model knows none of the words. */
export function guessSector(model: SectorModel, tokens: readonly string[]): SectorGuess | null {
  const scores = Float64Array.from(model.logPrior);
  let known = 0;
  for (const token of tokens) {
    const row = model.logLikelihood.get(token);
    if (!row) continue;
    known++;
    for (let c = 0; c < scores.length; c++) scores[c] = (scores[c] ?? 0) + (row[c] ?? 0);
  }
  if (known === 0) return null;
  let best = 0;
  for (let c = 1; c < scores.length; c++) if ((scores[c] ?? 0) > (scores[best] ?? 0)) best = c;
  const top = scores[best] ?? 0;
  let sum = 0;
  for (const score of scores) sum += Math.exp(score - top);
  return { label: model.classes[best] ?? NONE, probability: 1 / sum, known };
}

/** Fewer known words than this is too little to go on (a parking page's two lines). */
export const MIN_KNOWN_WORDS = 4;

/** The sector a guess gives at a threshold, or null: NONE, too few known words, or under the threshold. */
export function sectorOfGuess(guess: SectorGuess | null, threshold: number): SectorSlug | null {
  if (!guess || guess.label === NONE || guess.known < MIN_KNOWN_WORDS || guess.probability < threshold) return null;
  return guess.label;
}

/** The sector the model gives the tokens, or null. */
export function classify(model: SectorModel, tokens: readonly string[], threshold = model.threshold): SectorSlug | null {
  return sectorOfGuess(guessSector(model, tokens), threshold);
}

/** Counts per class from labelled token lists, pruned: a word kept must be on `minDocuments` pages or more. */
export function trainModel(
  pages: readonly { tokens: readonly string[]; label: string }[],
  options: { alpha: number; minDocuments: number; threshold: number; about: string },
): SectorModelFile {
  const classes = [...new Set(pages.map((page) => page.label))].sort();
  const index = new Map(classes.map((label, i) => [label, i]));
  const documents = classes.map(() => 0);
  const counts = new Map<string, Map<number, number>>();
  const documentFrequency = new Map<string, number>();
  for (const page of pages) {
    const c = index.get(page.label) ?? 0;
    documents[c] = (documents[c] ?? 0) + 1;
    for (const token of page.tokens) {
      const row = counts.get(token) ?? new Map<number, number>();
      row.set(c, (row.get(c) ?? 0) + 1);
      counts.set(token, row);
    }
    for (const token of new Set(page.tokens)) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  }
  const words: Record<string, string> = {};
  for (const token of [...counts.keys()].sort()) {
    if ((documentFrequency.get(token) ?? 0) < options.minDocuments) continue;
    words[token] = [...(counts.get(token) ?? new Map<number, number>()).entries()]
      .sort(([a], [b]) => a - b)
      .map(([c, n]) => `${c}:${n}`)
      .join(' ');
  }
  return { about: options.about, classes, documents, alpha: options.alpha, threshold: options.threshold, words };
}

let committed: SectorModel | undefined;

/** The committed model, read once, when first asked (training imports this module before a model exists). */
function committedModel(): SectorModel {
  committed ??= compileModel(
    JSON.parse(readFileSync(new URL('./sector-model.json', import.meta.url), 'utf8')) as SectorModelFile,
  );
  return committed;
}

/** The learned sector of a page the rules filed nowhere (`detectSector`), or null. */
export function classifySector(input: SectorInput): DetectedSector | null {
  const slug = classify(committedModel(), sectorTokens(input));
  return slug ? { slug, source: 'model' } : null;
}
