import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { compactHtml } from './compact.js';
import { detectCountry, type CountryGuess } from './country.js';
import { mentionsATrade } from './sectors.js';
import {
  LEGAL_NAME,
  clip,
  collapseWhitespace,
  cutAtWord,
  descriptiveSentence,
  guessLanguage,
  separatorsAsSentence,
  slug,
  trimSeparators,
  withoutLegalNameLead,
} from './text.js';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export type NameSource = 'og:site_name' | 'json-ld' | 'title' | 'logo-alt' | 'h1' | 'self-introduction';
export type DescriptionSource = 'meta' | 'og:description' | 'twitter:description' | 'json-ld' | 'title' | 'paragraph';

export interface SiteFacts {
  name: string | null;
  nameSource: NameSource | null;
  description: string | null;
  descriptionSource: DescriptionSource | null;
  /** The document's declared language, lower-case ("es", "es-es", "en"…), if any. */
  language: string | null;
  /** What a sector can be told from: schema.org types, title, h1, meta description and keywords. */
  signals: SiteSignals;
  /** The page has (almost) no readable text: a JS shell, a redirect or an error page. */
  empty: boolean;
  /** Where the business is (its Spanish): from lang, og:locale, address, phones, currency, domain. */
  country: CountryGuess;
}

export interface SiteSignals {
  /** schema.org @type values of every JSON-LD node, without the schema.org prefix. */
  types: string[];
  title: string | null;
  h1: string | null;
  metaDescription: string | null;
  keywords: string | null;
  /** The labels of the site's navigation menu ("Mecánica general · Chapa y pintura · …"), if any. */
  menu: string | null;
}

/*
 * Every field is clipped before any regular expression sees it, and the tree walk stops at a
 * deadline: a hostile page (a 1.5 MB og:site_name, a million <p>) costs milliseconds, not the
 * event loop (issue #14).
 */
const MAX_META_CHARS = 2_000;
const MAX_TITLE_CHARS = 1_000;
const MAX_TEXT_CHARS = 2_000;
const MAX_ALT_CHARS = 300;
const MAX_JSON_LD_CHARS = 200_000;
const MAX_JSON_LD_BLOCKS = 20;
/** Text kept for telling the country (a footer's address and phone are near the end of a page). */
const MAX_ALL_TEXT_CHARS = 30_000;
/**
 * Past this, the walk stops collecting and extraction works with what it has. A safety net only:
 * `compactHtml` already bounds the work (a worst-case page takes well under 100 ms), and a tight
 * wall-clock budget made results depend on the machine: a 60 kB WordPress page took 56 ms on a
 * cold process, was cut before its content at 30 ms and came out "unreadable" (GesTron, #17).
 */
export const EXTRACTION_BUDGET_MS = 250;

const SKIPPED_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'select', 'button']);
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'section',
  'article',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'tr',
  'table',
  'nav',
  'main',
  'aside',
  'blockquote',
]);
const BOILERPLATE_CONTAINERS = new Set(['nav', 'footer', 'aside', 'form', 'dialog']);

const GENERIC_NAMES =
  /^(inicio|home|homepage|home page|p[aá]gina (de )?inicio|p[aá]gina principal|portada|bienvenid[oa]s?|welcome|index|untitled|sin t[ií]tulo|default|web oficial|sitio (web )?oficial|just a moment\.*|attention required!?|access denied|acceso denegado|forbidden|403 forbidden|404|not found|p[aá]gina no encontrada|error|coming soon|pr[oó]ximamente|en construcci[oó]n|sitio en construcci[oó]n|under construction|loading\.*|cargando\.*|wordpress|my blog|mi blog|just another wordpress site|react app|vite app|vite \+ react \+ ts|my site|mi sitio|sitio web|website)$/i;

/** A redirect, error or bot-challenge page: nothing on it is about the business. */
const NOT_A_PAGE =
  /^(\d{3}\s+)?(moved permanently|moved temporarily|found|see other|temporary redirect|permanent redirect|object moved|document moved|redirecting\.*|redirigiendo\.*|bad gateway|service unavailable|internal server error|not found|forbidden|just a moment\.*|attention required!?|access denied|acceso denegado|account suspended|cuenta suspendida|web hosting|domain (is )?for sale|dominio en venta|este dominio)/i;

