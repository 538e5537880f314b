// Which name the receptionist says: from og:site_name, the JSON-LD organisation, the title without
// its taglines, the logo's alt text, the h1 or a self-introduction, each checked and cleaned here.
import { decodeEntities } from './dom.js';
import { SPANISH_SPEAKING } from './country.js';
import { mentionsATrade, normalize, tradePhraseWords } from './sectors.js';
import { endsInAbbreviation } from './sentences.js';
import { clip, collapseWhitespace, domainSlug, slug, TOWN, trimSeparators } from './text.js';

const GENERIC_NAMES =
  /^(inicio|home|homepage|home page|p[aá]gina (de )?inicio|p[aá]gina principal|portada|bienvenid[oa]s?|welcome|index|untitled|sin t[ií]tulo|default|web oficial|sitio (web )?oficial|p[aá]gina (web )?oficial|just a moment\.*|attention required!?|access denied|acceso denegado|forbidden|403 forbidden|404|not found|p[aá]gina no encontrada|error|coming soon|pr[oó]ximamente|en construcci[oó]n|sitio en construcci[oó]n|under construction|loading\.*|cargando\.*|wordpress|my blog|mi blog|just another wordpress site|react app|vite app|vite \+ react \+ ts|my site|mi sitio|sitio web|website|blog)$/i;

/**
 * Emoji and pictographs (✅ 🧿 ⭐, flags, keycaps): never said. Between words they part a title or a site name as
 * «|» does: «Fisioterapia en Bogotá 🧿 Telerehabilitación ✅» is a brand and a tagline (#33, ninth round).
 */
const PICTOGRAPHS = /(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200D|\u20E3)+/gu;

/** A title or site name with its pictographs turned into segment separators (#33, ninth round). */
export function pictographsAsSeparators(text: string): string {
  return text.replace(PICTOGRAPHS, ' | ');
}

