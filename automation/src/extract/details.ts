// What a caller asks a receptionist besides the name (#34): the services, the opening hours, the address
// and the phone, as the page gives them. Schema.org first (the page's own structured statement), then the
// visible text; never invented: a detail the page does not give is null (or no services), and the call
// says it does not know.
import { clip, collapseWhitespace, slug } from './text.js';
import type { BusinessDetails } from './types.js';

/** What the walk collected that the details are read from (dom.ts's `Collected`, in part). */
export interface DetailsInput {
  jsonLd: readonly string[];
  /** tel: and WhatsApp link targets. */
  phones: readonly string[];
  /** The page's visible text, footer included. */
  text: string;
  /** Labels of the site's navigation menu. */
  menuLinks: readonly string[];
  /** The name read from the page: a menu entry that repeats it is not a service. */
  businessName: string | null;
}

const MAX_SERVICES = 8;
const MAX_DETAIL_CHARS = 160;
const MAX_JSON_NODES = 400;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: Json | undefined): Json[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: Json | undefined): string | null =>
  typeof value === 'string' && value.trim() ? clip(collapseWhitespace(value), MAX_DETAIL_CHARS) : null;

/** Every object of the page's JSON-LD blocks (@graph and nesting followed), bounded. */
function jsonLdNodes(blocks: readonly string[]): JsonObject[] {
  const nodes: JsonObject[] = [];
  const visit = (value: Json) => {
    if (nodes.length >= MAX_JSON_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isObject(value)) return;
    nodes.push(value);
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) visit(child);
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block) as Json);
    } catch {
      // An invalid block is skipped, as the name's reading does.
    }
  }
  return nodes;
}

