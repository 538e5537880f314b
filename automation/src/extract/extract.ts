import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { collapseWhitespace, cutAtWord, firstSentence, slug } from './text.js';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export type NameSource = 'og:site_name' | 'json-ld' | 'title' | 'h1';
export type DescriptionSource = 'meta' | 'og:description' | 'twitter:description' | 'json-ld' | 'paragraph';

export interface SiteFacts {
  name: string | null;
  nameSource: NameSource | null;
  description: string | null;
  descriptionSource: DescriptionSource | null;
  /** The document's declared language, lower-case ("es", "es-es", "en"…), if any. */
  language: string | null;
}

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
  /^(inicio|home|homepage|home page|p[aá]gina (de )?inicio|p[aá]gina principal|portada|bienvenid[oa]s?|welcome|index|untitled|sin t[ií]tulo|default|web oficial|sitio (web )?oficial|just a moment\.*|attention required!?|access denied|acceso denegado|forbidden|403 forbidden|404|not found|p[aá]gina no encontrada|error|coming soon|pr[oó]ximamente|en construcci[oó]n|sitio en construcci[oó]n|under construction|loading\.*|cargando\.*|wordpress|my blog|mi blog|just another wordpress site)$/i;

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

/** Visible text of a subtree, with a space wherever a block ends. */
function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeName === '#text') {
      parts.push((current as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (isElement(current)) {
      if (SKIPPED_TEXT.has(current.tagName) || attr(current, 'hidden') !== undefined || attr(current, 'aria-hidden') === 'true')
        return;
      if (current.tagName === 'img') {
        parts.push(` ${attr(current, 'alt') ?? ''} `);
        return;
      }
    }
    for (const child of children(current)) walk(child);
    if (isElement(current) && BLOCK.has(current.tagName)) parts.push(' ');
  };
  walk(node);
  return collapseWhitespace(parts.join(''));
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
  paragraphs: string[];
}

function collect(document: Node): Collected {
  const found: Collected = { language: null, metas: new Map(), title: null, jsonLd: [], h1: null, paragraphs: [] };
  const walk = (node: Node, inBoilerplate: boolean) => {
    if (!isElement(node)) {
      for (const child of children(node)) walk(child, inBoilerplate);
      return;
    }
    switch (node.tagName) {
      case 'html':
        found.language ??= attr(node, 'lang')?.trim().toLowerCase() || null;
        break;
      case 'meta': {
        const key = (attr(node, 'property') ?? attr(node, 'name') ?? attr(node, 'itemprop'))?.trim().toLowerCase();
        const content = attr(node, 'content');
        if (key && content !== undefined && !found.metas.has(key)) found.metas.set(key, collapseWhitespace(content));
        return;
      }
      case 'title':
        found.title ??= collapseWhitespace(textOfRaw(node)) || null;
        return;
      case 'script':
        if ((attr(node, 'type') ?? '').trim().toLowerCase() === 'application/ld+json') found.jsonLd.push(textOfRaw(node));
        return;
      case 'h1':
        if (!found.h1 && !inBoilerplate) found.h1 = textOf(node) || null;
        return;
      case 'p':
        if (!inBoilerplate && found.paragraphs.length < 20) {
          const text = textOf(node);
          if (text) found.paragraphs.push(text);
        }
        return;
      default:
        if (SKIPPED_TEXT.has(node.tagName) && node.tagName !== 'template') return;
    }
    const boilerplate = inBoilerplate || looksLikeBoilerplateContainer(node);
    for (const child of children(node)) walk(child, boilerplate);
  };
  walk(document, false);
  return found;
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
  const bare = type.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase();
  return (
    ORGANIZATION_TYPES.has(bare) ||
    /(business|organization|organisation|store|service|clinic|agency|establishment|contractor)$/.test(bare)
  );
}

interface JsonLdOrganization {
  name: string | null;
  description: string | null;
}

/** Organizations in JSON-LD blocks (top level, arrays, @graph, nested publisher/author), tolerant of sloppy blocks. */
function organizationsFromJsonLd(blocks: string[]): JsonLdOrganization[] {
  const found: JsonLdOrganization[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const rawType = record['@type'];
    const types = (Array.isArray(rawType) ? rawType : [rawType]).filter((type): type is string => typeof type === 'string');
    if (types.some(isOrganizationType)) {
      const name = typeof record.name === 'string' ? collapseWhitespace(record.name) : null;
      const description = typeof record.description === 'string' ? collapseWhitespace(record.description) : null;
      if (name || description) found.push({ name, description });
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
  const name = decodeEntities(collapseWhitespace(candidate)).replace(/^[\s|·•–—:-]+|[\s|·•–—:-]+$/g, '');
  if (name.length < 2 || name.length > 120) return null;
  if (!/[\p{L}]/u.test(name) || GENERIC_NAMES.test(name)) return null;
  return name;
}

function usableDescription(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  const text = decodeEntities(collapseWhitespace(candidate));
  if (text.length < 20 || text.split(' ').length < 4 || BOILERPLATE_TEXT.test(text)) return null;
  const sentence = firstSentence(text, 300);
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

const TITLE_SEPARATORS = /\s+[|–—·•»«~/\\-]\s+|\s*[|·•»«]\s*|\s*[–—]\s*|\s*::\s*|:\s+/;

/** Picks the brand out of a title with taglines: "Inicio | Clínica Sonrisa - Tu dentista en Madrid" → "Clínica Sonrisa". */
export function cleanTitle(title: string, hostname: string): string | null {
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
  const score = (segment: string): number => {
    const segmentSlug = slug(segment);
    if (segmentSlug.length >= 3 && (domain.includes(segmentSlug) || segmentSlug.includes(domain))) return 100;
    const words = segment
      .split(/\s+/)
      .map(slug)
      .filter((word) => word.length >= 3);
    return words.filter((word) => domain.includes(word)).length * 10;
  };
  const ranked = segments
    .map((segment, index) => ({ segment, index, score: score(segment), words: segment.split(/\s+/).length }))
    .sort((a, b) => b.score - a.score || a.words - b.words || a.index - b.index);
  return ranked[0]?.segment ?? null;
}

/**
 * Company name and a one-sentence description from a page, in order of reliability:
 * name from og:site_name, JSON-LD Organization, the title without its taglines, then the h1;
 * description from the meta/OpenGraph/Twitter description, JSON-LD, then the first real paragraph.
 */
export function extractSiteFacts(html: string, pageUrl: string): SiteFacts {
  const document = parse(html);
  const found = collect(document);
  const hostname = new URL(pageUrl).hostname;
  const organizations = organizationsFromJsonLd(found.jsonLd);

  let name: string | null = null;
  let nameSource: NameSource | null = null;
  const nameCandidates: [NameSource, () => string | null][] = [
    ['og:site_name', () => usableName(found.metas.get('og:site_name'))],
    ['json-ld', () => organizations.map((org) => usableName(org.name)).find(Boolean) ?? null],
    ['title', () => (found.title ? cleanTitle(found.title, hostname) : null)],
    [
      'h1',
      () => {
        const h1 = usableName(found.h1);
        return h1 && h1.length <= 80 && h1.split(' ').length <= 8 ? h1 : null;
      },
    ],
  ];
  for (const [source, read] of nameCandidates) {
    const value = read();
    if (value) {
      name = cutAtWord(value, 120);
      nameSource = source;
      break;
    }
  }

  let description: string | null = null;
  let descriptionSource: DescriptionSource | null = null;
  const descriptionCandidates: [DescriptionSource, () => string | null][] = [
    ['meta', () => usableDescription(found.metas.get('description'))],
    ['og:description', () => usableDescription(found.metas.get('og:description'))],
    ['twitter:description', () => usableDescription(found.metas.get('twitter:description'))],
    ['json-ld', () => organizations.map((org) => usableDescription(org.description)).find(Boolean) ?? null],
    [
      'paragraph',
      () =>
        found.paragraphs.map((paragraph) => (paragraph.length >= 40 ? usableDescription(paragraph) : null)).find(Boolean) ?? null,
    ],
  ];
  for (const [source, read] of descriptionCandidates) {
    const value = read();
    if (value) {
      description = value;
      descriptionSource = source;
      break;
    }
  }

  return { name, nameSource, description, descriptionSource, language: found.language };
}