export function usableName(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  // Longer than any name: a tagline, a keyword list or an attack; never worth a regular expression.
  if (candidate.length > 400) return null;
  const name = trimSeparators(
    collapseWhitespace(
      decodeEntities(collapseWhitespace(candidate))
        .replace(PICTOGRAPHS, ' ')
        // «Jardín de eventos "La Cabaña"» (#33): quotation marks are written, not said.
        .replace(/["“”„]/g, '')
        // «Clinica_Centenario» (#33, twenty-second round): an underscore between words is how a file or a variable is
        // written, not a name; it is read as the space it stands for.
        .replace(/(?<=\p{L})_+(?=\p{L})/gu, ' ')
        // «Yeshua Barber Pagina Oficial» (#33): a page calling itself official does not rename the business.
        .replace(/\s+(?:p[aá]gina|sitio|web)(?:\s+web)?\s+oficial$/iu, '')
        // «Ciclos Ribera E-COMMERCE», «Florería Alba Tienda Online» (#33, twenty-third round): the kind of site a shop
        // has is not its name.
        .replace(/\s+(?:e-?commerce|tienda\s+(?:online|on-line|virtual|en\s+l[ií]nea)|online\s+(?:shop|store))$/iu, '')
        // «Conducir Ya #SeguridadVial. Escuela de…» (#33, twenty-third round): a hashtag after the brand opens a slogan;
        // the name is what comes before it.
        .replace(/\s#\p{L}.*$/su, (hashtagOn, at: number, whole: string) => (/\p{L}/u.test(whole.slice(0, at)) ? '' : hashtagOn)),
    ),
  );
  if (name.length < 2 || name.length > 120) return null;
  if (!/[\p{L}]/u.test(name) || GENERIC_NAMES.test(name) || TEMPLATE_CODE.test(name)) return null;
  // "Refuerzo escolar, inglés, robótica educativa, talleres STEAM": a list of services, not a name
  // ("Pérez, García y Asociados, S.L.P." is one: its words are capitalised).
  if ((name.match(/,/g) ?? []).length >= 2 && (name.match(/(?<![\p{L}])\p{Ll}\p{L}{3,}/gu) ?? []).length >= 2) return null;
  return name;
}

/** The legal forms of Spain and Latin America: S.L., S.L.U., S.L.L., S.L.N.E., S.A., S.A.C. (Peru), S.C., S.A. de C.V., Ltda., SpA… */
export const LEGAL_FORM =
  '(?:S\\.?\\s?L\\.?(?:\\s?U\\.?|\\s?P\\.?|\\s?L\\.?|\\s?N\\.?\\s?E\\.?)?|S\\.?\\s?A\\.?\\s?C\\.?(?![\\p{L}])|S\\.?\\s?A\\.?(?:\\s?U\\.?)?|S\\.?\\s?C\\.?(?:\\s?P\\.?)?|S\\.?\\s?Coop\\.?|C\\.?\\s?B\\.?|S\\.?\\s?A\\.?\\s?S\\.?|S\\.?\\s?R\\.?\\s?L\\.?|S\\.?\\s?de\\s?R\\.?\\s?L\\.?(?:\\s?de\\s?C\\.?\\s?V\\.?)?|S\\.?\\s?A\\.?\\s?de\\s?C\\.?\\s?V\\.?|Ltda\\.?|SpA|EIRL|E\\.?I\\.?R\\.?L\\.?)';

/** A legal form after a name, with or without its comma: ", S.L.", " S.A.S.", ",S.L.". */
export const LEGAL_FORM_TAIL = `(?:,\\s*|\\s+)${LEGAL_FORM}\\.?`;

const LEGAL_FORM_AT_END = new RegExp(`${LEGAL_FORM_TAIL}$`, 'u');

/**
 * The name without its legal form: "Orencio Matas y Hnos, S.L." → "Orencio Matas y Hnos",
 * "Constructora Escuadr Arq S.A.S." → "Constructora Escuadr Arq". It is how the business is called
 * on the phone; a receptionist never says "Sociedad Limitada" (#25).
 */
export function withoutLegalForm(name: string): string {
  const bare = name.replace(LEGAL_FORM_AT_END, '').trim();
  return bare.length >= 2 ? bare : name;
}

/** Server-side template code left in a page's source ("<? echo titulo; ?>", "{{ site.name }}"). */
export const TEMPLATE_CODE = /<\?|\?>|<%|%>|\{\{|\}\}|\$\{/;

/** "Somos Ready Academia Steam." — a paragraph that opens by saying the name. */
const SELF_INTRODUCTION =
  /^(?:[Ss]omos|[Bb]ienvenid[oa]s? a)\s+((?:\p{Lu}[\p{L}\p{N}'’&.-]*\s?){1,6})(?=[.,:;!]|\s+(?:y|en|de)\s|$)/u;

/**
 * «Bienvenido a la Web de La Tienda de los Arreglos, nuestra tienda de arreglos de ropa en Málaga.» (#33, twenty-fourth
 * round): the welcome to the site «de» a name; its words may be joined by one or two particles («de los»).
 */
const WELCOME_TO_SITE_OF =
  /^[Bb]ienvenid[oa]s? (?:a la |a el |al |a nuestr[oa] |a )(?:[Ww]eb|[Pp][aá]gina(?: [Ww]eb)?|[Ss]itio(?: [Ww]eb)?|[Pp]ortal)\s+(?:de|del)\s+((?:la|el|los|las)?\s*[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*(?:\s+(?:(?:de|del|la|las|los|el|y)\s+){0,2}[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*){0,5})(?<!\.)(?=[.,:;!]|\s+(?:en|y)\s|$)/u;

/**
 * «En 'El 10 de Villa Pueyrredón' nos dedicamos al alquiler de volquetes.», «En Talleres Ruiz ofrecemos…» (#33, nineteenth
 * round): the business named where it speaks in the first person plural of what it does.
 */
const AT_NAME_WE =
  /^[Ee]n\s+['"«‘“]?([\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*(?:\s+(?:(?:de|del|la|las|los|el|y)\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*){0,5})['"»’”]?,?\s+(?:nos\s+dedicamos|ofrecemos|brindamos|realizamos|somos|trabajamos|fabricamos|vendemos)(?![\p{L}])/u;

/**
 * «En Soluciones HK encontrarás» (#33, twenty-fourth round): a heading that tells the visitor what they will find «en» a
 * name says the name; «En Madrid encontrarás…» names a town (the caller checks it is none).
 */
const AT_NAME_YOU_FIND =
  /^[Ee]n\s+['"«‘“]?([\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*(?:\s+(?:(?:de|del|la|las|los|el|y)\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*){0,5})['"»’”]?,?\s+(?:encontrar[aá]s|encuentras|encontr[aá]s|hallar[aá]s|te\s+ofrecemos|tenemos)(?![\p{L}])/u;

export function headingAtName(heading: string | null | undefined): string | null {
  if (!heading) return null;
  const match = AT_NAME_YOU_FIND.exec(clip(heading, 200).trim());
  const name = usableName(match?.[1]?.replace(/['’]+$/u, ''));
  return name && !namesNoOne(name) ? name : null;
}

export function selfIntroducedName(paragraphs: readonly string[]): string | null {
  for (const paragraph of paragraphs.slice(0, 10)) {
    const text = clip(paragraph, 200);
    const match = SELF_INTRODUCTION.exec(text) ?? AT_NAME_WE.exec(text) ?? WELCOME_TO_SITE_OF.exec(text);
    // A closing quotation mark goes with the quote, not with the name.
    const name = usableName(match?.[1]?.replace(/['’]+$/u, ''));
    if (name) return name;
  }
  return null;
}

/**
 * «Alquiler de Volquetes Villa Pueyrredón», «Venta de Repuestos Lanús» (#33, nineteenth round): a title that opens with a
 * service and «de» says what is offered, and where; a name the business gives itself in its own text says who.
 */
export const SERVICE_TITLE =
  /^(?:alquiler|venta|ventas|reparaci[oó]n|reparaciones|fabricaci[oó]n|instalaci[oó]n|mantenimiento|limpieza|retiro|transporte|servicios?)\s+(?:de|del)\s/iu;

// «Dentista en Madrid», «Vidriería en la Molina» (#33): what, then where, the town after «en» and maybe an article.
const SERVICE_IN_PLACE = /^[\p{Ll}\p{Lu}][\p{L}\s]*\s[Ee][Nn]\s+(?:(?:la|el|los|las)\s+)?\p{Lu}/u;

/**
 * A title segment that reads as a sentence or a promise, not as a name (#33): a verb in the first
 * person plural («Aquí eliminaremos las plagas de tu hogar»), the reader addressed («tu hogar», «te
 * ayudamos»), an exclamation or a question, «aquí»/«ahora» opening it.
 */
const SLOGAN =
  /(?<![\p{L}])\p{L}{3,}(?:amos|emos|imos)(?![\p{L}])|(?<![\p{L}])(?:tu|tus|te|tú|vuestr[oa]s?)(?![\p{L}])|[¡!¿?]|^(?:aquí|ahora|somos|hacemos|llama|llámanos|contacta|descubre|encuentra|confía|ven)(?![\p{L}])/iu;

export function readsAsSlogan(segment: string): boolean {
  return SLOGAN.test(clip(segment, 200));
}

/** «Tu Mejor Tapicería»: two to five words, each capitalised, a trade among them, a slogan only by «tu/tus». */
function brandWithPossessive(segment: string): boolean {
  const words = segment.split(/\s+/);
  if (words.length < 2 || words.length > 5 || !words.every((word) => /^\p{Lu}/u.test(word))) return false;
  return mentionsATrade(segment) && !readsAsSlogan(segment.replace(/^(?:tu|tus)\s+/iu, ''));
}

/** Words that name a kind of business, not one business: «Clínica», «Taller», «Centro». */
const KIND_WORDS =
  /^(?:cl[ií]nica|centro|taller(?:es)?|despacho|consulta|consultorio|estudio|empresa|servicios?|grupo|tienda|academia|bar|restaurante|hotel|casa)$/iu;

/**
 * Words that qualify a trade and name no one (#33, seventh round): «Electricista Profesional», «Expertos en
 * Impermeabilización», «Servicios de Mantenimiento», «Servicio Técnico Profesional».
 */
const QUALIFIERS =
  /^(?:profesional(?:es)?|expert[oa]s?|especialistas?|certificad[oa]s?|urgentes?|24h|24hs|24hrs|24\/7|24|horas|confianza|calidad|servicios?|mantenimiento|t[eé]cnic[oa]s?|soluciones|integral(?:es)?|general|ba[ñn]os?|cocinas?|hogar(?:es)?|oficinas?|empresas?|en|de|del|la|el|los|las|y|e|a|para|tu|su)$/iu;

/**
 * Whether a segment is only a trade and its qualifiers: «Electricista Profesional», «Expertos» (#33); the rooms and places
 * a product is for qualify it too: «Mamparas para baño» (#33, eighteenth round), «Limpieza para hogares y oficinas».
 */
export function namesNoOne(segment: string): boolean {
  const words = segment.split(/[\s,]+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.some((word) => QUALIFIERS.test(word) && !/^(?:en|de|del|la|el|los|las|y|e|a|para|tu|su)$/iu.test(word)) &&
    words.every((word) => QUALIFIERS.test(word) || KIND_WORDS.test(word) || mentionsATrade(word))
  );
}

/** Whether a name has a word of its own, not only its trade's: «Rulo Barbershop» has, «Clínica Dental» has not. */
export function hasBrandWord(name: string): boolean {
  // «Jardín Infantil» (#33, tenth round): each word alone names no trade, the two together do; neither is a brand's.
  const phrase = tradePhraseWords(name);
  return name
    .split(/\s+/)
    .some(
      (word) =>
        /^\p{Lu}/u.test(word) &&
        !KIND_WORDS.test(word) &&
        !mentionsATrade(word) &&
        word.length >= 2 &&
        !phrase.some((part) => normalize(word).trim().startsWith(part)),
    );
}

const BRAND_IN_PLACE = new RegExp(`^(.{2,80}?)\\s+[Ee][Nn]\\s+(${TOWN})(?=\\s*(?:[:.,;|–—-]|$))`, 'u');

/**
 * The brand of «<Brand> en <Town>» (#33): «Rulo Barbershop en Martínez: cortes clásicos…» →
 * {brand: "Rulo Barbershop", town: "Martínez"}. Null when what comes before «en» is a trade alone
 * («Dentista en Madrid», «Taller mecánico en Aranjuez»): that says what and where, not who.
 */
export function brandInPlace(text: string | null | undefined): { brand: string; town: string } | null {
  if (!text) return null;
  const match = BRAND_IN_PLACE.exec(clip(collapseWhitespace(text), 200));
  const brand = usableName(match?.[1]);
  if (!match?.[2] || !brand || readsAsSlogan(brand) || !/^\p{Lu}/u.test(brand) || !hasBrandWord(brand)) return null;
  // «Expertos en Impermeabilización» (#33, seventh round): a capitalised trade after «en» is what, not where.
  if (mentionsATrade(match[2]) || namesNoOne(brand)) return null;
  if (brand.split(/\s+/).length > 6) return null;
  return { brand, town: match[2] };
}

/**
 * «Cerrajería Bululo Barranquilla | llaves, cerraduras y más» (#33): a town of the page closing a name,
 * with no «en» before it, is where the business is, not part of its name, when what is left still
 * has a word of its own («Cerrajería Bululo») and the domain does not carry the town
 * («oxfordhouseburgos.es» is the brand «Academia Oxford House Burgos»; «Cristalería Las Rozas» keeps
 * its town: «Cristalería» alone names nobody).
 */
/** The names of the Spanish-speaking countries, written without accents («ecuador», «mexico», «espana»). */
const COUNTRY_NAMES = new Set(Object.values(SPANISH_SPEAKING).map((country) => slug(country.name)));

export function withoutClosingTown(segment: string, places: readonly string[], hostname: string): string {
  const domain = domainSlug(hostname);
  for (const place of places) {
    if (place.length < 3 || !segment.endsWith(` ${place}`)) continue;
    const rest = segment.slice(0, -place.length - 1).trim();
    if (domain.includes(slug(place)) || rest.split(/\s+/).length < 2 || !hasBrandWord(rest)) continue;
    if (/\s(?:de|del|en|y|e)$/iu.test(rest)) continue;
    // «Jeep Rental Ecuador» (#33, eighth round): a country's name closing a brand is part of it, not its town.
    if (COUNTRY_NAMES.has(slug(place))) continue;
    return rest;
  }
  return segment;
}

/**
 * «Heladerías Aloha-Puerto Madryn» (#33): a well-known town of our countries glued to the name by a hyphen is
 * where the business is, not part of its name, when the name before it has two words or more («Vitoria-Gasteiz»
 * is one town).
 */
export function withoutGluedTown(segment: string): string {
  const glued = /^(.*\p{Ll})-(\p{Lu}[\p{L} ]{2,40})$/u.exec(segment);
  const [, name, town] = glued ?? [];
  if (!name || !town || name.split(/\s+/).length < 2) return segment;
  const known = Object.values(SPANISH_SPEAKING).some((country) => new RegExp(`^(?:${country.places.source})$`, 'u').test(town));
  return known ? name : segment;
}

/** Whether two words are one letter apart: a letter left out, added or changed («Inico», «Incio», «Inicioo»). */
function oneLetterApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return [a.slice(i + 1) === b.slice(i + 1), a.slice(i + 1) === b.slice(i), a.slice(i) === b.slice(i + 1)].some(Boolean);
}

/**
 * «RD Inico Ormaran Paisajismo» (#33, eighth round): a home page's own label glued to the front of the title
 * with no separator — «Inicio», «Home», «Portada», misspelt by a letter or not, maybe after two or three
 * capital initials — is not part of the name; what follows it is, when it has a word of its own.
 */
export function withoutHomeLead(segment: string): string {
  const lead = /^(?:(\p{Lu}{1,3})\s+)?(\p{L}{4,8})\s+(?=\p{Lu})/u.exec(segment);
  const word = slug(lead?.[2] ?? '');
  if (!lead || !(oneLetterApart(word, 'inicio') || word === 'home' || word === 'portada')) return segment;
  const rest = segment.slice(lead[0].length);
  return hasBrandWord(rest) ? rest : segment;
}

export const TITLE_SEPARATORS = /\s+[|–—·•»«~/\\-]\s+|\s*[|·•»«]\s*|\s*[–—]\s*|\s*::\s*|:\s+/;

/** A title's segments, each without stray separators or a closing full stop: "Inicio | Taller Pérez - Jaén." → three. */
export function titleSegments(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .map((part) => trimSeparators(collapseWhitespace(part)).replace(/\.$/, ''))
    .filter(Boolean);
}

/** Picks the brand out of a title with taglines: "Inicio | Clínica Sonrisa - Tu dentista en Madrid" → "Clínica Sonrisa". */
/**
 * «Huanchaco, Peru», «Tigre, Argentina»: a town and its country, a title's segment saying where, never the name, whether or
 * not the town is one the page names elsewhere (Totora Surf School & Hostel, #33, nineteenth round).
 */
const TOWN_AND_COUNTRY =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|del|la|las|los|el)\s+)?\p{Lu}[\p{L}'’.-]*){0,3},\s*(?:Per[uú]|M[eé]xico|Chile|Argentina|Colombia|Espa[ñn]a|Ecuador|Uruguay|Paraguay|Bolivia|Venezuela|Guatemala|Honduras|El Salvador|Nicaragua|Costa Rica|Panam[aá]|Cuba|Rep[uú]blica Dominicana|Puerto Rico)\.?$/u;

function townAndCountry(segment: string): boolean {
  return TOWN_AND_COUNTRY.test(segment.trim());
}

export function cleanTitle(
  title: string,
  hostname: string,
  places: readonly string[] = [],
  leads: readonly string[] = [],
): string | null {
  const usable = title
    .split(TITLE_SEPARATORS)
    .map((segment) => usableName(withoutHomeLead(trimSeparators(collapseWhitespace(segment)))))
    .filter((segment): segment is string => segment !== null)
    // «Rulo Barbershop en Martínez» is the brand in its town (#33).
    .map((segment) => brandInPlace(segment)?.brand ?? segment)
    .map((segment) => withoutClosingTown(withoutGluedTown(segment), places, hostname));
  // A sentence or a promise is never the name (#33); with nothing else in the title, neither is it:
  // the logo, the heading or the address names the business better.
  const unsloganed = usable.filter((segment) => !readsAsSlogan(segment) || domainSpells(segment, hostname));
  // «José Vera - Electricista Profesional» (#33, seventh round): a trade and its qualifiers name no one
  // beside a segment that does.
  // «Tu Plomero Gasista - Servicios de Plomería…» on tuplomerogasista.com.ar (#33, twelfth round): a segment the
  // domain spells whole is the brand, however much of it is trade words.
  const namesSomeone = (segment: string) => !namesNoOne(segment) || domainSpells(segment, hostname);
  const segments = unsloganed.some(namesSomeone) ? unsloganed.filter(namesSomeone) : unsloganed;
  // «Tu Mejor Tapicería» (#33): a title of one segment, every word capitalised, that names a trade and reads
  // as a slogan only by its «tu» is the brand; «Tu dentista de confianza» is still a slogan.
  if (segments.length === 0) return usable.length === 1 && usable[0] && brandWithPossessive(usable[0]) ? usable[0] : null;
  const placeSlugs = new Set(places.map(slug).filter((place) => place.length >= 3));
  // «Mamparas para baño - Cordoba» (#33, eighteenth round): a town alone names no one, however few segments are left;
  // the logo («NOMA -Aberturas de aluminio») or the heading names the business.
  if (segments.length === 1)
    return segments[0] && !placeSlugs.has(slug(segments[0])) && !townAndCountry(segments[0]) ? segments[0] : null;
  const domain = domainSlug(hostname);
  const score = (segment: string): number => {
    const segmentSlug = slug(segment);
    // "Peluquería Marta | Getafe - Tu salón de confianza" on martagetafe.es: the town where the
    // business is, even when the domain carries it too, is not its name (#25).
    if (placeSlugs.has(segmentSlug) || townAndCountry(segment)) return -50;
    // «Orencio Matas y Hnos, S.L. - Droguería»: a legal name is a name, whatever the domain says.
    const legal = LEGAL_FORM_AT_END.test(segment) ? 20 : 0;
    if (segmentSlug.length >= 3 && (domain.includes(segmentSlug) || segmentSlug.includes(domain))) return 100 + legal;
    const words = segment
      .split(/\s+/)
      .map(slug)
      .filter((word) => word.length >= 3);
    const matched = words.filter((word) => domain.includes(word)).length * 10 + legal;
    // «Gomería C y C | Auxilio y Neumáticos» beside «Gomería C y C - Auxilio mecánico…» (#33, tenth round): the
    // segment the page's own description or Open Graph title opens with, before a dash, a bar or a colon, is its name.
    const led = leads.some((lead) => opensWith(lead, segment)) ? 2 : 0;
    // "Taller mecánico en Aranjuez", "Dentista en Madrid": what and where, written for search engines.
    return (SERVICE_IN_PLACE.test(segment) ? matched - 5 : matched) + led;
  };
  const ranked = segments
    // «Carpinteria | SOLO» on carpinteriasolo.com.mx (#33): both are in the domain; a segment that is only
    // a trade word says what the business is, the other one who.
    .map((segment, index) => ({
      segment,
      index,
      score: score(segment) - (!/\s/.test(segment) && mentionsATrade(segment) ? 1 : 0),
      words: segment.split(/\s+/).length,
    }))
    .sort((a, b) => b.score - a.score || a.words - b.words || a.index - b.index);
  const best = ranked[0]?.segment ?? null;
  // The domain written as one word ("FisioterapiaVendrell") next to the name as people write it
  // ("Fisioterapia El Vendrell"): the spaced form is the one to say.
  if (best && !/\s/.test(best)) {
    const spaced = segments.find(
      (segment) =>
        /\s/.test(segment) &&
        segment
          .split(/\s+/)
          .map(slug)
          .filter((word) => word.length >= 3)
          .join('') === slug(best),
    );
    if (spaced) return spaced;
  }
  return best;
}

/** Whether the domain is the segment written as one word: «Tu Plomero Gasista» on tuplomerogasista.com.ar. */
function domainSpells(segment: string, hostname: string): boolean {
  const segmentSlug = slug(segment);
  const label = slug(
    hostname
      .toLowerCase()
      .replace(/^www\d*\./, '')
      .split('.')[0] ?? '',
  );
  return segmentSlug.length >= 8 && segmentSlug === label;
}

/** Whether a text opens with a segment, then a dash, a bar or a colon: «Gomería C y C - Auxilio mecánico…». */
function opensWith(text: string, segment: string): boolean {
  const head = collapseWhitespace(clip(text, 200));
  return (
    head.length > segment.length &&
    head.slice(0, segment.length).toLowerCase() === segment.toLowerCase() &&
    /^\s*[|:–—-]/u.test(head.slice(segment.length))
  );
}

/**
 * The name in a title, unless all the title says is what and where ("ABOGADO EN MADRID",
 * "Dentista en Madrid"): no one answers the phone with that; the domain names the business better.
 */
export function titleName(
  title: string,
  hostname: string,
  places: readonly string[] = [],
  leads: readonly string[] = [],
): string | null {
  const name = cleanTitle(title, hostname, places, leads);
  // «Electricista Profesional en Zona Sur» (#33, seventh round): the logo or the footer names the business.
  if (name && namesNoOne(name.replace(/\s+en\s+.*$/iu, '')) && !domainSpells(name, hostname)) return null;
  if (!name || !SERVICE_IN_PLACE.test(name)) return name;
  const domain = domainSlug(hostname);
  return domain.length >= 4 && slug(name).includes(domain) ? name : null;
}

/**
 * A structured-data name written for search engines ("Taller mecánico en Aranjuez. Talleres Ángel
 * Luis Humanes"): its sentences are ranked like a title's segments, so the brand wins.
 */
export function brandOfLabel(label: string | null | undefined, hostname: string): string | null {
  const name = usableName(label);
  if (!name) return null;
  // A title before a person's name («Dra. Ana Ruiz Soto», «Lic. Pablo Gil») ends no sentence (#33, twenty-first round).
  const segments = name.replace(/\.\s+(?=\p{Lu})/gu, (stop, at: number) =>
    endsInAbbreviation(name.slice(0, at + 1)) ? stop : ' | ',
  );
  return cleanTitle(segments, hostname) ?? name;
}

function wordsOf(text: string): string[] {
  return text.split(/\s+/).map(slug).filter(Boolean);
}

/**
 * The title's form of a name when it is the same brand said in full: JSON-LD "Clinica Alcazar"
 * and the title "Clínica Dental Alcázar" → the title (it is what people say, accents included).
 */
export function fullerTitleForm(name: string, titleName: string | null): string {
  if (!titleName) return name;
  const nameWords = wordsOf(name);
  const titleWords = wordsOf(titleName);
  const contained = nameWords.every((word) => titleWords.includes(word));
  return contained && titleWords.length > nameWords.length && titleWords.length - nameWords.length <= 2 ? titleName : name;
}

/** Accents a name lost, from the same words elsewhere on the page: "Clinica Alcazar" → "Clínica Alcázar". */
export function restoreAccents(name: string, texts: string[]): string {
  const accented = new Map<string, string>();
  for (const text of texts) {
    for (const word of clip(text, 1_000).match(/[\p{L}]+/gu) ?? []) {
      // A form whose accent Spanish cannot have never replaces one that it can.
      if (/[\u0080-\uffff]/.test(word) && (!misplacedAccent(word) || !accented.has(slug(word)))) accented.set(slug(word), word);
    }
  }
  return name.replace(/[\p{L}]+/gu, (word) => {
    // «Péscaderia Cantábrica» in the title, «PESCADERÍA CANTÁBRICA» in the heading (#33, fourteenth round): an accent
    // where Spanish cannot have one is a slip of typing; the page's other form of the word gives it its place.
    if (/[\u0080-\uffff]/.test(word) && !misplacedAccent(word)) return word;
    const found = accented.get(slug(word));
    if (found && misplacedAccent(found)) return word;
    if (!found || found.length !== word.length) return word;
    // Keep the name's own capitalisation, take only the accents.
    return [...word]
      .map((char, index) =>
        char === char.toUpperCase() ? (found[index] ?? char).toUpperCase() : (found[index] ?? char).toLowerCase(),
      )
      .join('');
  });
}

const STRONG_VOWELS = 'aeoáéó';
const ACCENTED_VOWELS = 'áéíóú';

/**
 * Whether a word's written accent is where Spanish cannot put one: two accent marks in a word, or a mark before the
 * third syllable from the end («Péscaderia»: pes-ca-de-ria, a mark on the fourth). Only verbs with pronouns attached
 * («dígamelo») carry one there, and a business's name has none. Syllables are counted by their vowels: two strong
 * vowels side by side, or an accented «í» or «ú» beside another, are two; «qu» and «gu» before «e» or «i» are one sound.
 */
export function misplacedAccent(word: string): boolean {
  const lower = word.toLocaleLowerCase('es').replace(/([qg])u(?=[eiéí])/g, '$1');
  const marks = [...lower].filter((letter) => ACCENTED_VOWELS.includes(letter)).length;
  if (marks === 0) return false;
  if (marks > 1) return true;
  let syllables = 0;
  let marked = -1;
  let previous = '';
  for (const letter of lower) {
    const vowel = /[aeiouáéíóúü]/.test(letter);
    if (vowel) {
      const hiatus =
        previous !== '' &&
        ((STRONG_VOWELS.includes(previous) && STRONG_VOWELS.includes(letter)) ||
          'íú'.includes(letter) ||
          'íú'.includes(previous));
      if (previous === '' || hiatus) syllables += 1;
      if (ACCENTED_VOWELS.includes(letter)) marked = syllables;
      previous = letter;
    } else previous = '';
  }
  return marked > 0 && syllables - marked >= 3;
}

/** «© 2023 F&C | Todos los derechos reservados», «Copyright © 2021 Jardines Olivo.»: the name after the sign and year. */
const COPYRIGHT_LINE =
  /(?:©|\(c\)|copyright)\s*©?\s*(?:(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?\s*[,.-]?\s*)?([\p{Lu}\p{N}][^|.\n©]{1,59}?)(?=\s*(?:[|.·•,–—]|\s-\s|todos\s|all\s|derechos|$))/giu;

/** A credit or boilerplate, not the business: «Diseñado por…», «Todos los derechos», «Powered by». */
const NOT_A_BRAND = /dise[ñn]|desarroll|powered|hecho|made|(?<![\p{L}])(?:by|por|web|todos|all|rights|derechos)(?![\p{L}])/iu;

/**
 * The name a page's copyright line gives (#33, eighth round): «© 2023 F&C | Todos los derechos reservados» →
 * «F&C». Read only when the title, og:site_name, JSON-LD, logo and heading name no one («Servicios de
 * Mantenimiento», «Servicio Técnico Profesional»): the last line of a page is often the only one that does.
 */
export function copyrightName(text: string): string | null {
  for (const match of clip(text, 20_000).matchAll(COPYRIGHT_LINE)) {
    const name = usableName(match[1]);
    if (!name || NOT_A_BRAND.test(name) || namesNoOne(name) || name.split(/\s+/).length > 6) continue;
    if (!/\p{L}/u.test(name) || /^\d/.test(name)) continue;
    return name;
  }
  return null;
}

/** A logo's alt text, when it names the business ("Logo Talleres Pérez" → "Talleres Pérez"). */
export function logoName(alt: string | null): string | null {
  if (!alt) return null;
  const bare = alt.replace(/^(logo(tipo)?|logo de|imagen de)\s+(de\s+)?/i, '').replace(/\s+(logo(tipo)?)$/i, '');
  // «logo de NOMA -Aberturas de aluminio» (#33, eighteenth round): a brand, a dash, then the trade it is in; the brand is
  // the name, as a title's first segment is beside a segment that only says the trade.
  const [brand, trade] = bare.split(/\s+[-–—|]\s*/u, 2);
  const cleaned = brand && trade && mentionsATrade(trade) && !mentionsATrade(brand) ? brand : bare;
  if (/^(logo(tipo)?|imagen|image|header|cabecera)$/i.test(cleaned)) return null;
  // "1470399656_Branding.png": the file's name, left as alt text by the theme.
  if (/\.(png|jpe?g|gif|svg|webp|avif)$/i.test(cleaned) || /\d{6,}|_/.test(cleaned)) return null;
  const name = usableName(cleaned);
  return name && name.split(' ').length <= 8 ? name : null;
}

/** Words said in lower case inside a name, unless they open it («Escuela de Música», «Pinturas y Barnices»). */
const SMALL_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'u',
  'y',
]);

/** Legal forms and their likes, kept in capitals however a name is written: «S.L.», «SL», «SA», «CB», «SRL», «SAS». */
const KEPT_CAPITALS = new Set(['sl', 'slu', 'slp', 'sa', 'sau', 'cb', 'sc', 'srl', 'sas', 'sac', 'cv', 'eirl', 'spa']);

/**
 * Whether a name is written in capitals, as a shouted title or logo is («ESCUELA DE MUSICA ARMONIA», #33, thirteenth
 * round): no lower-case letter, and a word of five letters or two words, so that an acronym («CDMX», «F&C», «IBM») is
 * not taken for shouting.
 */
export function isShouted(name: string): boolean {
  if (/\p{Ll}/u.test(name)) return false;
  const words = name.match(/\p{L}+/gu) ?? [];
  return words.some((word) => word.length >= 5) || words.filter((word) => word.length >= 2).length >= 2;
}

/** «CDMX», «JM», «RYK»: a short word without a vowel, said letter by letter. */
function spelledOut(word: string): boolean {
  return word.length <= 4 && !/[aeiouáéíóúü]/iu.test(word);
}

/**
 * A shouted name said as a person writes it (#33, thirteenth round): the same words in mixed case from another place of
 * the page — og:site_name, JSON-LD, a logo's alt, a heading, the copyright line, the text — compared without case nor
 * accents, else a Spanish capitalisation: each word capitalised, the small words («de», «del», «la», «y», «en»…) in
 * lower case after the first, legal forms («S.L.», «SL», «SA», «CB») and short words without a vowel («CDMX») kept in
 * capitals. Accents cannot be invented: «MUSICA» stays «Musica» unless the page writes the word with its accent
 * somewhere (`restoreAccents` then takes it).
 */
export function unshoutedName(name: string, texts: readonly (string | null | undefined)[]): string {
  if (!isShouted(name)) return name;
  const wanted = (name.match(/[\p{L}\p{N}]+/gu) ?? []).map(slug);
  if (wanted.length === 0) return name;
  for (const text of texts) {
    if (!text) continue;
    const words = [...clip(text, 20_000).matchAll(/[\p{L}\p{N}]+/gu)];
    for (let start = 0; start + wanted.length <= words.length; start += 1) {
      if (slug(words[start]?.[0] ?? '') !== wanted[0]) continue;
      if (!wanted.every((word, offset) => slug(words[start + offset]?.[0] ?? '') === word)) continue;
      const first = words[start];
      const last = words[start + wanted.length - 1];
      if (!first || !last || first.index === undefined || last.index === undefined) continue;
      const found = text.slice(first.index, last.index + last[0].length);
      // The same words in mixed case, written by the business (not another shout, not all lower case).
      if (/\p{Ll}/u.test(found) && /\p{Lu}/u.test(found) && found.length <= name.length + 8) return found;
    }
  }
  let index = 0;
  return name.replace(/[\p{L}\p{N}.]+/gu, (token) => {
    const position = index;
    index += 1;
    const bare = token.replace(/\./g, '');
    if (KEPT_CAPITALS.has(bare.toLowerCase()) || (token.includes('.') && bare.length <= 4)) return token;
    const lower = token.toLowerCase();
    if (position > 0 && SMALL_WORDS.has(lower)) return lower;
    if (/\p{N}/u.test(token) || spelledOut(bare)) return token;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}
