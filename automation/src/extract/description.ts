// Which sentence says what the business does: a description (meta, OpenGraph, JSON-LD, the title's
// "service in town", a paragraph) checked, cleaned and said as Spanish.
import { decodeEntities, MAX_TEXT_CHARS } from './dom.js';
import { LEGAL_FORM_TAIL, TEMPLATE_CODE, titleSegments, withoutLegalForm } from './name.js';
import { isPlaceOf, PROVINCE } from './places.js';
import { mentionsATrade } from './sectors.js';
import { descriptiveSentence } from './sentences.js';
import { clip, collapseWhitespace, slug, TOWN, trimSeparators } from './text.js';

const BOILERPLATE_TEXT =
  /cookie|javascript|navegador|browser|©|copyright|todos los derechos|all rights reserved|aviso legal|pol[ií]tica de privacidad/i;

/**
 * A title-case keyword line ("Reparación Moviles, Tablets, Ordenadores Y Consolas"), not a sentence:
 * a capital "Y", or two capitalised prepositions (one may belong to a name: "Clínica De Lucas").
 */
function titleCased(sentence: string): boolean {
  return /\s[YE]\s/.test(sentence) || (sentence.match(/\s(?:De|Del|En|Con|Para|Por)\s/g) ?? []).length >= 2;
}

/** « en León», « en Los Mochis, Sinaloa»: a town after a name, up to four capitalised words and a region after a comma. */
const NAME_IN_TOWN =
  /\s+en\s+\p{Lu}[\p{L}.'’-]*(?:\s+(?:(?:de|del|la|las|los|el)\s+)?\p{Lu}[\p{L}.'’-]*){0,3}(?:,\s*\p{Lu}[\p{L}.'’-]*)?$/u;

/** "CoboPhone \ Reparación…" → "Reparación…": the name as a title's first segment is not part of a description. */
function withoutNamePrefix(text: string, name: string | null): string {
  if (!name) return text;
  const match = /^(.{2,120}?)\s*[\\|·•–—:-]\s+/.exec(text);
  if (!match?.[1]) return text;
  // «SARQ Soluciones en León: diseño sustentable…» (#33, twenty-second round): the name and its town before the colon
  // are the same heading; the town said again is not part of what the business does.
  const named = (lead: string) => slug(withoutLegalForm(lead)) === slug(withoutLegalForm(name));
  if (!named(match[1]) && !named(match[1].replace(NAME_IN_TOWN, ''))) return text;
  const rest = text.slice(match[0].length);
  return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1);
}

/**
 * «Tu autoescuela de confianza en Mutilva.» (#33): the business's trade given to the reader as theirs, a
 * tagline that a receptionist says as what it is: «Autoescuela de confianza en Mutilva.». Only when the
 * words after «tu»/«su» name one of our trades.
 */
function withoutReadersTrade(text: string): string {
  const match = /^(?:tu|su)\s+(?=\p{Ll})/iu.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  if (!mentionsATrade(rest.split(/\s+/).slice(0, 2).join(' '))) return text;
  return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1);
}

/** «Sitio web de…», «Página oficial de…»: the page speaking of itself before what it is about. */
const THE_PAGE_LEAD =
  /^(?:p[aá]gina|sitio|portal|web)(?:\s+(?:web|principal|oficial|de inicio|institucional))*\s+(?:de|del)\s+/iu;

/**
 * «Sitio Web de Limpieza de tapizados en Chaco / Corrientes» (Walter Tapizados, #33, fourteenth round): what follows the
 * page's words about itself is what the business does, when it opens with a trade or a service («limpieza», «venta»…);
 * not when it opens with the business's name («Página web Oficial de La Quiaqueña Herboristería»), which says only who.
 */
function withoutThePageLead(text: string): string {
  const match = THE_PAGE_LEAD.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  const [first = ''] = rest.split(/\s+/);
  if (/^(?:el|la|los|las|un|una|mi|tu|su|nuestr[oa]s?)$/iu.test(first)) return text;
  if (!mentionsATrade(rest.split(/\s+/).slice(0, 3).join(' ')) && !SERVICE_NOUN.test(first)) return text;
  return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1);
}