const BOILERPLATE_TEXT =
  /cookie|javascript|navegador|browser|©|copyright|todos los derechos|all rights reserved|aviso legal|pol[ií]tica de privacidad/i;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

function children(node: Node): Node[] {
  if (isElement(node) && node.tagName === 'template') {
    return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  }
  return 'childNodes' in node ? node.childNodes : [];
}

/** Visible text of a subtree, with a space wherever a block ends; stops after `maxChars`. */
function textOf(node: Node, maxChars = MAX_TEXT_CHARS): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (current: Node) => {
    if (length > maxChars) return;
    if (current.nodeName === '#text') {
      const value = clip((current as DefaultTreeAdapterTypes.TextNode).value, maxChars);
      parts.push(value);
      length += value.length;
      return;
    }
    if (isElement(current)) {
      if (SKIPPED_TEXT.has(current.tagName) || attr(current, 'hidden') !== undefined || attr(current, 'aria-hidden') === 'true')
        return;
      if (current.tagName === 'img') {
        parts.push(` ${clip(attr(current, 'alt') ?? '', MAX_ALT_CHARS)} `);
        return;
      }
    }
    for (const child of children(current)) walk(child);
    if (isElement(current) && BLOCK.has(current.tagName)) parts.push(' ');
  };
  walk(node);
  return collapseWhitespace(clip(parts.join(''), maxChars));
}

function looksLikeBoilerplateContainer(element: Element): boolean {
  if (BOILERPLATE_CONTAINERS.has(element.tagName)) return true;
  const marker = `${attr(element, 'id') ?? ''} ${attr(element, 'class') ?? ''} ${attr(element, 'role') ?? ''}`.toLowerCase();
  return /cookie|consent|gdpr|rgpd|banner-legal|modal|popup|newsletter|menu|breadcrumb/.test(marker);
}

interface Collected {
  language: string | null;
  metas: Map<string, string>;
  title: string | null;
  jsonLd: string[];
  h1: string | null;
  logoAlt: string | null;
  paragraphs: string[];
  /** Link labels inside <nav> (a weak sector signal: a garage's menu lists its trades). */
  menuLinks: string[];
  /** Characters of visible text seen outside boilerplate (to tell an empty shell). */
  textChars: number;
  /** tel: and WhatsApp link targets (where the business is). */
  phones: string[];
  /** Visible text, footers included, bounded: addresses, phone numbers and prices. */
  allText: string[];
  allTextChars: number;
}

function isLogo(element: Element): boolean {
  const marker = `${attr(element, 'id') ?? ''} ${attr(element, 'class') ?? ''} ${clip(attr(element, 'src') ?? '', 300)}`;
  return /logo|brand|marca/i.test(marker);
}

