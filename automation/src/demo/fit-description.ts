/**
 * A business's description made to fit the time the demo leaves it: cut at a clause boundary
 * (`fitDescription`) or said more briefly (`condensed`), never cut off mid-phrase.
 */
import { clip, collapseWhitespace } from '../extract/text.js';
import { estimateSpeechSeconds } from './speech.js';

const DANGLING = new Set(
  'de del la las el los y e o u en a al con para por que un una unos unas su sus tu tus mi mis nuestro nuestra nuestros nuestras como sin sobre entre desde hasta muy más no ni'.split(
    ' ',
  ),
);

export function dropDanglingWords(text: string): string {
  const words = text.split(' ');
  while (words.length > 1 && DANGLING.has((words[words.length - 1] ?? '').toLowerCase().replace(/[^\p{L}]/gu, ''))) words.pop();
  return words.join(' ').replace(/[\s,;:–—-]+$/, '');
}

/** The words that make one conjunction with a "que" after them: the cut cannot fall between. */
const BOUND_TO_QUE =
  /(?<![\p{L}])(?:ya|así|lo|la|el|los|las|manera|modo|forma|medida|tal|tanto|tan|hasta|para|sino|siempre|mientras|antes|después)$/iu;

/**
 * «todo», «todo para tu proyecto», «de todo», «y más», «mucho más» closing a clause: a summary of what the cut left
 * behind («…implementos y más», whose «y más» a cut would drop and leave a list without its «y»).
 */
const SUMS_UP = /(?:^|\s)(?:(?:de|y|e)\s)?(?:todo|todos|(?:mucho\s)?más)(?:\s(?:para|lo\sque)\s[^,:;]{0,40})?$/iu;

/** "y"/"e" joining the last item of an enumeration, or a pair. */
const AND = /^\s(?:y|e)\s/;
/**
 * The rest of an enumeration after a comma: ", vacunación, cirugía y urgencias". An item starts after
 * the spaces: when it could start with them too, every item could be read two ways, and «a, a, a, …»
 * took exponential time to fail (#33).
 */