/**
 * «en Chaco / Corrientes» → «en Chaco y Corrientes» (#33, fourteenth round): two places a slash parts, where the business
 * works, said as a voice says them; a voice reads the slash out as a word or stumbles.
 */
const PLACES_SLASHED = /(\sen\s\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+){0,2})\s*\/\s*(?=\p{Lu})/gu;

/** «ubicada en Barranquilla, », «situados en Getafe (Madrid), »: where, in apposition. */
const LOCATED_IN = new RegExp(
  `\\s(?:ubicad|situad|localizad|radicad)[oa]s?\\s+en\\s+${TOWN}(?:${PROVINCE}|\\s\\([^)]{2,40}\\))?,\\s+(?=\\p{Ll})`,
  'u',
);

/**
 * Emoji and pictographs («🏥 Clínica Veterinaria Tarapacá…», #33): a voice reads them out by their
 * names or stumbles; «©», «®» and «™» stay, for the boilerplate check to see.
 */
const PICTOGRAPHS = /\s*(?:(?![©®™])\p{Extended_Pictographic}|\uFE0F|\u200D)+/gu;

/**
 * The website speaking of itself as a piece of work, not of the business (#33, fifteenth round: a urologist's meta
 * description, his developer's «Landing page para práctica de urología con enfoque humano…»): «Landing page para…», «Una
 * plantilla…», «Template…», «Demo de…», «Página web para…», «Sitio web desarrollado por…», a student's «Proyecto
 * final…», «Práctica de HTML…», «Proyecto para el curso…»; and a developer's placeholder left as the description (#33,
 * eighteenth round: «Descripcion home del proyecto», a solar installer's meta description). Never said; the next candidate is asked. «Sitio web de»,
 * «Página web de» stay with the page's lead (before a trade, what follows is said; else nothing, `THE_PAGE_ITSELF`);
 * «Práctica de» and «Proyecto de» only before the web's or a course's words: «Práctica de yoga en Lugo» is a studio's.
 */
const THE_WEBSITE_AS_WORK = new RegExp(
  [
    '^(?:(?:una?|esta|este)\\s+)?(?:landing(?:\\s*page)?|one[\\s-]?page|plantilla|template|theme|tema\\s+de\\s+wordpress|maqueta(?:ci[oó]n)?|mockup|demo|prototipo)(?![\\p{L}])',
    '^(?:(?:una?|esta|este)\\s+)?(?:p[aá]gina|sitio|portal)\\s+web\\s+(?:para|(?:cread|desarrollad|dise[nñ]ad|hech|realizad)[oa]\\s+(?:para|por|con|en))\\s',
    '^(?:descripci[oó]n|description)(?:\\s+(?:(?:de|del|of)\\s+)?(?:(?:la|el|the)\\s+)?(?:home|inicio|portada|p[aá]gina|page|sitio|site|web|proyecto|project|negocio|empresa))+(?![\\p{L}])',
    '^(?:(?:una?|esta|este|mi)\\s+)?(?:proyecto|pr[aá]ctica|ejercicio|trabajo|tp)\\s+(?:\\d|final|integrador|integradora|pr[aá]ctic[oa]|(?:de|para|del)\\s+(?:(?:el|la|un|una)\\s+)?(?:curso|clase|materia|asignatura|bootcamp|html|css|javascript|js|react|angular|vue|programaci[oó]n|desarrollo\\s+web|dise[nñ]o\\s+web|maquetaci[oó]n|front[\\s-]?end|portafolio|portfolio)(?![\\p{L}]))',
  ].join('|'),
  'iu',
);

