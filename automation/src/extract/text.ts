/** Text helpers shared by the extractor and the script writer. */

import { withoutForbiddenCharacters } from '@estefania/shared/characters';

export function collapseWhitespace(text: string): string {
  return (
    // A page may hold control characters (`&#1;`) or half a surrogate pair (JSON-LD's "\uD800"):
    // nothing the webhooks' schemas accept, so none of it reaches a name or a description.
    withoutForbiddenCharacters(text)
      .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `maxChars` characters (a cap applied before any regular expression sees the text). */
export function clip(text: string, maxChars: number): string {
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}

const SEPARATOR_CHARS = new Set([...' \t\n\r\f\v\u00a0|·•–—:-']);

/**
 * Leading and trailing separators off a name ("— Clínica Sonrisa |" → "Clínica Sonrisa"). A loop,
 * not /[…]+$/: that regular expression retries from every separator and is quadratic on
 * "a- - - - …x" (issue #14).
 */
export function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SEPARATOR_CHARS.has(text.charAt(start))) start += 1;
  while (end > start && SEPARATOR_CHARS.has(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Lower-case ASCII letters and digits only: "Clínica Sonrisa" → "clinicasonrisa". */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Cuts at the last word boundary that fits; never mid-word. */
export function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const slice = text.slice(0, maxChars + 1);
  const lastSpace = slice.lastIndexOf(' ');
  return (lastSpace > maxChars * 0.5 ? slice.slice(0, lastSpace) : text.slice(0, maxChars)).replace(/[\s,;:–—-]+$/, '');
}

// Word starts by lookbehind, not \b: in JavaScript "ñ" and "í" are not word characters, so "\b" found a
// "word" in the "o" of "Logroño." and took the sentence end for an initial.
const ABBREVIATIONS =
  /(?<![\p{L}\p{N}])(?:Sr|Sra|Srta|Dr|Dra|Dña|Dº|Avda|Av|Pza|Ctra|Cía|Hnos|Ltd|Inc|S\.L|S\.A|etc|núm|Nº|Tel|Telf|p\.ej|aprox)\.$/iu;
/** An initial, as in "J. García". */
const INITIAL = /(?<![\p{L}\p{N}])\p{Lu}\.$/u;

/** The first sentence of a text (abbreviations such as "Dr." or "S.L." do not end it). */
export function firstSentence(text: string, maxChars = 300): string {
  const clean = collapseWhitespace(text);
  const boundary = /[.!?…](?=\s+[¿¡"«(]?[A-ZÁÉÍÓÚÑÜ0-9])/g;
  let match: RegExpExecArray | null;
  let end = clean.length;
  while ((match = boundary.exec(clean)) !== null) {
    const candidate = clean.slice(0, match.index + 1);
    if (ABBREVIATIONS.test(candidate) || INITIAL.test(candidate)) continue;
    end = match.index + 1;
    break;
  }
  const sentence = clean.slice(0, end).trim();
  if (sentence.length <= maxChars) return sentence;
  return `${cutAtWord(sentence, maxChars - 1)}…`;
}

/** The sentences of a text, in order (abbreviations do not end one). */
export function sentences(text: string, maxSentences = 8): string[] {
  const found: string[] = [];
  let rest = collapseWhitespace(text);
  while (rest && found.length < maxSentences) {
    const sentence = firstSentence(rest, Number.MAX_SAFE_INTEGER);
    found.push(sentence);
    rest = rest.slice(sentence.length).trim();
  }
  return found;
}

/** An advert's call to action: "Contacte un electricista", "Llámanos", "Pide tu cita"… */
const CALL_TO_ACTION =
  /^[¡"«]?\s*(ll[aá]m(a|e|enos|anos|ar)|contact(a|e|enos|anos|ar)|cont[aá]ct(a|e)nos|pid(e|a)|solicit(a|e)|reserv(a|e)|escr[ií]b(e|a|enos|anos)|ven(ga|)\b|vis[ií]t(a|e|anos|enos)|descubr(e|a)|consult(a|e|enos|anos)|haz|pulsa|clic|click|compr(a|e)|encuentr(a|e)|no (esperes|lo dudes|dude)|te esperamos|le esperamos|ahorra|aprovecha|suscr[ií]bete|s[ií]guenos)\b/i;
/**
 * A sales hook addressed to the caller, not a description: a condition ("Si tu ordenador va lento…",
 * whose main clause is the advert) or a slogan in the second person ("Tu asesoría en Fuerteventura").
 */
const HOOK = /^[¡"«]?\s*(si|tu|tus)\s/i;
/** A welcome, not a description: "Bienvenidos a la Clínica…", "Welcome to…". */
const GREETING = /^[¡"«]?\s*(bienvenid[oa]s?|welcome|hola)\b/i;
/** A postal address: a street with a number, or a five-digit Spanish postcode. */
const ADDRESS =
  /\b(c\/|calle|avda\.?|avenida|plaza|pza\.?|paseo|ctra\.?|carretera|camino|pol[ií]gono|pol\.|ronda|traves[ií]a)\s+[^,.]{1,40}\s*,?\s*(n[ºo°]\.?\s*)?\d+|\b\d{5}\b/i;
const FUNCTION_WORDS = new Set(
  'de del la las el los y e en con para por que a al un una su sus nuestro nuestra nuestros nuestras somos es son ofrecemos te os le les se desde the and of in for with our we is are to at'.split(
    ' ',
  ),
);

/**
 * Whether a sentence says what a business is or does, as a receptionist could repeat it: not a
 * question ("¿Buscas la mejor peluquería…?"), a call to action, a hook ("Si tu ordenador va lento…"),
 * an address, or a keyword list
 * ("Fontanero Madrid urgente 24h barato") or a menu ("Inicio Servicios Contacto").
 */
export function isDescriptive(sentence: string): boolean {
  const text = sentence.trim();
  if (/[¿?]/.test(text) || CALL_TO_ACTION.test(text) || ADDRESS.test(text) || GREETING.test(text) || HOOK.test(text))
    return false;
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length < 4) return false;
  // Real sentences have function words; keyword stuffing and menus have none (or nearly).
  const functionWords = words.filter((word) => FUNCTION_WORDS.has(word)).length;
  return functionWords >= 1 && functionWords / words.length >= 0.08;
}

/** The first sentence of a text that describes the business (see isDescriptive), cut to `maxChars`. */
export function descriptiveSentence(text: string, maxChars = 300): string | null {
  // Only the first: what follows a question or a call to action is more advert ("Sin recargo por
  // desplazamiento."), rarely a description.
  const [sentence] = sentences(text, 1);
  if (!sentence || !isDescriptive(sentence)) return null;
  return sentence.length <= maxChars ? sentence : firstSentence(sentence, maxChars);
}

const SPANISH_WORDS = new Set(
  'de la que el en y los del las por un para con una su al es lo como más o pero sus le ya nuestro nuestra nuestros nuestras tu tus somos ofrecemos desde años servicio servicios calidad todo todos cada nos te tienda empresa clínica atención'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and of to in for with our your is are we on at from by you this that best services service quality all about shop company since years'.split(
    ' ',
  ),
);

/** Rough language guess of a short text, by its most frequent function words. */
export function guessLanguage(text: string): 'es' | 'en' | null {
  if (/[ñ¿¡]|ción\b/i.test(text)) return 'es';
  let spanish = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish === 0 && english === 0) return null;
  return spanish >= english ? 'es' : 'en';
}

/** Accents lost in domain names, so the voice stresses them right ("peluqueria" → "Peluquería"). */
const ACCENTED: Record<string, string> = {
  clinica: 'Clínica',
  optica: 'Óptica',
  estetica: 'Estética',
  nautica: 'Náutica',
  mecanica: 'Mecánica',
  electronica: 'Electrónica',
  informatica: 'Informática',
  medico: 'Médico',
  medicos: 'Médicos',
  medica: 'Médica',
  dietetica: 'Dietética',
  fisica: 'Física',
  quimica: 'Química',
  logistica: 'Logística',
  automocion: 'Automoción',
  cafe: 'Café',
  cafes: 'Cafés',
  jose: 'José',
  maria: 'María',
  garcia: 'García',
  martin: 'Martín',
  martinez: 'Martínez',
  rodriguez: 'Rodríguez',
  lopez: 'López',
  sanchez: 'Sánchez',
  perez: 'Pérez',
  gomez: 'Gómez',
  fernandez: 'Fernández',
  gonzalez: 'González',
  hernandez: 'Hernández',
  diaz: 'Díaz',
  alvarez: 'Álvarez',
  jimenez: 'Jiménez',
  dominguez: 'Domínguez',
  vazquez: 'Vázquez',
  ramirez: 'Ramírez',
  gutierrez: 'Gutiérrez',
  angel: 'Ángel',
  angela: 'Ángela',
  ramon: 'Ramón',
  andres: 'Andrés',
  ines: 'Inés',
  raul: 'Raúl',
  sebastian: 'Sebastián',
  tomas: 'Tomás',
  nicolas: 'Nicolás',
  lucia: 'Lucía',
  sofia: 'Sofía',
  jesus: 'Jesús',
  ivan: 'Iván',
  oscar: 'Óscar',
  adrian: 'Adrián',
  alvaro: 'Álvaro',
  monica: 'Mónica',
  veronica: 'Verónica',
  malaga: 'Málaga',
  cordoba: 'Córdoba',
  cadiz: 'Cádiz',
  leon: 'León',
  almeria: 'Almería',
  avila: 'Ávila',
  jaen: 'Jaén',
  caceres: 'Cáceres',
  logrono: 'Logroño',
  coruna: 'Coruña',
  espana: 'España',
  facil: 'Fácil',
  rapido: 'Rápido',
  rapida: 'Rápida',
  rapidos: 'Rápidos',
  asesoria: 'Asesoría',
  gestoria: 'Gestoría',
  consultoria: 'Consultoría',
  auditoria: 'Auditoría',
  economia: 'Economía',
  tecnica: 'Técnica',
  tecnico: 'Técnico',
  tecnicos: 'Técnicos',
  electrico: 'Eléctrico',
  electrica: 'Eléctrica',
  electricos: 'Eléctricos',
  clasico: 'Clásico',
  clasica: 'Clásica',
  musica: 'Música',
  practica: 'Práctica',
  autentico: 'Auténtico',
  unico: 'Único',
  energia: 'Energía',
};

const NOT_ERIA = new Set(['materia', 'bacteria', 'arteria', 'iberia', 'siberia', 'histeria', 'criteria', 'valeria']);

const LOWERCASE_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en', 'a', 'al', 'con', 'para', 'por']);

function respell(word: string): string {
  const known = ACCENTED[word];
  if (known) return known;
  let out = word;
  if (/[^aeiou]ion$/.test(out) && out.length > 4) out = out.replace(/ion$/, 'ión');
  else if (/iatria$/.test(out)) out = out.replace(/iatria$/, 'iatría');
  else if (/eria$/.test(out) && !NOT_ERIA.has(out)) out = out.replace(/eria$/, 'ería');
  else if (/logia$/.test(out)) out = out.replace(/logia$/, 'logía');
  else if (/grafia$/.test(out)) out = out.replace(/grafia$/, 'grafía');
  else if (/ceutica$/.test(out)) out = out.replace(/ceutica$/, 'céutica');
  else if (/ologo$/.test(out)) out = out.replace(/ologo$/, 'ólogo');
  else if (/ologos$/.test(out)) out = out.replace(/ologos$/, 'ólogos');
  return out.charAt(0).toUpperCase() + out.slice(1);
}

const SECOND_LEVEL_SUFFIXES = new Set([
  'com.es',
  'org.es',
  'nom.es',
  'gob.es',
  'edu.es',
  'co.uk',
  'org.uk',
  'com.mx',
  'com.ar',
  'com.co',
  'com.pe',
  'com.ve',
  'com.ec',
  'com.uy',
  'com.py',
  'com.bo',
  'com.do',
  'com.gt',
  'com.br',
  'com.au',
  'co.jp',
  'com.pt',
]);

/** Trade words that domains run together ("clinicadentalsonrisas", "panaderialopez"). */
const DOMAIN_WORDS = [
  'abogado',
  'abogados',
  'academia',
  'asesoria',
  'autoescuela',
  'cafeteria',
  'carpinteria',
  'casa',
  'centro',
  'cerrajeria',
  'cerrajeros',
  'clinica',
  'dental',
  'electricidad',
  'estetica',
  'farmacia',
  'fincas',
  'fisioterapia',
  'floristeria',
  'fontaneria',
  'fontaneros',
  'funeraria',
  'gestoria',
  'hermanos',
  'inmobiliaria',
  'jardineria',
  'limpiezas',
  'mecanica',
  'optica',
  'panaderia',
  'pasteleria',
  'peluqueria',
  'reformas',
  'restaurante',
  'taller',
  'talleres',
  'veterinaria',
  'veterinario',
].sort((a, b) => b.length - a.length);

/**
 * A label split at the trade words it starts with: "clinicadentalsonrisas" → clinica, dental,
 * sonrisas. Only when what is left is one plausible word; otherwise the label stays whole.
 */
function splitJoinedWords(label: string): string[] {
  const words: string[] = [];
  let rest = label;
  for (;;) {
    const word = DOMAIN_WORDS.find(
      (known) => rest.startsWith(known) && rest.length - known.length !== 1 && rest.length - known.length !== 2,
    );
    if (!word) break;
    words.push(word);
    rest = rest.slice(word.length);
  }
  if (words.length === 0) return [label];
  return rest ? [...words, rest] : words;
}

/** A readable company name from a web address when the site cannot be read: "www.peluqueria-ana.es" → "Peluquería Ana". */
export function nameFromDomain(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return 'Tu negocio';
  const labels = host.split('.').filter(Boolean);
  while (labels.length > 2 && /^(www\d*|m|web|es|home|inicio)$/.test(labels[0] ?? '')) labels.shift();
  if (labels[0] && /^www\d*$/.test(labels[0]) && labels.length > 1) labels.shift();
  const suffixLength =
    labels.length >= 3 && SECOND_LEVEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 2 : labels.length >= 2 ? 1 : 0;
  const registrable = labels[labels.length - suffixLength - 1] ?? labels[0] ?? host;
  const words = registrable
    .split(/[-_]+|(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/)
    .map((word) => word.trim())
    .filter(Boolean)
    .flatMap(splitJoinedWords);
  if (words.length === 0) return 'Tu negocio';
  return words.map((word, index) => (index > 0 && LOWERCASE_PARTICLES.has(word) ? word : respell(word))).join(' ');
}

/** A title's separators inside a description: bars, bullets, middle dots, a spaced dash. */
const DESCRIPTION_SEPARATORS = /\s*[|•·]\s*|\s+[–—-]\s+/;

/** One to four capitalised words, with an optional ", Province": how a town is written ("San Rafael, Mendoza"). */
const PLACE =
  /^(?:\p{Lu}[\p{L}'’.]*)(?:\s(?:de|del|la|las|los|el|y)?\s?\p{Lu}[\p{L}'’.]*){0,3}(?:,\s?\p{Lu}[\p{L}'’.]*(?:\s\p{Lu}[\p{L}'’.]*){0,2})?$/u;

function lowerFirst(text: string): string {
  // Keep acronyms and names written in capitals ("ITV", "BMW").
  return /^\p{Lu}{2,}/u.test(text) ? text : text.charAt(0).toLocaleLowerCase('es') + text.slice(1);
}

/**
 * An item in the middle of a sentence: "Diseño de sonrisa" → "diseño de sonrisa"; a Title Case one
 * ("Reformas en General") in lower case throughout, but for acronyms and the page's towns.
 */
function inListCase(item: string, places: readonly string[]): string {
  const words = item.split(/\s+/);
  const titleCase = words.every(
    (word) => /^\p{Lu}/u.test(word) || /^(?:de|del|la|las|el|los|en|y|e|a|al|con|para|por)$/.test(word),
  );
  if (!titleCase) return lowerFirst(item);
  const keep = new Set(places.flatMap((place) => place.split(/[\s,]+/)));
  return words.map((word) => (keep.has(word) ? word : lowerFirst(word))).join(' ');
}

/**
 * Capitalised words with no article or preposition between them ("Muebles Baño", "Cambio Plato
 * Ducha"): keywords typed for a search engine. "Diseño de sonrisa" and "Odontología integral" are Spanish.
 */
function keywordRun(item: string): boolean {
  const words = item.split(/\s+/);
  return words.length >= 2 && words.every((word) => /^\p{Lu}/u.test(word));
}

function asList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/**
 * A description written like a title, said as Spanish (#25): "Clínica dental Temuco | Implantes •
 * Diseño de sonrisa • Odontología integral" → "Clínica dental en Temuco: implantes, diseño de
 * sonrisa y odontología integral"; "Aire acondicionado y calefacción - San Rafael, Mendoza" →
 * "Aire acondicionado y calefacción en San Rafael, Mendoza". `places` are the towns the page
 * names (its address), so "Clínica dental Temuco" can become "Clínica dental en Temuco". Returns
 * null when the pieces do not make a sentence (the caller then leaves the description out).
 */
export function separatorsAsSentence(text: string, places: readonly string[] = []): string | null {
  const clean = collapseWhitespace(text).replace(/[.]+$/, '');
  if (!DESCRIPTION_SEPARATORS.test(clean)) return clean;
  const parts = clean
    .split(DESCRIPTION_SEPARATORS)
    .map((part) => trimSeparators(part).trim())
    .filter(Boolean);
  if (parts.length < 2) return parts[0] ?? null;
  let [head = '', ...rest] = parts;
  // "Empresa especializada en: Reformas en General - Decoración - …": the list starts at the colon.
  const colon = /^(.{3,80}?):\s+(\S.*)$/u.exec(head);
  if (colon?.[1] && colon[2]) {
    head = colon[1];
    rest = [colon[2], ...rest];
  }
  // "… Temuco" where Temuco is a town of the page: "… en Temuco".
  for (const place of places) {
    const at = head.lastIndexOf(` ${place}`);
    if (place.length >= 3 && at > 0 && at + place.length + 1 === head.length && !/\s(?:en|de)$/i.test(head.slice(0, at)))
      head = `${head.slice(0, at)} en ${place}`;
  }
  const isPlace = (item: string) => places.some((place) => item === place || item.startsWith(`${place},`));
  // "X - San Rafael, Mendoza": what, then where (a known town, or a town with its province).
  const [only = ''] = rest;
  if (rest.length === 1 && (isPlace(only) || (PLACE.test(only) && only.includes(','))) && only.split(/\s+/).length <= 5)
    return `${head} en ${only}`;
  // "Head | Item • Item • Item": short noun phrases become the list of what the business does.
  const listed = rest.filter((item) => !isPlace(item));
  // A town closing the list ("… - Mamparas Baño - Alcorcón"): where, said once at the end.
  const last = rest[rest.length - 1] ?? '';
  const where = rest.length >= 2 && isPlace(last) ? ` en ${last}` : '';
  const nounPhrases = listed.every((item) => item.split(/\s+/).length <= 5 && !/[.!?¿¡:]/.test(item));
  // Search keywords run together ("Muebles Baño", "Cambio Plato Ducha") are not Spanish: left out of the list.
  const items = listed.filter((item) => !keywordRun(item));
  if (items.length >= 1 && nounPhrases && head.split(/\s+/).length <= 8) {
    const list = asList(items.map((item) => inListCase(item, places)));
    // "Especializada en" + the list reads on; any other head introduces it with a colon.
    return /\s(?:en|de|a)$/i.test(head) ? `${head} ${list}${where}` : `${head}: ${list}${where}`;
  }
  // Otherwise the first piece alone, if it says something by itself.
  return head.split(/\s+/).length >= 4 ? head : null;
}

/** The legal forms of Spain and Latin America: S.L., S.L.U., S.A., S.C., S.A. de C.V., Ltda., SpA… */
const LEGAL_FORM =
  '(?:S\\.?\\s?L\\.?(?:\\s?U\\.?|\\s?P\\.?)?|S\\.?\\s?A\\.?(?:\\s?U\\.?)?|S\\.?\\s?C\\.?(?:\\s?P\\.?)?|S\\.?\\s?Coop\\.?|C\\.?\\s?B\\.?|S\\.?\\s?A\\.?\\s?S\\.?|S\\.?\\s?R\\.?\\s?L\\.?|S\\.?\\s?de\\s?R\\.?\\s?L\\.?(?:\\s?de\\s?C\\.?\\s?V\\.?)?|S\\.?\\s?A\\.?\\s?de\\s?C\\.?\\s?V\\.?|Ltda\\.?|SpA|EIRL|E\\.?I\\.?R\\.?L\\.?)';

/** A legal name alone ("Talleres Pérez, S.L.", "Construcciones García S.A.U."): who, not what. */
export const LEGAL_NAME = new RegExp(`^[\\p{L}\\p{N}\\s.&'’-]{2,80},?\\s+${LEGAL_FORM}\\.?$`, 'u');

/**
 * A legal name opening a description, as its subject in apposition: "Reformas Integrales Areal
 * S.L., empresa especializada en…" (#25). The words after the comma say what the business is.
 */
const LEGAL_NAME_LEAD = new RegExp(`^[\\p{L}\\p{N}\\s.&'’-]{2,80}?,?\\s+${LEGAL_FORM}\\.?,\\s+(?=\\p{Ll})`, 'u');

/** "Reformas Integrales Areal S.L., empresa especializada en…" → "Empresa especializada en…". */
export function withoutLegalNameLead(text: string): string {
  const match = LEGAL_NAME_LEAD.exec(clip(text, 400));
  if (!match) return text;
  const rest = text.slice(match[0].length);
  return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1);
}