const LIST_GOES_ON = /^,\s*(?:[^,;:.()\s][^,;:.()]{0,39},\s*)*[^,;:.()\s][^,;:.()]{0,39}?\s(?:y|e)\s/;
/** «y construcción de jardines»: the second of two bare nouns, and the complement they share. */
const SHARES_COMPLEMENT = /^\s(?:y|e)\s\p{Ll}{3,}\s(?:de|del)\s\p{L}/u;
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
  // «…gas en Zona Sur (Avellaneda, Gerli | , Dominico…)» (#33, twelfth round): a cut inside parentheses leaves
  // them open.
  if ((candidate.match(/\(/g) ?? []).length > (candidate.match(/\)/g) ?? []).length) return null;
  if (rest.startsWith(',') && OPENING_PHRASE.test(candidate)) return null;
  // "ya que", "de manera que", "a medida que", "lo que": "que" belongs to the words before it.
  if (/^\s?que\s/.test(rest) && BOUND_TO_QUE.test(candidate)) return null;
  // «Prótesis oculares pintadas a mano, diseños decorativos y prótesis | que brillan en la oscuridad» (#33, twentieth
  // round): a noun said again is told apart only by the clause after it; cut before its «que», it repeats the first.
  const lastWord = (/(\p{L}{5,})$/u.exec(candidate)?.[1] ?? '').toLocaleLowerCase('es');
  if (
    lastWord &&
    /^\s?que\s/.test(rest) &&
    candidate
      .slice(0, -lastWord.length)
      .toLocaleLowerCase('es')
      .split(/[^\p{L}]+/u)
      .includes(lastWord)
  )
    return null;
  const lastItem = /,\s*([^,]+)$/.exec(candidate);
  const item = lastItem?.[1]?.trim() ?? '';
  // "los impuestos y las nóminas de autónomos | y pequeñas empresas": that list was closed already.
  // «…con propósito, contamos con experiencia y variedad…» (#33, eighteenth round): a clause in the first person after the
  // comma is no item of a list; the cut there keeps the sentence whole, a list it ends on closed with its «y».
  const clauseAfter = WE_VERB.test(/^,\s*(\p{L}+)/u.exec(rest)?.[1] ?? '');
  const continuesList =
    !clauseAfter && (LIST_GOES_ON.test(rest) || (AND.test(rest) && lastItem !== null && !/\s(?:y|e)\s/.test(item)));
  if (
    clauseAfter &&
    lastItem &&
    (candidate.match(/,/g) ?? []).length >= 2 &&
    item.split(' ').length <= 3 &&
    !/\s(?:y|e)\s/.test(item)
  )
    candidate = `${candidate.slice(0, lastItem.index)} y ${item}`;
  if (continuesList && WE_VERB.test(item.split(' ')[0] ?? '')) return null;
  // «…con propósito, contamos»: a clause cut down to its bare verb says nothing of what the verb had.
  if (/,\s*\p{L}+$/u.test(candidate) && WE_VERB.test(candidate.split(' ').pop() ?? '')) return null;
  if (continuesList) {
    // Only the list's first item ("con consultas" of "con consultas, vacunación…"): not what the business does.
    if (!lastItem || item.split(' ').length > 3 || /\s(?:y|e)\s/.test(item)) return null;
    // Bare nouns sharing the complement after the list: "la gestión, elaboración y presentación de las
    // obligaciones" cannot be shortened to "la gestión y elaboración".
    // Not when the items kept carry a complement of their own («colchones, sofás, sillas de oficina | , sillas de comedor
    // y asientos de auto», #33, twenty-first round): the last item's «de» is its own, and the list cut short still says
    // what each thing is.
    const listEnd = /\s(?:y|e)\s(\S+)\s(\S+)/.exec(rest);
    if (/^(?:de|del)$/i.test(listEnd?.[2] ?? '') && !/\s(?:de|del)\s/.test(item)) return null;
    // «vas a encontrar todo para tu proyecto, látex interior…» (#33, tenth round): «todo» before a list sums the
    // list up; it is not the list's first item, and «todo… y látex interior» says nothing.
    if (SUMS_UP.test(candidate.slice(0, lastItem.index))) return null;
    candidate = `${candidate.slice(0, lastItem.index)} y ${item}`;
  }
  // «especializada en diseño | y construcción de jardines» (#33, eighth round): two bare nouns sharing the
  // complement after the second; cut between them, the first loses it («…en diseño.»): refused. Not «limpieza de
  // comunidades | y limpieza de oficinas», where the first has a complement of its own.
  if (AND.test(rest) && SHARES_COMPLEMENT.test(rest) && /\s(?:en|la|el|los|las|a|al|para)\s\p{Ll}+$/u.test(candidate)) {
    return null;
  }
  // «…con sede | en Vitoria-Gasteiz» (#33, eighth round): «con sede», «con oficinas» wait for their place.
  if (/\scon\s(?:sede|oficinas?|base|presencia|domicilio)$/u.test(candidate) && /^\s(?:en|de)\s/.test(rest)) return null;
  if (SUMS_UP.test(candidate)) return null;
  // «Floristería tradicional en San Cristóbal de La Laguna. +35 años | creando ramos…» (#33, seventeenth round): a cut
  // that leaves the last sentence a bare count of years keeps the sentences before it.
  const bareCount = /[.!?…]\s+(?:\+\s?|m[aá]s\s+de\s+)?\d{1,3}\s+a[ñn]os$/iu.exec(candidate);
  if (bareCount) candidate = candidate.slice(0, bareCount.index);
  candidate = dropDanglingWords(candidate);
  // «La Clínica de la Pareja es un espacio creado | para la atención…» (#33): a participle waiting for what
  // it is for, or a bare «es un espacio», says nothing of what the business does.
  if (/\s(?:cread|pensad|diseñad|destinad|concebid)[oa]s?$/u.test(candidate) && /^\s(?:para|a)\s/.test(rest)) return null;
  // «…una firma líder en asesoría jurídica, comprometida | con brindar…»: any participle whose complement
  // the cut leaves behind.
  if (/[\s,]\p{Ll}{3,}(?:ad|id)[oa]s?$/u.test(candidate) && /^\s(?:con|para|a|en|de|por)\s/.test(rest)) return null;
  // «soluciones personalizadas | y de vanguardia en prótesis» (#33, twentieth round): two qualities sharing the
  // complement after the second; cut between them, the first is left without what it is of («…soluciones
  // personalizadas.»): refused.
  if (/[\s,]\p{Ll}{3,}(?:ad|id)[oa]s?$/u.test(candidate) && /^\s(?:y|e)\s(?:de\s)?\p{Ll}{3,}\s(?:en|para|de)\s/u.test(rest))
    return null;
  if (/\s(?:es|son|somos)\s(?:un|una|unos|unas)\s\p{Ll}+$/u.test(candidate)) return null;
  // «Consultorio del Dr. Juan Mosovich» (#33, eighteenth round): a practice and whose it is, cut from «…, médico
  // otorrinolaringólogo especialista…», says no trade; the greeting names the doctor already.
  if (/^\p{L}+\s+(?:del?|de\s+la)\s+(?:Dr|Dra|Lic|Lcda|Lcdo|Ing|Arq)\.?(?:\s+\p{Lu}[\p{L}.]*)+$/u.test(candidate)) return null;
  // «En Pinturerías Gatti vas a encontrar todo» (#33, tenth round): a clause that ends on «todo» or «mucho más» has
  // left behind what the «todo» was.
  if (SUMS_UP.test(candidate)) return null;
  return candidate.split(' ').length >= 4 ? candidate : null;
}