/** A line that opens and closes with quotation marks: a quotation. */
const QUOTED_WHOLE = /^["“”«„'‘][^"“”«»„]{8,}["“”»'’][.!]?$/u;

export function usableDescription(candidate: string | null | undefined, name: string | null = null): string | null {
  if (!candidate) return null;
  const bare = collapseWhitespace(
    decodeEntities(clip(candidate, MAX_TEXT_CHARS)).replace(PICTOGRAPHS, (emoji, at: number, text: string) => {
      const next = text
        .slice(at + emoji.length)
        .trimStart()
        .charAt(0);
      // «en el día 📱, con garantía»: the emoji goes with the space before it.
      if (/^$|[,.;:!?)]/.test(text.charAt(at + emoji.length))) return '';
      // «Mudanzas Marín EU ✅ Empresa de mudanzas…» (#33): between a phrase and a capital, the emoji
      // parts them as a dash would, so the name before it goes as any «Name – …» lead does.
      return at > 0 && /\p{Lu}/u.test(next) && /[\p{L}\p{N}]/u.test(text.charAt(at - 1)) ? ' – ' : ' ';
    }),
  ).trim();
  if (THE_WEBSITE_AS_WORK.test(bare)) return null;
  const text = withoutWhoAndWhere(
    withoutWeAreName(
      withoutLegalFormOfSubject(withoutLegalNameLead(withoutReadersTrade(withoutThePageLead(withoutNamePrefix(bare, name))))),
    ),
    name,
  )
    .replace(PLACES_SLASHED, '$1 y ')
    // «…es una empresa ubicada en Barranquilla, encargada de ofrecer…» (#33): where it is, which the
    // greeting says, is not what it does; the sentence reads on without it.
    .replace(LOCATED_IN, ' ')
    // "Construcciones,obras y servicios": a comma with no space after it, as typed in a hurry.
    .replace(/(\p{L}),(?=\p{L})/gu, '$1, ');
  if (text.length < 20 || text.split(' ').length < 4 || BOILERPLATE_TEXT.test(text) || TEMPLATE_CODE.test(text)) return null;
  // «"Muy buenos polarizados y trabajan muy bien!!"» (#33, thirteenth round): a line wholly in quotation marks is someone
  // quoted — a customer's review — not the business saying what it does.
  if (QUOTED_WHOLE.test(text)) return null;
  // "Talleres Pérez Hermanos, S.L.": the company's legal name says who it is, not what it does (#25).
  if (LEGAL_NAME.test(text.replace(/[.\s]+$/, '.').trim())) return null;
  const sentence = descriptiveSentence(text, 300);
  // A line introducing a list ("Disponemos de un amplio horario:") says nothing by itself.
  if (!sentence || titleCased(sentence) || /:\s*$/.test(sentence)) return null;
  // "abogad@s", "tod@s", an e-mail: no voice reads that.
  if (sentence.includes('@')) return null;
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A first sentence that is only the name and its town («Rolosca Agente de Seguros en Cuauhtémoc,
 * Chihuahua. Asesoría personalizada…», #33) says who and where, which the greeting says already:
 * the description is what follows it.
 */
function withoutWhoAndWhere(text: string, name: string | null): string {
  if (!name || name.length < 3) return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lead = new RegExp(`^${escaped}\\s+en\\s+${TOWN}(?:${PROVINCE})?\\.\\s+(?=\\p{Lu})`, 'iu');
  const rest = text.replace(lead, '');
  return rest !== text && rest.split(' ').length >= 4 ? rest : text;
}

/**
 * A title segment that says what the business does ("Taller mecánico en Aranjuez", "Refuerzo
 * escolar, inglés, robótica educativa, talleres STEAM"), if it is not the name nor a slogan to the
 * reader; a bare list is said as one ("…, robótica educativa y talleres STEAM").
 */
export function serviceInTitle(title: string, name: string | null): string | null {
  const nameSlug = slug(name ?? '');
  for (const segment of titleSegments(title)) {
    if (segment.split(' ').length < 3 || !/\s\p{Ll}/u.test(segment)) continue;
    // Not the name, nor a segment that contains it ("Fontanería Ruiz en Madrid").
    if (nameSlug.length >= 3 && slug(segment).includes(nameSlug)) continue;
    // "Cuidamos de tu jardín todo el año": a slogan to the reader; the page's own paragraph says it better.
    if (TO_THE_READER.test(segment)) continue;
    const said = /,/.test(segment) && !/\s(?:y|e)\s/.test(segment) ? segment.replace(/,\s*([^,]+)$/, ' y $1') : segment;
    const description = usableDescription(said, name);
    if (description) return description;
  }
  return null;
}

/** Words addressed to the reader («tu jardín», «contigo», «usted»): a slogan or an advert, not a description. */
const TO_THE_READER = /(?<![\p{L}])(tu|tus|te|ti|contigo|usted|os|vuestr[oa]s?)(?![\p{L}])/iu;

/** A sentence's closing "en <Town>[, <Province>]" (its full stop taken off first): "… en Getafe, Madrid". */
const CLOSING_TOWN = new RegExp(`\\sen\\s(${TOWN})(?:${PROVINCE})?$`, 'u');

/** An opening article or determiner: "Los precios del alquiler…", "Los mejores planes…" speak of something else. */
const OPENS_WITH_ARTICLE = /^[¡¿"«]?\s*(?:el|la|los|las|un|una|unos|unas|este|esta|estos|estas|todo|toda|todos|todas)\s/i;

/**
 * What, then where, as the business puts it in a line of its own: "Tratamientos faciales y
 * corporales de vanguardia en Vitoria-Gasteiz" (#25), where the town is one the page says it is in.
 * The same shape as a title's "Reparación de ordenadores en Zaragoza": a line that opens with what is
 * offered, not with an article ("Los precios del alquiler suben… en Madrid" is news), and not said
 * to the reader. Weaker than the first person, the name or the trade: the caller uses it only when
 * no sentence says more.
 */
export function whatInTown(sentence: string, places: readonly string[]): boolean {
  const town = CLOSING_TOWN.exec(
    clip(sentence, 400)
      .trim()
      .replace(/[.…]+$/, ''),
  )?.[1];
  if (!town || TO_THE_READER.test(sentence) || OPENS_WITH_ARTICLE.test(sentence)) return false;
  return isPlaceOf(town, places);
}

/**
 * "ABOGADO EN MADRID" → "Abogado en Madrid.": a trade and its town in three words, too short for a
 * description but what a title written for search engines says of the business; the last resort,
 * when no paragraph says more (Abogado Martín, #25).
 */
export function tradeInTownOfTitle(title: string): string | null {
  for (const segment of titleSegments(title)) {
    const match = /^(\p{L}+)\s(?:en|EN|En)\s(\p{Lu}[\p{L}-]+)$/u.exec(segment);
    if (!match?.[1] || !match[2] || !mentionsATrade(match[1])) continue;
    // Shouted ("ABOGADO EN MADRID"): said in sentence case, the town with its capital.
    const [trade, town] = [match[1], match[2]].map((word) =>
      /\p{Ll}/u.test(word)
        ? word
        : word
            .toLocaleLowerCase('es')
            .replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toLocaleUpperCase('es')),
    );
    return `${trade} en ${town}.`;
  }
  return null;
}

/**
 * Whether a paragraph's sentence speaks of the business itself: in the first person ("Somos…",
 * "Reparamos…", "nuestro taller"), by its name, or by opening with its trade. "Los conocimientos en
 * Derecho deben ser siempre actualizados" is an opinion on a page, not what the business does.
 */
export function aboutTheBusiness(sentence: string, name: string | null): boolean {
  if (speaksOfItself(sentence, name)) return true;
  // Or a practitioner describes themself without a subject (#33, ninth round): «Profesional de la salud orientada a
  // los Trastornos del Lenguaje y Habla…» (a speech therapist), «Especialistas en …».
  if (PRACTITIONER_LEAD.test(sentence)) return true;
  // Or a kind of business, specialised or dedicated, with the subject left out (#33, eleventh round): «Centro
  // especializado en la atención integral del adulto mayor…» (a care home), «Empresa dedicada a…».
  if (KIND_OF_BUSINESS_LEAD.test(sentence)) return true;
  // Or it opens by naming the trade: "Clínica veterinaria en Cuenca…", "Taller de chapa y pintura…"; not when it
  // defines the trade in general: «El Notario es un profesional del derecho investido de fe pública…» (#33).
  if (GENERIC_DEFINITION.test(sentence)) return false;
  if (mentionsATrade(sentence.split(/\s+/).slice(0, 4).join(' '))) return true;
  // Or it is a list of what the business does, under a «¿Qué hacemos?» or «Servicios» heading (#33):
  // «Provisión, corte y colocación de cristales…», «Fabricación e instalación de toldos…».
  return SERVICE_LIST.test(sentence);
}

/**
 * «Especializados en la venta de pescado», «Dedicados a la climatización»: what the business specialises in, its subject
 * (we) left out (#33, fourteenth round). In the plural: «Experto en Old School» is one of a team's cards, one person.
 */
export const SPECIALITY_LEAD = /^(?:Especializad[oa]s|Especialistas|Expert[oa]s|Dedicad[oa]s)\s+(?:en|a|al)\s/u;

/** «Profesional de la salud…», «Especialista en…», «Expertos en…»: who the business is, with the subject left out. */
const PRACTITIONER_LEAD = /^(?:Profesional(?:es)?|Especialistas?|Expert[oa]s?)\s+(?:de|del|en)\s/u;

/** «Centro especializado en…», «Empresa dedicada a…»: a kind of business and what it is devoted to, no subject. */
const KIND_OF_BUSINESS_LEAD =
  /^(?:Centro|Empresa|Negocio|Cl[ií]nica|Consultorio|Estudio|Despacho|Taller|Tienda|Fundaci[oó]n|Instituci[oó]n|Hogar|Residencia|Local|Comercio|Equipo)\s+(?:\p{L}+\s+)?(?:especializad[oa]s?|dedicad[oa]s?|enfocad[oa]s?|orientad[oa]s?)\s+(?:en|a|al)\s/u;

/** A trade defined in general, one word after the article: «El notario es un profesional…», «La fisioterapia es una…». */
const GENERIC_DEFINITION = /^(?:El|La|Los|Las)\s+\p{L}+\s+(?:es|son)\s+(?:un|una|el|la|los|las)\s/u;

/** In the first person: «Somos…», «Reparamos…», «nuestro taller». */
export function inFirstPerson(sentence: string): boolean {
  return /(?<![\p{L}])(somos|nuestr[oa]s?|nos|\p{L}{3,}(?:amos|emos|imos))(?![\p{L}])/iu.test(sentence);
}

/** In the first person or by its name. */
export function speaksOfItself(sentence: string, name: string | null): boolean {
  if (inFirstPerson(sentence)) return true;
  const nameSlug = slug(name ?? '');
  return (nameSlug.length >= 4 && slug(sentence).includes(nameSlug)) || namedInFull(sentence, nameSlug);
}

/** «La Clínica de la Pareja es un espacio…»: a sentence whose subject, before «es un/una», is a proper name. */
const DEFINED_SUBJECT =
  /^(?:(?:La|El|Los|Las)\s+)?(\p{Lu}[\p{L}'’&.-]*(?:\s+(?:de|del|la|las|el|los|y|e|&|\p{Lu}[\p{L}'’&.-]*)){0,6})\s+(?:es|son)\s+(?:un|una|el|la|los|las)\s/u;