const typesOf = (node: JsonObject): string[] =>
  asList(node['@type']).flatMap((type) => (typeof type === 'string' ? [type.replace(/^https?:\/\/schema\.org\//, '')] : []));

// ── Opening hours ──────────────────────────────────────────────────────────────────────────────────

const DAY_CODES: Record<string, string> = {
  mo: 'lunes',
  tu: 'martes',
  we: 'miércoles',
  th: 'jueves',
  fr: 'viernes',
  sa: 'sábado',
  su: 'domingo',
};
const DAY_NAMES: Record<string, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};
const WEEK = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

const hour = (value: string) => value.replace(/^(\d):/, '0$1:').slice(0, 5);
const allDay = (opens: string, closes: string) => hour(opens) === '00:00' && ['23:59', '24:00', '00:00'].includes(hour(closes));
const hoursOf = (opens: string, closes: string) =>
  allDay(opens, closes) ? 'las 24 horas' : `de ${hour(opens)} a ${hour(closes)}`;

/** A run of days as said: «de lunes a viernes», «los sábados», «todos los días». */
function daysSaid(days: string[]): string {
  const ordered = WEEK.filter((day) => days.includes(day));
  if (ordered.length === 7) return 'todos los días';
  if (ordered.length === 1) return `los ${ordered[0] === 'sábado' || ordered[0] === 'domingo' ? `${ordered[0]}s` : ordered[0]}`;
  const first = WEEK.indexOf(ordered[0] ?? '');
  const contiguous = ordered.every((day, index) => WEEK.indexOf(day) === first + index);
  if (contiguous) return `de ${ordered[0]} a ${ordered.at(-1)}`;
  return `${ordered.slice(0, -1).join(', ')} y ${ordered.at(-1)}`;
}

/** «Mo-Fr 09:00-14:00» (schema.org's openingHours text) in Spanish; null if it does not read as that. */
function openingHoursText(value: string): string | null {
  const match = /^([A-Za-z]{2})(?:\s*-\s*([A-Za-z]{2}))?((?:\s*,\s*[A-Za-z]{2})*)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, from = '', to, more = '', opens = '', closes = ''] = match;
  const start = Object.keys(DAY_CODES).indexOf(from.toLowerCase());
  if (start < 0) return null;
  const end = to ? Object.keys(DAY_CODES).indexOf(to.toLowerCase()) : start;
  if (end < start) return null;
  const days = Object.values(DAY_CODES).slice(start, end + 1);
  for (const code of more.split(',').map((entry) => entry.trim().toLowerCase())) {
    const day = DAY_CODES[code];
    if (day) days.push(day);
  }
  return `${daysSaid(days)}, ${hoursOf(opens, closes)}`;
}

function dayOf(value: Json): string | null {
  if (typeof value !== 'string') return null;
  return DAY_NAMES[value.replace(/^https?:\/\/schema\.org\//, '').toLowerCase()] ?? null;
}

function hoursFromJsonLd(nodes: JsonObject[]): string | null {
  for (const node of nodes) {
    const said = asList(node.openingHours)
      .map((entry) => (typeof entry === 'string' ? openingHoursText(entry) : null))
      .filter((entry): entry is string => entry !== null);
    if (said.length > 0) return clip(said.join('; '), MAX_DETAIL_CHARS * 2);
  }
  // openingHoursSpecification: one object per set of days with the same hours.
  const specs = nodes.filter((node) => typesOf(node).includes('OpeningHoursSpecification'));
  const said = specs.flatMap((spec) => {
    const days = asList(spec.dayOfWeek)
      .map(dayOf)
      .filter((day): day is string => day !== null);
    const opens = text(spec.opens);
    const closes = text(spec.closes);
    if (days.length === 0 || !opens || !closes || !/^\d{1,2}:\d{2}/.test(opens) || !/^\d{1,2}:\d{2}/.test(closes)) return [];
    return [`${daysSaid(days)}, ${hoursOf(opens, closes)}`];
  });
  return said.length > 0 ? clip(said.join('; '), MAX_DETAIL_CHARS * 2) : null;
}

const DAY_WORD = String.raw`(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados?|domingos?|festivos|lun\.?|mar\.?|mi[ée]\.?|jue\.?|vie\.?|s[áa]b\.?|dom\.?|L|M|X|J|V|S|D)`;
const TIME = String.raw`\d{1,2}(?:[:.h]\d{2})?\s*(?:h\.?|horas)?`;
const INTERVAL = String.raw`(?:de\s+)?${TIME}\s*(?:-|–|a)\s*${TIME}`;
/** «De martes a domingo, de 12:30 a 16:30 y de 20:00 a 00:00», «L-V: 9:00-14:00 y 17:00-20:00». */
const HOURS_IN_TEXT = new RegExp(
  String.raw`(?:de\s+)?${DAY_WORD}(?:\s*(?:a|-|–|y|,)\s*${DAY_WORD})*\s*[:,]?\s*${INTERVAL}(?:\s*(?:y|,|/)\s*${INTERVAL})*`,
  'iu',
);
const HAS_TIME = /\d{1,2}[:.h]\d{2}|\d{1,2}\s*(?:h\b|horas)/i;

function hoursFromText(pageText: string): string | null {
  // Where the page says «Horario», first; then any line with days and hours.
  const labelled = /horarios?\s*(?:de\s+atenci[óo]n|de\s+apertura)?\s*:?\s*/giu;
  for (const label of pageText.matchAll(labelled)) {
    const after = pageText.slice((label.index ?? 0) + label[0].length, (label.index ?? 0) + label[0].length + 200);
    const found = HOURS_IN_TEXT.exec(after);
    if (found && found.index < 40 && HAS_TIME.test(found[0])) return tidyHours(found[0]);
  }
  const found = HOURS_IN_TEXT.exec(clip(pageText, 30_000));
  // A bare «L-V 9-14» anywhere is too easily something else: only a full day name counts outside a «Horario».
  if (found && HAS_TIME.test(found[0]) && /lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo/i.test(found[0]))
    return tidyHours(found[0]);
  return null;
}

const LETTER_DAYS: Record<string, string> = {
  l: 'lunes',
  m: 'martes',
  x: 'miércoles',
  j: 'jueves',
  v: 'viernes',
  s: 'sábado',
  d: 'domingo',
};

/** As said: day names in lower case, «L-J» as «de lunes a jueves», no trailing punctuation. */
function tidyHours(found: string): string {
  const said = collapseWhitespace(found)
    .replace(/\s*[,;.]\s*$/, '')
    .replace(/^De /, 'de ')
    .replace(/^([LMXJVSD])\s*-\s*([LMXJVSD])\b/i, (_, from: string, to: string) => {
      return `de ${LETTER_DAYS[from.toLowerCase()] ?? from} a ${LETTER_DAYS[to.toLowerCase()] ?? to}`;
    })
    .replace(/\b(Lunes|Martes|Mi[ée]rcoles|Jueves|Viernes|S[áa]bados?|Domingos?|Festivos)\b/g, (day) => day.toLowerCase());
  return clip(said, MAX_DETAIL_CHARS);
}

// ── Address ────────────────────────────────────────────────────────────────────────────────────────

function addressFromJsonLd(nodes: JsonObject[]): string | null {
  for (const node of nodes) {
    const addresses = [...asList(node.address), ...(typesOf(node).includes('PostalAddress') ? [node] : [])];
    for (const address of addresses) {
      if (typeof address === 'string') {
        const said = text(address);
        if (said && /\d/.test(said)) return said;
        continue;
      }
      if (!isObject(address)) continue;
      const street = text(address.streetAddress)?.replace(/[\s,]+$/, '');
      if (!street) continue;
      const town = [text(address.postalCode), text(address.addressLocality)].filter(Boolean).join(' ');
      return clip((town ? `${street}, ${town}` : street).replace(/\s*,(?:\s*,)+\s*/g, ', '), MAX_DETAIL_CHARS);
    }
  }
  return null;
}

const STREET = String.raw`(?:C\/|Calle|C\.|Avda\.?|Av\.|Avenida|Plaza|Pza\.?|Paseo|P[º°]|Ctra\.?|Carretera|Camino|Ronda|Traves[íi]a|Pol[íi]gono|Pol\.|Glorieta|Rambla|Urbanizaci[óo]n|Urb\.)`;
/** A town after its postcode: «Sevilla», «Alcalá de Henares», «La Rambla», «Ciudad Real». */
const TOWN = String.raw`(?!Tel|Tlf|Email|Horario|Copyright)[A-ZÁÉÍÓÚÑ][\p{L}'’-]+(?:\s+(?:(?:de|del|la|las|los|el|y|d'|l')\s+)?(?!Tel|Tlf|Email|Horario|Copyright|Espa[ñn]a|\p{Lu}{2,})[A-ZÁÉÍÓÚÑ][\p{L}'’-]+){0,3}`;
/** «Calle Pureza, 36 · 41010 Sevilla», «C/ Mayor 12, bajo, 23001 Jaén». */
const ADDRESS_IN_TEXT = new RegExp(String.raw`${STREET}\s+[^\n·|]{2,70}?\d+[^\n·|]{0,30}?[\s,·|-]+\d{5}\s+${TOWN}`, 'u');

function addressFromText(pageText: string): string | null {
  const found = ADDRESS_IN_TEXT.exec(clip(pageText, 30_000));
  if (!found) return null;
  return clip(
    collapseWhitespace(found[0])
      .replace(/\s*[·|]\s*/g, ', ')
      .replace(/\s*,(?:\s*,)+\s*/g, ', ')
      .replace(/\s+-\s+(?=\d{5})/, ', '),
    MAX_DETAIL_CHARS,
  );
}

// ── Phone ──────────────────────────────────────────────────────────────────────────────────────────

/** A number as a person reads it: Spanish nine digits in groups of three, others as written. */
function phoneSaid(raw: string): string | null {
  const cleaned = raw
    .replace(/^(tel|callto):/i, '')
    .replace(/%20/g, ' ')
    .trim();
  const digits = cleaned.replace(/[^\d+]/g, '');
  const spanish = /^(?:\+34|0034)?([6789]\d{8})$/.exec(digits);
  if (spanish?.[1]) return spanish[1].replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
  const bare = digits.replace(/^\+/, '');
  if (bare.length < 7 || bare.length > 15) return null;
  return clip(collapseWhitespace(cleaned), 30);
}

function phoneFromJsonLd(nodes: JsonObject[]): string | null {
  for (const node of nodes) {
    for (const value of asList(node.telephone)) {
      if (typeof value === 'string') {
        const said = phoneSaid(value);
        if (said) return said;
      }
    }
  }
  return null;
}

/** «983 000 000», «983 00 00 00», «983000000», with or without +34. */
const PHONE_IN_TEXT = /(?:\+34[\s.-]?)?\b[6789]\d{2}(?:[\s.-]?\d{3}[\s.-]?\d{3}|(?:[\s.-]?\d{2}){3})\b/;

function phoneFromPage(phones: readonly string[], pageText: string): string | null {
  for (const link of phones) {
    if (!/^(tel|callto):/i.test(link)) continue;
    const said = phoneSaid(link);
    if (said) return said;
  }
  const found = PHONE_IN_TEXT.exec(clip(pageText, 30_000));
  return found ? phoneSaid(found[0]) : null;
}

// ── Services ───────────────────────────────────────────────────────────────────────────────────────

/** Menu entries that are about the site, not about what the business sells. */
const NOT_A_SERVICE =
  /^(logo|inicio|instagram|facebook|twitter|linkedin|youtube|tiktok|whatsapp|contact|book|about|reservar|llamar|clientes|proceso|proyectos|cotiza|nuestr[ao]s?|[áa]reas|solicitar|la cl[íi]nica|el taller|turnos|zonas|cobertura|soluciones|entrevistas?|su[bs]?scripci[óo]n|matr[íi]cula|fidelizaci[óo]n|tips|consejos|next|previous|more|qui[ée]n(es)? (es|somos)|¿|home|portada|contacto|cont[áa]ctanos|contactar|qui[ée]nes somos|sobre (m[íi]|nosotros)|nosotros|la empresa|empresa|blog|noticias|novedades|actualidad|aviso legal|pol[íi]tica|privacidad|cookies|faq|preguntas|ubicaci[óo]n|d[óo]nde estamos|galer[íi]a|fotos|v[íi]deos|equipo|nuestro equipo|opiniones|testimonios|trabaja con nosotros|empleo|tienda|carrito|mi cuenta|acceso|login|buscar|men[úu]|idioma|es|en|ca|eu|gl|pide cita|cita previa|reservas?|presupuesto|ofertas|promociones|servicios|nuestros servicios|productos|historia|instalaciones|horarios?|precios|tarifas|enlaces|mapa web|skip|saltar)\b/i;

function servicesFromJsonLd(nodes: JsonObject[]): string[] {
  const names: string[] = [];
  for (const node of nodes) {
    const types = typesOf(node);
    // A service or product offered: its name (an Offer's itemOffered is itself a node, visited too).
    if (types.some((type) => type === 'Service' || type === 'Product') || node.serviceType !== undefined) {
      const name = text(node.name) ?? text(node.serviceType);
      if (name) names.push(name);
    }
  }
  return names;
}

/** An icon font's ligature before the label («lock Servicios», «help_outline FAQ»). */
const ICON_LIGATURE = /^[a-z_]+\s+(?=\p{Lu})/u;

function servicesFromMenu(menuLinks: readonly string[], businessName: string | null): string[] {
  const brand = businessName ? slug(businessName) : null;
  return (
    menuLinks
      .map((label) => collapseWhitespace(label).replace(ICON_LIGATURE, ''))
      .filter((label) => label.length >= 4 && label.length <= 50 && label.split(' ').length <= 6)
      .filter((label) => !NOT_A_SERVICE.test(label) && !/[@©]|\d{3}/.test(label))
      // The business's own name (the logo's link) and a label in capitals (a brand) are not services.
      .filter(
        (label) => label !== label.toUpperCase() && !(brand && (slug(label).includes(brand) || brand.includes(slug(label)))),
      )
  );
}

function uniqueServices(names: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
    if (kept.length >= MAX_SERVICES) break;
  }
  return kept;
}

/** The business's services, opening hours, address and phone, as far as the page gives them. */
export function extractDetails(input: DetailsInput): BusinessDetails {
  const nodes = jsonLdNodes(input.jsonLd);
  const fromJsonLd = servicesFromJsonLd(nodes);
  return {
    services: uniqueServices(fromJsonLd.length > 0 ? fromJsonLd : servicesFromMenu(input.menuLinks, input.businessName)),
    openingHours: hoursFromJsonLd(nodes) ?? hoursFromText(input.text),
    address: addressFromJsonLd(nodes) ?? addressFromText(input.text),
    phone: phoneFromJsonLd(nodes) ?? phoneFromPage(input.phones, input.text),
  };
}

/** No details: a site that could not be read, or a demo made before #34. */
export const NO_DETAILS: BusinessDetails = { services: [], openingHours: null, address: null, phone: null };