function collect(document: Node, deadline: number): Collected {
  const found: Collected = {
    language: null,
    metas: new Map(),
    title: null,
    jsonLd: [],
    h1: null,
    logoAlt: null,
    paragraphs: [],
    menuLinks: [],
    textChars: 0,
    phones: [],
    allText: [],
    allTextChars: 0,
  };
  let visited = 0;
  let stopped = false;
  const walk = (node: Node, inBoilerplate: boolean, inLogo: boolean) => {
    if (stopped) return;
    // The clock is read every few hundred nodes: cheap, and a page too big to read in time is cut.
    visited += 1;
    if (visited % 256 === 0 && performance.now() > deadline) {
      stopped = true;
      return;
    }
    if (node.nodeName === '#text') {
      if (found.allTextChars < MAX_ALL_TEXT_CHARS) {
        const value = clip((node as DefaultTreeAdapterTypes.TextNode).value, 2_000);
        found.allText.push(value);
        found.allTextChars += value.length;
      }
      if (!inBoilerplate && found.textChars < 10_000) {
        found.textChars += clip((node as DefaultTreeAdapterTypes.TextNode).value, 10_000).trim().length;
      }
      return;
    }
    if (!isElement(node)) {
      for (const child of children(node)) walk(child, inBoilerplate, inLogo);
      return;
    }
    switch (node.tagName) {
      case 'html':
        found.language ??=
          clip(attr(node, 'lang') ?? '', 35)
            .trim()
            .toLowerCase() || null;
        break;
      case 'meta': {
        const key = clip(attr(node, 'property') ?? attr(node, 'name') ?? attr(node, 'itemprop') ?? '', 100)
          .trim()
          .toLowerCase();
        const content = attr(node, 'content');
        if (key && content !== undefined && !found.metas.has(key)) {
          found.metas.set(key, collapseWhitespace(clip(content, MAX_META_CHARS)));
        }
        return;
      }
      case 'title':
        found.title ??= collapseWhitespace(clip(textOfRaw(node), MAX_TITLE_CHARS)) || null;
        return;
      case 'script':
        if (
          clip(attr(node, 'type') ?? '', 100)
            .trim()
            .toLowerCase() === 'application/ld+json' &&
          found.jsonLd.length < MAX_JSON_LD_BLOCKS
        ) {
          const block = textOfRaw(node);
          // A block too big to be a business card is skipped whole (cutting it would only break the JSON).
          if (block.length <= MAX_JSON_LD_CHARS) found.jsonLd.push(block);
        }
        return;
      case 'img': {
        const alt = collapseWhitespace(clip(attr(node, 'alt') ?? '', MAX_ALT_CHARS));
        if (!found.logoAlt && alt && (inLogo || isLogo(node))) found.logoAlt = alt;
        return;
      }
      case 'h1':
        if (!found.h1 && !inBoilerplate) found.h1 = textOf(node, MAX_TITLE_CHARS) || null;
        if (!inBoilerplate) found.textChars += found.h1?.length ?? 0;
        // Logos are often an <img> inside the site's <h1>; its tel: and WhatsApp links are collected
        // by the walk below too (`case 'a'`), once.
        for (const child of children(node)) walk(child, true, inLogo || isLogo(node));
        return;
      case 'nav':
        collectLinkLabels(node, found.menuLinks);
        break;
      case 'a': {
        const href = clip(attr(node, 'href') ?? '', 200).trim();
        if (found.phones.length < 20 && PHONE_LINK.test(href)) found.phones.push(href);
        break;
      }
      case 'p':
        if (!inBoilerplate && found.paragraphs.length < 20) {
          const text = textOf(node);
          found.textChars += text.length;
          if (text) found.paragraphs.push(text);
          // Kept for the country too (the walk does not descend into it).
          found.allText.push(text);
          found.allTextChars += text.length;
          collectPhoneLinks(node, found.phones);
          return;
        }
        // A footer's paragraph (address, phone): its text and links are collected by the walk below.
        break;
      default:
        if (SKIPPED_TEXT.has(node.tagName) && node.tagName !== 'template') return;
    }
    const boilerplate = inBoilerplate || looksLikeBoilerplateContainer(node);
    const logo = inLogo || isLogo(node);
    for (const child of children(node)) walk(child, boilerplate, logo);
  };
  walk(document, false, false);
  return found;
}

/** tel: and WhatsApp links under a node the main walk does not descend into (a paragraph). */
function collectPhoneLinks(node: Node, phones: string[]): void {
  if (phones.length >= 20) return;
  if (isElement(node) && node.tagName === 'a') {
    const href = clip(attr(node, 'href') ?? '', 200).trim();
    if (PHONE_LINK.test(href)) phones.push(href);
  }
  for (const child of children(node)) collectPhoneLinks(child, phones);
}

const PHONE_LINK = /^(?:tel:|https?:\/\/(?:wa\.me|api\.whatsapp\.com)\/)/i;

/**
 * The towns a page says it is in: its structured address, and the town after a postcode in its
 * text ("28019 Madrid", "C.P. 8000 Bahía Blanca"). A title segment that is one of them is a place.
 */
function placesOfPage(organizations: readonly JsonLdOrganization[], text: string): string[] {
  const places = organizations.flatMap((org) => (org.locality ? [org.locality] : []));
  // A five-digit postcode (Spain, Mexico…), or four digits after "C.P." (Argentina): not a year ("© 2024 Jardines Olivo").
  const postcodeAndTown =
    /(?:(?<![\d©])\d{5}|\bC\.?\s?P\.?\s?\d{4})\s*[-,]?\s+(\p{Lu}[\p{L}'’]+(?:\s(?:de|del|la|el)?\s?\p{Lu}[\p{L}'’]+){0,2})/gu;
  for (const match of clip(text, 30_000).matchAll(postcodeAndTown)) {
    if (!match[1] || places.length >= 20) continue;
    places.push(match[1]);
    // "28924 Alcorcón MADRID": the province in capitals after the town is not part of its name.
    const town = match[1].replace(/(?:\s\p{Lu}{2,})+$/u, '');
    if (town !== match[1] && town.length >= 3) places.push(town);
  }
  return places;
}