/**
 * The business defined by the longer form its short name comes from (#33): «Clinipareja» is «La Clínica
 * de la Pareja», «RDP» is «Rojas De Paz Abogados». The name's letters in order in the subject's, the same
 * first letter.
 */
function namedInFull(sentence: string, nameSlug: string): boolean {
  const subject = DEFINED_SUBJECT.exec(clip(sentence, 300))?.[1];
  if (!subject || nameSlug.length < 3) return false;
  const subjectSlug = slug(subject);
  if (subjectSlug.length <= nameSlug.length || subjectSlug[0] !== nameSlug[0]) return false;
  let at = 0;
  for (const letter of subjectSlug) if (letter === nameSlug[at]) at += 1;
  return at >= nameSlug.length;
}

/** «Nuestra cristalería se encuentra en Romo, Getxo (Bizkaia).», «Estamos en Getafe»: where, not what (#33). */
export const SAYS_WHERE =
  /(?<![\p{L}])(?:se\s+encuentra[n]?|estamos|est[aá][n]?\s+(?:ubicad|situad)[oa]s?|nos\s+encontramos)\s+(?:(?:ubicad|situad)[oa]s\s+)?en\s/iu;

/** The trade words of a name, as slugs: «Tintorería Les Corts» → ["tintoreria"]. */
export function tradeWordsOf(name: string | null): string[] {
  return (
    (name ?? '')
      // «RDP-abogados» (#33): a hyphen parts words as a space does.
      .split(/[\s-]+/)
      .filter((word) => word.length >= 4 && mentionsATrade(word))
      .map(slug)
  );
}