/**
 * Shortens a description to fit a speaking time, at a clause boundary or by saying it more briefly
 * (`condensed`), or gives up (null): a receptionist says a whole phrase of the business's own or
 * none, never words cut off mid-phrase.
 */
export function fitDescription(description: string, maxSeconds: number): string | null {
  const clean = firstOfRunOn(collapseWhitespace(description).replace(/[.!?…]+$/, ''));
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

/** A verb in the first person plural, present or past: «estamos», «contamos», «ofrecemos», «vendimos». */
const WE_VERB =
  /(?<![\p{L}])(?!(?:ramos|tramos|reclamos|gamos|extremos|supremos|primos|racimos)(?![\p{L}]))\p{L}{2,}(?:amos|emos|imos)(?![\p{L}])/iu;
/** The word before a verb that may open a clause of its own: «y», «que», «donde», a pronoun, an adverb… */
const CLAUSE_LINK =
  /^(?:y|e|o|u|ni|que|donde|cuando|como|porque|pues|si|mientras|quienes|cual|cuales|nos|les|lo|la|los|las|le|se|ya|no|también|además|siempre|aquí|hoy|ahora|solo|sólo|juntos|todos)$/iu;

/**
 * The first sentence of a run-on one (#33, eighth round): «Somos una tienda de plomería y electricidad estamos
 * en una excelente ubicación contamos con estacionamiento…» is three sentences without their full stops; a
 * verb in the first person plural after a clause that has its own verb, with no comma, «y» or «que» between,
 * starts the next. «En nuestra tienda tenemos…», «…, a partir de allí elaboramos…» (no verb before it in its
 * clause) and «lo que hacemos» stay whole.
 */
export function firstOfRunOn(text: string): string {
  const words = clip(text, 600).split(' ');
  for (let index = 4; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const before = words[index - 1] ?? '';
    if (!WE_VERB.test(word) || !/^\p{Ll}+$/u.test(before) || CLAUSE_LINK.test(before)) continue;
    const head = words.slice(0, index);
    // Its own verb, since the last comma: «Definimos el espacio, a partir de allí elaboramos…» is one sentence.
    const clause = head.slice(head.findLastIndex((earlier) => earlier.endsWith(',')) + 1);
    if (!clause.some((earlier) => /^(?:somos|es|son|estamos)$/iu.test(earlier) || WE_VERB.test(earlier))) continue;
    return head.join(' ');
  }
  return text;
}

/** Longer than fifteen seconds of speech (about 90 syllables) could be: no clause this long fits. */
const MAX_CLAUSE_CHARS = 400;

/** The longest clause of `clean`, cut at a clause boundary, that `fits`; null when none does. */
function longestClause(clean: string, fits: (text: string) => boolean): string | null {
  const cuts: number[] = [];
  // A participle opens a complement too ("un taller mecánico de Alcalá | especializado en…"), and a
  // place can go ("una empresa de fontanería | de Carabanchel"); so does a gerund after a whole clause
  // ("Seleccionamos las mejores corrientes de sangre por más de 80 años | constituyendo uno de…", #33).
  const boundary =
    /,|;|:|\s[–—-]\s|\s(?=(?:y|e|que|con|para|donde|desde|gracias|(?:especializad|situad|ubicad|dedicad|fundad)[oa]s?|\p{Ll}{3,}(?:ando|iendo|yendo))\s)|\s(?=(?:de|del|en)\s\p{Lu})/gu;
  let match: RegExpExecArray | null;
  // A clause longer than any room is never tried: each try costs its length (#33).
  while ((match = boundary.exec(clean)) !== null && match.index <= MAX_CLAUSE_CHARS) cuts.push(match.index);
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
      // «Somos una empresa encargada de ofrecer servicios…» → «Ofrecemos servicios…» (Cerrajería Bululo,
      // #33): what the business does, said as the business does it; the first person plural of a verb is
      // regular but for «ser» and «ir», which never follow «dedicada a».
      .replace(
        /^Somos\s(?:una|un)\s(?:empresa|compañía|negocio|equipo|taller|estudio)(?:\s\p{Ll}+)?\s(?:encargad[oa]\sde|dedicad[oa]\sa)\s(\p{Ll}{2,}?)(ar|er|ir)(?![\p{L}])/u,
        (_whole: string, stem: string, ending: string) =>
          `${stem.charAt(0).toLocaleUpperCase('es')}${stem.slice(1)}${ending === 'ar' ? 'amos' : ending === 'er' ? 'emos' : 'imos'}`,
      )
      // «un espacio creado para la atención…» → «un espacio para la atención…» (Clinipareja, #33): the
      // participle between a noun and what it is for says nothing the «para» does not.
      .replace(/(\s(?:un|una)\s\p{Ll}+)\s(?:cread|pensad|diseñad|concebid|destinad)[oa]s?(?=\s(?:para|a)\s)/gu, '$1')
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