/** A tagline: a title's separators in a line of text. */
const TAGLINE = /\s[|•·]\s|\s[–—-]\s/;

const MAX_MENU_LINKS = 40;
const MAX_MENU_LABEL_CHARS = 80;

/** The labels of the links inside a navigation element, up to a bound. */
function collectLinkLabels(node: Node, labels: string[]): void {
  for (const child of children(node)) {
    if (labels.length >= MAX_MENU_LINKS) return;
    if (!isElement(child)) continue;
    if (child.tagName === 'a') {
      const label = textOf(child, MAX_MENU_LABEL_CHARS);
      if (label) labels.push(label);
    } else if (!SKIPPED_TEXT.has(child.tagName)) {
      collectLinkLabels(child, labels);
    }
  }
}

/** Raw text children (title and script contents are text-only elements). */
function textOfRaw(node: Node): string {
  return children(node)
    .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
    .join('');
}

const ORGANIZATION_TYPES = new Set(
  [
    'Organization',
    'Corporation',
    'LocalBusiness',
    'NGO',
    'EducationalOrganization',
    'MedicalOrganization',
    'Dentist',
    'Physician',
    'Hospital',
    'MedicalClinic',
    'Pharmacy',
    'Optician',
    'Restaurant',
    'FoodEstablishment',
    'CafeOrCoffeeShop',
    'Bakery',
    'BarOrPub',
    'Winery',
    'Store',
    'AutoRepair',
    'AutoDealer',
    'HairSalon',
    'BeautySalon',
    'DaySpa',
    'NailSalon',
    'Attorney',
    'Notary',
    'Plumber',
    'Electrician',
    'Locksmith',
    'RoofingContractor',
    'HousePainter',
    'GeneralContractor',
    'RealEstateAgent',
    'Hotel',
    'Hostel',
    'BedAndBreakfast',
    'ExerciseGym',
    'SportsClub',
    'VeterinaryCare',
    'TravelAgency',
    'InsuranceAgency',
    'Library',
    'School',
    'Preschool',
    'ChildCare',
    'MovingCompany',
    'Airline',
  ].map((type) => type.toLowerCase()),
);

function isOrganizationType(type: string): boolean {
  const bare = bareType(type).toLowerCase();
  return (
    ORGANIZATION_TYPES.has(bare) ||
    /(business|organization|organisation|store|service|clinic|agency|establishment|contractor)$/.test(bare)
  );
}

interface JsonLdOrganization {
  name: string | null;
  description: string | null;
  /** address.addressLocality: the town, to say "Clínica dental en Temuco". */
  locality: string | null;
}

function bareType(type: string): string {
  return clip(type, 100).replace(/^https?:\/\/schema\.org\//i, '');
}

/** Organizations in JSON-LD blocks (top level, arrays, @graph, nested publisher/author), tolerant of sloppy blocks. */
function organizationsFromJsonLd(blocks: string[], types: string[] = []): JsonLdOrganization[] {
  const found: JsonLdOrganization[] = [];
  let nodes = 0;
  const visit = (value: unknown, depth: number) => {
    nodes += 1;
    if (nodes > 2_000) return;
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const rawType = record['@type'];
    const nodeTypes = (Array.isArray(rawType) ? rawType : [rawType])
      .filter((type): type is string => typeof type === 'string')
      .slice(0, 10);
    if (types.length < 50) types.push(...nodeTypes.map(bareType));
    if (nodeTypes.some(isOrganizationType)) {
      const name = typeof record.name === 'string' ? collapseWhitespace(clip(record.name, MAX_META_CHARS)) : null;
      const description =
        typeof record.description === 'string' ? collapseWhitespace(clip(record.description, MAX_META_CHARS)) : null;
      const address = record.address as Record<string, unknown> | undefined;
      const locality =
        address && typeof address === 'object' && typeof address.addressLocality === 'string'
          ? collapseWhitespace(clip(address.addressLocality, 100))
          : null;
      if (name || description) found.push({ name, description, locality });
    }
    for (const [key, nested] of Object.entries(record)) {
      if (
        key === '@graph' ||
        key === 'publisher' ||
        key === 'author' ||
        key === 'provider' ||
        key === 'brand' ||
        key === 'mainEntity' ||
        key === 'about'
      ) {
        visit(nested, depth + 1);
      }
    }
  };
  for (const block of blocks) {
    const cleaned = block
      .replace(/^\s*(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/)/, '')
      .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/)\s*$/, '')
      .trim();
    if (!cleaned) continue;
    try {
      visit(JSON.parse(cleaned), 0);
    } catch {
      // One broken block must not hide the others (or the rest of the page).
    }
  }
  return found;
}