/** What a service is called, as the first word of a list of them. */
const SERVICE_NOUNS =
  'provisi[oó]n|suministro|compra|venta|impresi[oó]n|copia|fabricaci[oó]n|instalaci[oó]n|colocaci[oó]n|montaje|reparaci[oó]n|mantenimiento|dise[nñ]o|corte|confecci[oó]n|limpieza|desinfecci[oó]n|asesoramiento|alquiler|transporte|distribuci[oó]n|construcci[oó]n|restauraci[oó]n|tratamiento';

/** One of those words alone: «Venta», «Limpieza». */
const SERVICE_NOUN = new RegExp(`^(?:${SERVICE_NOUNS})$`, 'iu');

/** A line that opens with the services the business renders, two or more of them. */
const SERVICE_LIST = new RegExp(
  `^(?:${SERVICE_NOUNS})(?:,\\s*(?:${SERVICE_NOUNS}))*\\s+(?:y|e)\\s+(?:${SERVICE_NOUNS})\\s+(?:de|del)\\s`,
  'iu',
);

/** A line that opens with the services the business renders: «Compra e instalación de vidrios en Yopal» (#33). */
export function servicesFirst(line: string): boolean {
  return SERVICE_LIST.test(line);
}

/** A tagline: a title's separators in a line of text. */
export const TAGLINE = /\s[|•·]\s|\s[–—-]\s/;

/** A title's separators inside a description: bars, bullets, middle dots, a spaced dash. */
const DESCRIPTION_SEPARATORS = /\s*[|•·]\s*|\s+[–—-]\s+/;

/** How a town is written, with an optional ", Province" ("San Rafael, Mendoza"). */
const PLACE = new RegExp(`^${TOWN}(?:${PROVINCE})?$`, 'u');

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
  const isPlace = (item: string) => isPlaceOf(item, places);
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

/** A legal name alone ("Talleres Pérez, S.L.", "Construcciones García S.A.U."): who, not what. */
export const LEGAL_NAME = new RegExp(`^[\\p{L}\\p{N}\\s.&'’-]{2,80}${LEGAL_FORM_TAIL}$`, 'u');

/**
 * A legal name opening a description, as its subject in apposition or as a title's first segment:
 * "Reformas Integrales Areal S.L., empresa especializada en…", "Orencio Matas y Hnos, S.L. —
 * Droguería profesional…" (#25). The words after it say what the business is.
 */
const LEGAL_NAME_LEAD = new RegExp(
  `^[\\p{L}\\p{N}\\s.&'’-]{2,80}?${LEGAL_FORM_TAIL}(?:,\\s+(?=\\p{Ll})|\\s+[–—-]\\s+|\\s*[|·•:]\\s*)`,
  'u',
);

/** "Reformas Integrales Areal S.L., empresa especializada en…" → "Empresa especializada en…". */
export function withoutLegalNameLead(text: string): string {
  const match = LEGAL_NAME_LEAD.exec(clip(text, 400)) ?? TITLED_PERSON_LEAD.exec(clip(text, 400));
  if (!match) return text;
  const rest = text.slice(match[0].length);
  if (rest.split(' ').length < 4) return text;
  return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1);
}

/**
 * A person's name with a title, in apposition at the opening: «Dra. Ana Ruiz Soto, cardióloga pediatra certificada…»,
 * «Lic. Pablo Gil, abogado laboral en…» (#33, twenty-first round). The greeting says who she is; cut to fit, the name
 * alone was all that was left to say. The words after the comma say what she does.
 */
const TITLED_PERSON_LEAD =
  /^(?:Dr|Dra|Dres|Dras|Lic|Lcda|Lcdo|Licda|Ing|Arq|Mtro|Mtra|Prof|Profa)\.\s+\p{Lu}[\p{L}'’-]+(?:\s+(?:de\s+(?:la\s+)?|del\s+)?\p{Lu}[\p{L}'’-]+){0,5},\s+(?=\p{L})/u;

/**
 * A legal name as the subject of the sentence, its verb after it: «Extintores Bruce E.I.R.L. ofrece venta y recarga…» →
 * «Extintores Bruce ofrece venta y recarga…» (#33, twentieth round). A receptionist says the name as the business is
 * called, never «E.I.R.L.» nor «Sociedad Limitada».
 */