function decodeEntities(text: string): string {
  // JSON-LD and meta values sometimes carry HTML entities a second time ("&amp;amp;").
  if (!text.includes('&')) return text;
  const fragment = parse(`<p>${text.replace(/</g, '&lt;')}</p>`);
  return collapseWhitespace(textOf(fragment));
}

function usableName(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  // Longer than any name: a tagline, a keyword list or an attack; never worth a regular expression.
  if (candidate.length > 400) return null;
  const name = trimSeparators(decodeEntities(collapseWhitespace(candidate)));
  if (name.length < 2 || name.length > 120) return null;
  if (!/[\p{L}]/u.test(name) || GENERIC_NAMES.test(name) || TEMPLATE_CODE.test(name)) return null;
  // "Refuerzo escolar, inglés, robótica educativa, talleres STEAM": a list of services, not a name
  // ("Pérez, García y Asociados, S.L.P." is one: its words are capitalised).
  if ((name.match(/,/g) ?? []).length >= 2 && (name.match(/(?<![\p{L}])\p{Ll}\p{L}{3,}/gu) ?? []).length >= 2) return null;
  return name;
}

/** Server-side template code left in a page's source ("<? echo titulo; ?>", "{{ site.name }}"). */
const TEMPLATE_CODE = /<\?|\?>|<%|%>|\{\{|\}\}|\$\{/;

/** "Somos Ready Academia Steam." — a paragraph that opens by saying the name. */
const SELF_INTRODUCTION =
  /^(?:[Ss]omos|[Bb]ienvenid[oa]s? a)\s+((?:\p{Lu}[\p{L}\p{N}'’&.-]*\s?){1,6})(?=[.,:;!]|\s+(?:y|en|de)\s|$)/u;

function selfIntroducedName(paragraphs: readonly string[]): string | null {
  for (const paragraph of paragraphs.slice(0, 10)) {
    const match = SELF_INTRODUCTION.exec(clip(paragraph, 200));
    const name = usableName(match?.[1]);
    if (name) return name;
  }
  return null;
}

/**
 * A title-case keyword line ("Reparación Moviles, Tablets, Ordenadores Y Consolas"), not a sentence:
 * a capital "Y", or two capitalised prepositions (one may belong to a name: "Clínica De Lucas").
 */
function titleCased(sentence: string): boolean {
  return /\s[YE]\s/.test(sentence) || (sentence.match(/\s(?:De|Del|En|Con|Para|Por)\s/g) ?? []).length >= 2;
}

/** "CoboPhone \ Reparación…" → "Reparación…": the name as a title's first segment is not part of a description. */
function withoutNamePrefix(text: string, name: string | null): string {
  if (!name) return text;
  const match = /^(.{2,120}?)\s*[\\|·•–—:-]\s+/.exec(text);
  if (!match?.[1] || slug(match[1]) !== slug(name)) return text;
  const rest = text.slice(match[0].length);
  return rest.charAt(0).toLocaleUpperCase('es') + rest.slice(1);
}

function usableDescription(candidate: string | null | undefined, name: string | null = null): string | null {
  if (!candidate) return null;
  const text = withoutLegalNameLead(withoutNamePrefix(decodeEntities(collapseWhitespace(clip(candidate, MAX_TEXT_CHARS))), name))
    // "Construcciones,obras y servicios": a comma with no space after it, as typed in a hurry.
    .replace(/(\p{L}),(?=\p{L})/gu, '$1, ');
  if (text.length < 20 || text.split(' ').length < 4 || BOILERPLATE_TEXT.test(text) || TEMPLATE_CODE.test(text)) return null;
  // "Talleres Pérez Hermanos, S.L.": the company's legal name says who it is, not what it does (#25).
  if (LEGAL_NAME.test(text.replace(/[.\s]+$/, '.').trim())) return null;
  const sentence = descriptiveSentence(text, 300);
  // A line introducing a list ("Disponemos de un amplio horario:") says nothing by itself.
  if (!sentence || titleCased(sentence) || /:\s*$/.test(sentence)) return null;
  // "abogad@s", "tod@s", an e-mail: no voice reads that.
  if (sentence.includes('@')) return null;
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

const SERVICE_IN_PLACE = /^[\p{Ll}\p{Lu}][\p{L}\s]*\s[Ee][Nn]\s+\p{Lu}/u;

/**
 * A title segment that says what the business does ("Taller mecánico en Aranjuez", "Refuerzo
 * escolar, inglés, robótica educativa, talleres STEAM"), if it is not the name nor a slogan to the
 * reader; a bare list is said as one ("…, robótica educativa y talleres STEAM").
 */
function serviceInTitle(title: string, name: string | null): string | null {
  const nameSlug = slug(name ?? '');
  for (const part of title.split(TITLE_SEPARATORS)) {
    const segment = trimSeparators(collapseWhitespace(part)).replace(/\.$/, '');
    if (segment.split(' ').length < 3 || !/\s\p{Ll}/u.test(segment)) continue;
    // Not the name, nor a segment that contains it ("Fontanería Ruiz en Madrid").
    if (nameSlug.length >= 3 && slug(segment).includes(nameSlug)) continue;
    // "Cuidamos de tu jardín todo el año": a slogan to the reader; the page's own paragraph says it better.
    if (/(?<![\p{L}])(tu|tus|te|ti|contigo|usted|os|vuestr[oa]s?)(?![\p{L}])/iu.test(segment)) continue;
    const said = /,/.test(segment) && !/\s(?:y|e)\s/.test(segment) ? segment.replace(/,\s*([^,]+)$/, ' y $1') : segment;
    const description = usableDescription(said, name);
    if (description) return description;
  }
  return null;
}

const TITLE_SEPARATORS = /\s+[|–—·•»«~/\\-]\s+|\s*[|·•»«]\s*|\s*[–—]\s*|\s*::\s*|:\s+/;

/** Picks the brand out of a title with taglines: "Inicio | Clínica Sonrisa - Tu dentista en Madrid" → "Clínica Sonrisa". */
export function cleanTitle(title: string, hostname: string, places: readonly string[] = []): string | null {
  const segments = title
    .split(TITLE_SEPARATORS)
    .map((segment) => usableName(segment))
    .filter((segment): segment is string => segment !== null);
  if (segments.length === 0) return null;
  if (segments.length === 1) return segments[0] ?? null;
  const domain = slug(
    hostname
      .replace(/^www\d*\./, '')
      .split('.')
      .slice(0, -1)
      .join('') || hostname,
  );
  const placeSlugs = new Set(places.map(slug).filter((place) => place.length >= 3));
  const score = (segment: string): number => {
    const segmentSlug = slug(segment);
    // "Peluquería Marta | Getafe - Tu salón de confianza" on martagetafe.es: the town where the
    // business is, even when the domain carries it too, is not its name (#25).
    if (placeSlugs.has(segmentSlug)) return -50;
    if (segmentSlug.length >= 3 && (domain.includes(segmentSlug) || segmentSlug.includes(domain))) return 100;
    const words = segment
      .split(/\s+/)
      .map(slug)
      .filter((word) => word.length >= 3);
    const matched = words.filter((word) => domain.includes(word)).length * 10;
    // "Taller mecánico en Aranjuez", "Dentista en Madrid": what and where, written for search engines.
    return SERVICE_IN_PLACE.test(segment) ? matched - 5 : matched;
  };
  const ranked = segments
    .map((segment, index) => ({ segment, index, score: score(segment), words: segment.split(/\s+/).length }))
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

/**
 * Whether a paragraph's sentence speaks of the business itself: in the first person ("Somos…",
 * "Reparamos…", "nuestro taller"), by its name, or by opening with its trade. "Los conocimientos en
 * Derecho deben ser siempre actualizados" is an opinion on a page, not what the business does.
 */
function aboutTheBusiness(sentence: string, name: string | null): boolean {
  if (/(?<![\p{L}])(somos|nuestr[oa]s?|nos|\p{L}{3,}(?:amos|emos|imos))(?![\p{L}])/iu.test(sentence)) return true;
  const nameSlug = slug(name ?? '');
  if (nameSlug.length >= 4 && slug(sentence).includes(nameSlug)) return true;
  // Or it opens by naming the trade: "Clínica veterinaria en Cuenca…", "Taller de chapa y pintura…".
  return mentionsATrade(sentence.split(/\s+/).slice(0, 4).join(' '));
}

/**
 * The name in a title, unless all the title says is what and where ("ABOGADO EN MADRID",
 * "Dentista en Madrid"): no one answers the phone with that; the domain names the business better.
 */
function titleName(title: string, hostname: string, places: readonly string[] = []): string | null {
  const name = cleanTitle(title, hostname, places);
  if (!name || !SERVICE_IN_PLACE.test(name)) return name;
  const domain = slug(hostname.replace(/^www\d*\./, '').replace(/\.[^.]+$/, ''));
  return domain.length >= 4 && slug(name).includes(domain) ? name : null;
}

/**
 * A structured-data name written for search engines ("Taller mecánico en Aranjuez. Talleres Ángel
 * Luis Humanes"): its sentences are ranked like a title's segments, so the brand wins.
 */
function brandOfLabel(label: string | null | undefined, hostname: string): string | null {
  const name = usableName(label);
  if (!name) return null;
  return cleanTitle(name.replace(/\.\s+(?=\p{Lu})/gu, ' | '), hostname) ?? name;
}

/**
 * Company name and a one-sentence description from a page, in order of reliability:
 * name from og:site_name, JSON-LD Organization, the title without its taglines, then the h1;
 * description from the meta/OpenGraph/Twitter description, JSON-LD, then the first real paragraph.
 */
export function extractSiteFacts(html: string, pageUrl: string): SiteFacts {
  const deadline = performance.now() + EXTRACTION_BUDGET_MS;
  const document = parse(compactHtml(html));
  const found = collect(document, deadline);
  const hostname = new URL(pageUrl).hostname;
  const types: string[] = [];
  const organizations = organizationsFromJsonLd(found.jsonLd, types);

  const allText = found.allText.join(' ');
  const places = placesOfPage(organizations, allText);
  let name: string | null = null;
  let nameSource: NameSource | null = null;
  const nameCandidates: [NameSource, () => string | null][] = [
    ['og:site_name', () => usableName(found.metas.get('og:site_name'))],
    ['json-ld', () => organizations.map((org) => brandOfLabel(org.name, hostname)).find(Boolean) ?? null],
    ['title', () => (found.title ? titleName(found.title, hostname, places) : null)],
    ['logo-alt', () => logoName(found.logoAlt)],
    [
      'h1',
      () => {
        const h1 = usableName(found.h1);
        return h1 && h1.length <= 80 && h1.split(' ').length <= 8 ? h1 : null;
      },
    ],
    ['self-introduction', () => selfIntroducedName(found.paragraphs)],
  ];
  const notAPage = [found.title, found.h1].some((text) => text !== null && NOT_A_PAGE.test(clip(text, 200)));
  for (const [source, read] of notAPage ? [] : nameCandidates) {
    const value = read();
    if (value) {
      name = cutAtWord(value, 120);
      nameSource = source;
      break;
    }
  }
  // JSON-LD names are often a plain-ASCII or shortened form of the brand the title spells out.
  if (name && nameSource === 'json-ld' && found.title) name = fullerTitleForm(name, cleanTitle(found.title, hostname));
  if (name) name = restoreAccents(name, [found.title ?? '', found.h1 ?? '', found.metas.get('description') ?? '']);

  let description: string | null = null;
  let descriptionSource: DescriptionSource | null = null;
  const descriptionCandidates: [DescriptionSource, () => string | null][] = [
    ['meta', () => usableDescription(found.metas.get('description'), name)],
    ['og:description', () => usableDescription(found.metas.get('og:description'), name)],
    ['twitter:description', () => usableDescription(found.metas.get('twitter:description'), name)],
    ['json-ld', () => organizations.map((org) => usableDescription(org.description, name)).find(Boolean) ?? null],
    // What and where, as the title tells search engines: "Reparación de ordenadores en Zaragoza - Skullmasher.io".
    ['title', () => (found.title ? serviceInTitle(found.title, name) : null)],
    [
      'paragraph',
      () => {
        const usable = found.paragraphs
          .map((paragraph) => (paragraph.length >= 40 ? usableDescription(paragraph, name) : null))
          .filter((sentence): sentence is string => sentence !== null && aboutTheBusiness(sentence, name));
        // A header's tagline ("Aire acondicionado, calefacción y más - San Rafael, Mendoza") gives way
        // to a paragraph written as a sentence further down (#25); it is used only when there is none.
        return usable.find((sentence) => !TAGLINE.test(sentence)) ?? usable[0] ?? null;
      },
    ],
  ];
  // Two passes: a description in Spanish wherever it is, else the first one (the script decides).
  const pageIsSpanish = !found.language || found.language.startsWith('es');
  const read = descriptionCandidates.map(([source, get]) => [source, notAPage ? null : get()] as const);
  const chosen =
    (pageIsSpanish ? read.find(([, value]) => value !== null && guessLanguage(value) !== 'en') : undefined) ??
    read.find(([, value]) => value !== null);
  if (chosen?.[1]) {
    // Said as a sentence: a title's bars and bullets become Spanish, or the description is left out (#25).
    const sentence = separatorsAsSentence(chosen[1], places);
    if (sentence && sentence.split(/\s+/).length >= 3) {
      description = /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
      descriptionSource = chosen[0];
    }
  }

  const empty = notAPage || (found.textChars < 40 && !description);
  const country = detectCountry({
    language: found.language,
    ogLocale: found.metas.get('og:locale') ?? null,
    hostname,
    jsonLd: found.jsonLd,
    phones: found.phones,
    text: allText,
  });
  return {
    country,
    name,
    nameSource,
    description,
    descriptionSource,
    language: found.language,
    empty,
    signals: {
      types: [...new Set(types)],
      title: found.title,
      h1: found.h1,
      metaDescription: found.metas.get('description') ?? found.metas.get('og:description') ?? null,
      keywords: found.metas.get('keywords') ?? null,
      menu: found.menuLinks.length > 0 ? found.menuLinks.join(' · ') : null,
    },
  };
}

function wordsOf(text: string): string[] {
  return text.split(/\s+/).map(slug).filter(Boolean);
}

/**
 * The title's form of a name when it is the same brand said in full: JSON-LD "Clinica Alcazar"
 * and the title "Clínica Dental Alcázar" → the title (it is what people say, accents included).
 */
function fullerTitleForm(name: string, titleName: string | null): string {
  if (!titleName) return name;
  const nameWords = wordsOf(name);
  const titleWords = wordsOf(titleName);
  const contained = nameWords.every((word) => titleWords.includes(word));
  return contained && titleWords.length > nameWords.length && titleWords.length - nameWords.length <= 2 ? titleName : name;
}

/** Accents a name lost, from the same words elsewhere on the page: "Clinica Alcazar" → "Clínica Alcázar". */
function restoreAccents(name: string, texts: string[]): string {
  const accented = new Map<string, string>();
  for (const text of texts) {
    for (const word of clip(text, 1_000).match(/[\p{L}]+/gu) ?? []) {
      if (/[\u0080-\uffff]/.test(word)) accented.set(slug(word), word);
    }
  }
  return name.replace(/[\p{L}]+/gu, (word) => {
    if (/[\u0080-\uffff]/.test(word)) return word;
    const found = accented.get(slug(word));
    if (!found || found.length !== word.length) return word;
    // Keep the name's own capitalisation, take only the accents.
    return [...word]
      .map((char, index) =>
        char === char.toUpperCase() ? (found[index] ?? char).toUpperCase() : (found[index] ?? char).toLowerCase(),
      )
      .join('');
  });
}

/** A logo's alt text, when it names the business ("Logo Talleres Pérez" → "Talleres Pérez"). */
function logoName(alt: string | null): string | null {
  if (!alt) return null;
  const cleaned = alt.replace(/^(logo(tipo)?|logo de|imagen de)\s+(de\s+)?/i, '').replace(/\s+(logo(tipo)?)$/i, '');
  if (/^(logo(tipo)?|imagen|image|header|cabecera)$/i.test(cleaned)) return null;
  // "1470399656_Branding.png": the file's name, left as alt text by the theme.
  if (/\.(png|jpe?g|gif|svg|webp|avif)$/i.test(cleaned) || /\d{6,}|_/.test(cleaned)) return null;
  const name = usableName(cleaned);
  return name && name.split(' ').length <= 8 ? name : null;
}