const LEGAL_FORM_OF_SUBJECT = new RegExp(
  `^(\\p{Lu}[\\p{L}\\p{N}&'’-]*(?:\\s+(?:(?:y|e|de|del|la|las|los)\\s+)?\\p{Lu}[\\p{L}\\p{N}&'’-]*){0,5})${LEGAL_FORM_TAIL}\\s+(?=\\p{Ll})`,
  'u',
);

export function withoutLegalFormOfSubject(text: string): string {
  const match = LEGAL_FORM_OF_SUBJECT.exec(clip(text, 400));
  if (!match?.[1]) return text;
  return `${match[1].trim()} ${text.slice(match[0].length)}`;
}

/**
 * «Somos Laboratorio Arzamendia nos dedicamos a brindar…»: who, run on without a comma into what (#33, twentieth round).
 * The name is the greeting's; the clause that follows says what the business does: «Nos dedicamos a brindar…».
 */
const WE_ARE_NAME_RUN_ON =
  /^[Ss]omos\s+(?:\p{Lu}[\p{L}\p{N}&'’.-]*\s+){1,6}(?=(?:(?:nos|les|te|se)\s+)?\p{Ll}{2,}(?:amos|emos|imos)(?![\p{L}]))/u;

export function withoutWeAreName(text: string): string {
  const match = WE_ARE_NAME_RUN_ON.exec(clip(text, 400));
  if (!match) return text;
  const rest = text.slice(match[0].length);
  return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1);
}

/**
 * A heading of another section of the page («Contacto», «Nosotros», «Galería»…): the cards of services end before it
 * (Climatización AGUIMOL, #33, fourteenth round: «Calderas», «Aire Acondicionado», then «Contacto»).
 */
const SECTION_HEADING =
  /^(?:contacto|cont[aá]ctanos|cont[aá]ctenos|nosotros|sobre nosotros|qui[eé]nes somos|inicio|galer[ií]a|ubicaci[oó]n|d[oó]nde estamos|encu[eé]ntranos|testimonios|opiniones|rese[ñn]as|equipo|nuestro equipo|blog|noticias|preguntas frecuentes|faq|horarios?|clientes|nuestros clientes|trabajos|nuestros trabajos|portafolio|portfolio)$/iu;

/** A heading over the services: «¿Qué hacemos?», «Nuestros servicios», «Servicios», «Lo que hacemos». */
const SERVICES_HEADING = /^[¿]?\s*(?:qu[eé] hacemos|lo que hacemos|nuestros servicios|servicios|a qu[eé] nos dedicamos)\s*\??$/iu;

/**
 * The cards of services under a «¿Qué hacemos?» or «Servicios» heading, said as the list of what the
 * business does (#33, item 3): «Lunas y vidrios planos», «Biselados plateados», «Aislantes-Blindados»,
 * «Vidrio decorativo», «Mamparas de baño» → «Lunas y vidrios planos, biselados plateados y aislantes
 * blindados.», the first three. Three cards or more, each a short name of a service (no question, no full stop, at most five
 * words); the list ends at the next heading that is not one (a question, a section's title).
 */
export function servicesOfCards(headings: readonly string[], places: readonly string[] = []): string | null {
  const start = headings.findIndex((heading) => SERVICES_HEADING.test(collapseWhitespace(heading)));
  if (start < 0) return null;
  const cards: string[] = [];
  for (const heading of headings.slice(start + 1, start + 12)) {
    // «🚗 Apertura de coches» (#33, sixteenth round): a card's pictograph is its icon, not a word to say.
    const card = collapseWhitespace(heading.replace(PICTOGRAPHS, ' ')).replace(/-/g, ' ');
    const words = card.split(' ');
    if (
      words.length > 5 ||
      /[¿?¡!.:;|•·@]/.test(card) ||
      /\d/.test(card) ||
      SERVICES_HEADING.test(card) ||
      SECTION_HEADING.test(card)
    )
      break;
    if (keywordRun(card) && words.length > 2) break;
    cards.push(card);
  }
  if (cards.length < 3) return null;
  // The first three: what a receptionist says in a breath; the page lists the rest.
  const [first = '', ...rest] = cards.slice(0, 3).map((card) => inListCase(card, places));
  const list = asList([first.charAt(0).toLocaleUpperCase('es') + first.slice(1), ...rest]);
  return list.split(' ').length >= 4 ? `${list}.` : null;
}
