/**
 * Which Spanish-speaking country a business is in, from what its page says (#25): the demo then
 * speaks that country's Spanish. Spain is the default and wins ties: the product is Spanish, and a
 * page that says nothing is most likely Spanish too.
 */
import { mentionsATrade } from './sectors.js';
import { fold } from './text.js';
import type { CountryEvidence, CountryGuess, CountrySignal } from './types.js';

/**
 * A list of place names as a pattern, bounded by letters and digits rather than by \b, which knows no accented
 * letter: «…en Panamá.», «Bogotá,» and «Asunción.» end on one and were never found (#33).
 */
function placeList(names: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${anySpace(withoutAccentsToo(names))})(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * The words of a place are parted by any space (#33, twenty-third round): «Nicora 30, Lomas&nbsp;de&nbsp;Zamora» is written
 * with non-breaking spaces so that a line never breaks inside the town's name.
 */
function anySpace(pattern: string): string {
  return pattern.replace(/ /g, '[\\s\\u00a0]+');
}

/**
 * A place written without its accents is the place (#33, tenth round): «Piscinas Bahia Blanca» is in Bahía Blanca.
 * Each accented letter of the list also matches its plain form.
 */
function withoutAccentsToo(names: string): string {
  const plain: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ú: 'U' };
  return names.replace(/[áéíóúÁÉÍÓÚ]/gu, (letter) => `[${letter}${plain[letter] ?? ''}]`);
}

/** ISO 3166 codes of the countries whose Spanish the demo knows, and a few ways pages name them. */
export const SPANISH_SPEAKING: Readonly<
  Record<string, { name: string; tld: string; phone: string; currency: string | null; places: RegExp }>
> = {
  ES: {
    name: 'España',
    tld: 'es',
    phone: '34',
    currency: null,
    places: placeList(
      'España|Madrid|Barcelona|Valencia|Sevilla|Zaragoza|Málaga|Bilbao|Alicante|Murcia|Valladolid|Comunidad de Madrid|Cataluña|Andalucía|Galicia',
    ),
  },
  AR: {
    name: 'Argentina',
    tld: 'ar',
    phone: '54',
    currency: 'ARS',
    // Provinces no other country has (#33, fourteenth round): «Limpieza de tapizados en Chaco / Corrientes», a page
    // that names no country. Not «Santa Cruz», «Santa Fe», «La Rioja», «Río Negro» nor «Misiones»: places or words
    // elsewhere too.
    places: placeList(
      'Argentina|Buenos Aires|CABA|Capital Federal|Córdoba, Argentina|Rosario|Mendoza|Mar del Plata|La Plata|Tucumán|Neuquén|Palermo, CABA|Puerto Madryn|Bariloche|El Calafate|Ushuaia|Bahía Blanca|Trelew|Comodoro Rivadavia|Río Gallegos|Santos Lugares|Ramos Mejía|Lomas de Zamora|Banfield|Lanús|Vicente López|Berazategui|Florencio Varela|Ituzaingó|Hurlingham|Tres de Febrero|Chaco|Corrientes|Entre Ríos|Santiago del Estero|Jujuy|Chubut|Catamarca|Caleta Olivia',
    ),
  },
  MX: {
    name: 'México',
    tld: 'mx',
    phone: '52',
    currency: 'MXN',
    places: placeList(
      'México|Mexico|CDMX|Ciudad de México|Guadalajara|Monterrey|Puebla|Jalisco|Nuevo León|Querétaro|Tijuana|Cancún|Mérida, Yucatán|Colima|Michoacán|Sinaloa|Sonora|Chihuahua|Veracruz|Oaxaca|Chiapas|Tabasco|Campeche|Quintana Roo|Yucatán|Aguascalientes|Zacatecas|Coahuila|Tamaulipas|Guanajuato|San Luis Potosí|Nayarit|Baja California|Toluca|Zapopan|Azcapotzalco|Coyoacán|Iztapalapa|Tlalpan|Xochimilco|Cuautla|Morelos',
    ),
  },
  CO: {
    name: 'Colombia',
    tld: 'co',
    phone: '57',
    currency: 'COP',
    places: placeList(
      'Colombia|Bogotá|Medellín|Dosquebradas|Risaralda|Cali|Barranquilla|Cartagena de Indias|Bucaramanga|Antioquia|Cundinamarca|Boyacá|Cáqueza|Tunja|Villavicencio|Zipaquirá|Soacha|Girardot|Sogamoso|Duitama|Fusagasugá|Manizales|Ibagué|Cúcuta|Neiva|Popayán|Montería|Valledupar',
    ),
  },
  CL: {
    name: 'Chile',
    tld: 'cl',
    phone: '56',
    currency: 'CLP',
    // Nineteenth round: communes of Santiago (Pau Depilación, «Home Studio… en Maipú, Santiago»); Maipú alone is Mendoza's
    // too, so only with «Santiago».
    places: placeList(
      'Chile|Santiago de Chile|Región Metropolitana|Valparaíso|Viña del Mar|Concepción, Chile|Temuco|Antofagasta|Providencia|Las Condes|Ñuñoa|Calama|Iquique|Arica|La Serena|Rancagua|Talca|Puerto Montt|Punta Arenas|Chillán|Maipú, Santiago|Puente Alto|Vitacura|Lo Barnechea|Peñalolén|Quilicura|Pudahuel',
    ),
  },
  PE: {
    name: 'Perú',
    tld: 'pe',
    phone: '51',
    currency: 'PEN',
    // Piura (#33, fifteenth round): «Sanguchería El Tigre - Piura», a title that names no country.
    places: placeList('Perú|Peru|Lima|Arequipa|Trujillo|Cusco|Piura|Miraflores, Lima|San Isidro, Lima'),
  },
  UY: {
    name: 'Uruguay',
    tld: 'uy',
    phone: '598',
    currency: 'UYU',
    places: placeList('Uruguay|Montevideo|Punta del Este|Maldonado'),
  },
  VE: {
    name: 'Venezuela',
    tld: 've',
    phone: '58',
    currency: 'VES',
    places: placeList('Venezuela|Caracas|Maracaibo|Valencia, Venezuela'),
  },
  EC: {
    name: 'Ecuador',
    tld: 'ec',
    phone: '593',
    currency: null,
    places: placeList('Ecuador|Quito|Guayaquil|Cuenca, Ecuador|Samborondón|Machala|Ambato'),
  },
  BO: {
    name: 'Bolivia',
    tld: 'bo',
    phone: '591',
    currency: 'BOB',
    places: placeList('Bolivia|La Paz, Bolivia|Santa Cruz de la Sierra|Cochabamba|El Alto|Tarija|Oruro'),
  },
  PY: {
    name: 'Paraguay',
    tld: 'py',
    phone: '595',
    currency: 'PYG',
    places: placeList('Paraguay|Asunción|Ciudad del Este|Encarnación'),
  },
  CR: {
    name: 'Costa Rica',
    tld: 'cr',
    phone: '506',
    currency: 'CRC',
    places: placeList('Costa Rica|San José, Costa Rica|Quepos|Puntarenas|Alajuela|Liberia, Guanacaste|Guanacaste'),
  },
  PA: { name: 'Panamá', tld: 'pa', phone: '507', currency: null, places: placeList('Panamá|Ciudad de Panamá|Chiriquí') },
  DO: {
    name: 'República Dominicana',
    tld: 'do',
    phone: '1809',
    currency: 'DOP',
    // Punta Cana (#33, fifteenth round): a bar and car wash whose shell names its resort town and no country.
    places: placeList('República Dominicana|Santo Domingo|Punta Cana'),
  },
  GT: {
    name: 'Guatemala',
    tld: 'gt',
    phone: '502',
    currency: 'GTQ',
    places: placeList('Guatemala|Quetzaltenango|Antigua Guatemala'),
  },
  HN: { name: 'Honduras', tld: 'hn', phone: '504', currency: 'HNL', places: placeList('Honduras|Tegucigalpa|San Pedro Sula') },
  SV: { name: 'El Salvador', tld: 'sv', phone: '503', currency: null, places: placeList('El Salvador|San Salvador|Usulután') },
  NI: { name: 'Nicaragua', tld: 'ni', phone: '505', currency: 'NIO', places: placeList('Nicaragua|Managua') },
  PR: { name: 'Puerto Rico', tld: 'pr', phone: '1787', currency: null, places: placeList('Puerto Rico|San Juan, PR') },
  CU: { name: 'Cuba', tld: 'cu', phone: '53', currency: 'CUP', places: placeList('Cuba|La Habana') },
};

/** How much each kind of signal weighs. A CMS writes lang="es-ES" by default, so lang weighs less than a phone. */
const WEIGHTS: Record<CountrySignal, number> = {
  address: 5,
  domain: 3,
  phone: 3,
  currency: 2,
  voseo: 2,
  nationality: 3,
  'og:locale': 1.5,
  lang: 1.5,
  places: 1,
};

const REGION = /^es[-_]([a-z]{2})$/i;

/** How often a page names one country's places before that counts twice: a business's own town, said throughout. */
const PLACES_OFTEN = 5;

/**
 * Rioplatense second person, written only by Argentine and Uruguayan businesses. Not «contactanos»,
 * «llamanos», «consultanos» or «visitanos»: the tú forms written without their accent, as Mexican and
 * Colombian pages often do (Glasstemp, Toluca: «Contactanos», #33); «escribinos» and «seguinos» are
 * voseo however they are written. «Si sos de zona norte», «vos sos» (#33, twenty-fourth round): the verb «ser» in the
 * voseo, only after «si» or «vos» (alone, «SOS» is a call for help).
 */
const VOSEO =
  /(?<!\p{L})(?:querés|podés|tenés|sabés|hacé|escribinos|seguinos|reservá|consultá|llamá|agendá|sacá tu turno|vení|contactá|llamá|consultános|cotizá|comprá|visitá|encontrá|conocé|hablá|mandá|dejá|mirá|aprovechá|disfrutá|probá|sumá|descargá|comenzá|empezá|si sos|vos sos)(?!\p{L})/iu;

/**
 * Voseo imperatives that are also the first person of the preterite: «Pedí tu turno», «Elegí tu plan» are voseo,
 * «le pedí a mi doctor», «yo viví en…» a patient's testimony anywhere (Fisioterapia en Bogotá, #33, ninth round).
 * They count only where an imperative stands: opening a sentence, a line or an exclamation.
 */
const VOSEO_OR_PRETERITE = /(?:^|[.!?¡¿:;\n>"«(]\s*)(?:pedí|escribí|descubrí|elegí|viví|reservá)(?!\p{L})/imu;

/**
 * Words of the River Plate's Spanish that a page writes without any voseo (#33, seventh round): «tremendo
 * laburo» (a landscaper's testimonials), «heladeras», «lavarropas», «secarropas» (a refrigeration firm's
 * services). Counted as the voseo is: Argentina, or Uruguay when a Uruguayan signal of its own says so. «Juntadas»
 * (gatherings of friends, a beer shop's page, #33, twenty-fourth round) too.
 */
const RIOPLATENSE_WORDS =
  /(?<!\p{L})(?:laburo|laburar|lavarropas|secarropas|heladeras?|desmalezad[oa]s?|rotiser[ií]as?|juntadas?)(?!\p{L})/iu;

/** A street's name: «Calle», «Av.», «Avenida», «Paseo»… and up to three capitalised words after it. */
const STREET_NAME =
  /(?<!\p{L})(?:[Cc]alle|CALLE|[Cc]\/|[Aa]venida|[Aa]vda\.?|[Aa]v\.|[Pp]aseo|[Pp]asaje|[Bb]oulevard|[Bb]ulevar|[Bb]lvd\.?|[Cc]alzada)\s+(?:\p{Lu}[\p{L}.]*\s*){1,3}/gu;

/**
 * Whether a text names one of a country's places as a place: not right after a capitalised word, where a
 * town is a surname or part of a longer name («el Licenciado Juan José Sevilla Solórzano», a notary in
 * Colima, #33); «en Sevilla», «Sevilla, España» and «| SEVILLA» are places.
 */
/**
 * A trade's word before a town is no first name: «Papelería Boyacá», «Autogrúas Cáqueza», «Taller Mendoza» name the
 * place the business is in (#33, ninth round), where «Juan José Sevilla» names a person.
 */
const TRADE_BEFORE =
  /(?:^|[^\p{L}])(?:\p{Lu}\p{Ll}*er[ií]a|\p{Lu}?\p{Ll}*gr[uú]as?|Talleres|Taller|Cl[ií]nica|[ÓO]ptica|Farmacia|Mudanzas|Transportes|Fumigaciones) $/u;

/**
 * Towns that are also common surnames: after a trade's word they are the owner's name, «Herrería Maldonado», «Taller
 * Mendoza», «Cerrajería Toledo» (#33, ninth round).
 */
const TOWN_SURNAMES =
  /^(?:Maldonado|Mendoza|Toledo|Sevilla|Soria|Zamora|Salamanca|Córdoba|Guzmán|Trujillo|Rosario|Santiago|Valencia|Medina|Molina|Orellana|Palencia|Madrid|Cuenca|Guadalupe|Ávila|Tudela|Villalba|Carmona|Loja|Lima|Salta|Colón|Bolívar|Sucre|Vera)$/u;

/** «Piscinas Bahía Blanca», «Agropecuaria Tehuitzingo» (#33, tenth round): any word of our trades before the town. */
function tradeWordBefore(before: string): boolean {
  const word = /(?:^|[^\p{L}])(\p{Lu}\p{Ll}+) $/u.exec(before)?.[1];
  return word !== undefined && mentionsATrade(word);
}

/**
 * The Nahuatl endings of Mexico's towns: Tehuitzingo, Ecatepec, Cuautitlán, Teotihuacán (#33, tenth round). Looked for
 * only in a text that has one of the endings at all: a capital before a run of letters, tried at every word, is slow.
 */
const NAHUATL_TOWN = placeList('\\p{Lu}\\p{Ll}{1,20}(?:tzingo|tzinco|tepec|tepeque|titlán|huacán)');
const NAHUATL_ENDING = /(?:tzingo|tzinco|tepec|tepeque|titl[aá]n|huac[aá]n)(?![\p{L}])/u;

/** How many times a text names a country's places as places, Mexico's Nahuatl towns included. */
function countryPlaceMentions(code: string, places: RegExp, text: string, max: number, plainOnly = false): number {
  const named = placeMentions(places, text, max, plainOnly, SPANISH_SPEAKING[code]?.name);
  return code === 'MX' && named < max && NAHUATL_ENDING.test(text)
    ? named + placeMentions(NAHUATL_TOWN, text, max - named, plainOnly)
    : named;
}

export function namesPlace(places: RegExp, text: string): boolean {
  return placeMentions(places, text, 1) > 0;
}

/**
 * How many times, up to `max`, a text names one of a country's places as a place (see namesPlace). The country's own
 * name after a capitalised word is still the country (#33, sixteenth round): «Fujitec Venezuela», a firm named for the
 * country it works in, where «Farmacia Guayaquil» or «Calle Zaragoza» name a street after a town elsewhere.
 */
function placeMentions(places: RegExp, text: string, max: number, plainOnly = false, countryName?: string): number {
  const pattern = new RegExp(places.source, `g${places.flags.replace('g', '')}`);
  const ownName = countryName ? fold(countryName) : null;
  let found = 0;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    const theCountry = !plainOnly && ownName !== null && fold(match[0]) === ownName;
    if (!theCountry && /\p{Lu}\p{Ll}+ $/u.test(before) && !/(?:^|[^\p{L}])(?:En|De|Del|Desde|Y)\s$/u.test(before)) {
      if (plainOnly || !((TRADE_BEFORE.test(before) || tradeWordBefore(before)) && !TOWN_SURNAMES.test(match[0]))) continue;
    }
    // «Dirección: Guayaquil 602. Caballito, Ciudad de Buenos Aires» (#33): a town followed by a house number is
    // the street named after it, as Argentina writes an address.
    if (/^\s\d{1,4}(?!\d)/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 8))) continue;
    found += 1;
    if (found >= max) return found;
  }
  return found;
}

/**
 * Each country's adjective, feminine and masculine: how a business calls itself («una empresa peruana», feminine as
 * «empresa» is) and how a part of the country is named («el noroeste argentino», «la costa peruana»).
 */
const ADJECTIVES: Readonly<Record<string, readonly [feminine: string, masculine: string]>> = {
  ES: ['española', 'español'],
  AR: ['argentina', 'argentino'],
  MX: ['mexicana', 'mexicano'],
  CO: ['colombiana', 'colombiano'],
  CL: ['chilena', 'chileno'],
  PE: ['peruana', 'peruano'],
  UY: ['uruguaya', 'uruguayo'],
  VE: ['venezolana', 'venezolano'],
  EC: ['ecuatoriana', 'ecuatoriano'],
  BO: ['boliviana', 'boliviano'],
  PY: ['paraguaya', 'paraguayo'],
  CR: ['costarricense', 'costarricense'],
  PA: ['panameña', 'panameño'],
  DO: ['dominicana', 'dominicano'],
  GT: ['guatemalteca', 'guatemalteco'],
  HN: ['hondureña', 'hondureño'],
  SV: ['salvadoreña', 'salvadoreño'],
  NI: ['nicaragüense', 'nicaragüense'],
  PR: ['puertorriqueña', 'puertorriqueño'],
  CU: ['cubana', 'cubano'],
};
/** The country of each form of its adjective. */
const COUNTRY_OF_ADJECTIVE = new Map(
  Object.entries(ADJECTIVES).flatMap(([code, forms]) => forms.map((form) => [form, code] as const)),
);

/**
 * «Toldos carpas y campamentos es una empresa peruana…» (#33): the business saying which country it
 * is from. Only after «empresa», «compañía», «firma» or «pyme», so a Peruvian restaurant in Madrid
 * («cocina peruana») says nothing of where it is.
 */
const SELF_NATIONALITY = new RegExp(
  `(?<!\\p{L})(?:empresa|compañía|compania|firma|pyme|marca)\\s+(?:\\p{L}+\\s+)?(${Object.values(ADJECTIVES)
    .map(([feminine]) => feminine)
    .join('|')})(?!\\p{L})`,
  'giu',
);

/**
 * «…Cafayate, en la provincia de Salta, noroeste argentino.» (#33, seventeenth round: a hostel's meta description): a
 * part of the country named by the country's adjective («el noroeste argentino», «el norte chileno», «la costa
 * peruana», «la Patagonia argentina») says where the business is, as «empresa peruana» says what it is.
 */
const REGION_OF_COUNTRY = new RegExp(
  `(?<!\\p{L})(?:noroeste|noreste|nordeste|norte|sur|sureste|suroeste|centro|litoral|oriente|occidente|altiplano|caribe|(?:la\\s+)?(?:costa|sierra|selva|patagonia|pampa|puna|amazon[ií]a))\\s+(${[...COUNTRY_OF_ADJECTIVE.keys()].join('|')})(?!\\p{L})`,
  'giu',
);

function nationalities(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(REGION_OF_COUNTRY)) {
    const code = COUNTRY_OF_ADJECTIVE.get(match[1]?.toLowerCase() ?? '');
    if (code) found.push(code);
    if (found.length >= 10) return found;
  }
  for (const match of text.matchAll(SELF_NATIONALITY)) {
    const code = COUNTRY_OF_ADJECTIVE.get(match[1]?.toLowerCase() ?? '');
    if (code) found.push(code);
    if (found.length >= 10) break;
  }
  return found;
}

// Longest prefixes first: +598 (Uruguay) before +59…, +1 809 before +1.
const BY_PHONE_PREFIX = Object.entries(SPANISH_SPEAKING).sort((a, b) => b[1].phone.length - a[1].phone.length);

function byPhonePrefix(digits: string): string | null {
  for (const [code, country] of BY_PHONE_PREFIX) if (digits.startsWith(country.phone)) return code;
  return null;
}

/** International phone numbers written on the page (+54 11…, 0034…), and tel: links. */
function phoneCountries(phones: readonly string[], text: string): string[] {
  const found: string[] = [];
  const numbers = [...phones, ...(text.match(/(?:\+|\b00)\s?\d[\d\s().-]{7,18}\d/g) ?? [])];
  for (const number of numbers.slice(0, 30)) {
    const international = /^\s*(?:tel:|https?:\/\/wa\.me\/|https?:\/\/api\.whatsapp\.com\/send\?phone=)?\s*(\+|00)?/i.exec(
      number,
    );
    const digits = number.replace(/\D/g, '').replace(/^00/, '');
    // wa.me numbers are always international, without the +.
    const isInternational = Boolean(international?.[1]) || /wa\.me|whatsapp/i.test(number);
    if (!isInternational) continue;
    const code = byPhonePrefix(digits);
    if (code) found.push(code);
  }
  return found;
}

function jsonLdValues(blocks: readonly string[], key: string): string[] {
  const values: string[] = [];
  const pattern = new RegExp(`"${key}"\\s*:\\s*(?:\\{[^}]*?"name"\\s*:\\s*)?"([^"]{1,60})"`, 'g');
  for (const block of blocks) for (const match of block.slice(0, 50_000).matchAll(pattern)) if (match[1]) values.push(match[1]);
  return values;
}

function countryByName(value: string): string | null {
  const clean = value.trim();
  if (/^[A-Za-z]{2}$/.test(clean) && SPANISH_SPEAKING[clean.toUpperCase()]) return clean.toUpperCase();
  const normal = clean.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [code, country] of Object.entries(SPANISH_SPEAKING)) {
    if (country.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() === normal) return code;
  }
  if (normal === 'spain') return 'ES';
  if (normal === 'mexico') return 'MX';
  return null;
}

function currencyCountries(text: string, jsonLd: readonly string[]): string[] {
  const found: string[] = [];
  const codes = [
    ...jsonLdValues(jsonLd, 'priceCurrency'),
    ...(text.match(/\b(?:ARS|MXN|COP|CLP|PEN|UYU|BOB|PYG|CRC|DOP|GTQ|HNL|NIO|VES|EUR)\b/g) ?? []),
  ];
  for (const code of codes.slice(0, 20)) {
    const country = Object.entries(SPANISH_SPEAKING).find(([, entry]) => entry.currency === code)?.[0];
    if (country) found.push(country);
    else if (code === 'EUR') found.push('ES');
  }
  // Prices in euros written the Spanish way ("35 €", "35,00 €"): Spain among Spanish-speaking countries.
  if (/\d\s?€|€\s?\d/.test(text)) found.push('ES');
  return found;
}

/** The country a page's business is in, Spain unless the page says otherwise. */
export function detectCountry(evidence: CountryEvidence): CountryGuess {
  const scores = new Map<string, number>();
  const reasons = new Map<string, Set<CountrySignal>>();
  const vote = (code: string | null | undefined, signal: CountrySignal, times = 1) => {
    if (!code || !SPANISH_SPEAKING[code]) return;
    scores.set(code, (scores.get(code) ?? 0) + WEIGHTS[signal] * Math.min(times, 2));
    if (!reasons.has(code)) reasons.set(code, new Set());
    reasons.get(code)?.add(signal);
  };
  const text = evidence.text.slice(0, 30_000);

  vote(REGION.exec(evidence.language ?? '')?.[1]?.toUpperCase(), 'lang');
  vote(REGION.exec(evidence.ogLocale ?? '')?.[1]?.toUpperCase(), 'og:locale');
  const tld = /\.([a-z]{2})$/.exec(evidence.hostname.toLowerCase())?.[1];
  vote(Object.entries(SPANISH_SPEAKING).find(([, country]) => country.tld === tld)?.[0], 'domain');
  // One vote per signal kind and country, however often it repeats (a footer on every line).
  const tally = (codes: string[], signal: CountrySignal) => {
    const counts = new Map<string, number>();
    for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
    for (const [code, count] of counts) vote(code, signal, count);
  };
  tally(
    jsonLdValues(evidence.jsonLd, 'addressCountry')
      .map(countryByName)
      .filter((code): code is string => code !== null),
    'address',
  );
  tally(phoneCountries(evidence.phones, text), 'phone');
  tally(currencyCountries(text, evidence.jsonLd), 'currency');
  tally(nationalities(text), 'nationality');
  if (VOSEO.test(text) || VOSEO_OR_PRETERITE.test(text) || RIOPLATENSE_WORDS.test(text)) vote('AR', 'voseo');
  const places: string[] = [];
  // A street named after a town is not the town: «Calle Ignacio Zaragoza 162, Centro, 28000, Colima» is in
  // Mexico, not in Zaragoza (Notaría Pública No. 2, #33).
  const withoutStreets = text.replace(STREET_NAME, ' ');
  const mentions = new Map<string, number>();
  for (const [code, country] of Object.entries(SPANISH_SPEAKING)) {
    const times = countryPlaceMentions(code, country.places, withoutStreets, PLACES_OFTEN);
    if (times > 0) {
      places.push(code);
      mentions.set(code, times);
    }
  }
  // A page that names several countries (a chain, a list of destinations) says nothing by names. One that names
  // its country's places again and again (Fisioterapia en Bogotá: «Bogotá» a dozen times, «Colombia» thrice, #33,
  // ninth round) says more than a CMS's default og:locale «es_ES» does.
  // A town after a trade's word («Veterinaria Guayaquil», named after its street in Buenos Aires, #33, tenth round)
  // gives way to another country's places named as places.
  if (places.length > 1) {
    const plain = places.filter((code) => {
      const country = SPANISH_SPEAKING[code];
      return country !== undefined && countryPlaceMentions(code, country.places, withoutStreets, 1, true) > 0;
    });
    if (plain.length > 0) places.splice(0, places.length, ...plain);
  }
  if (places.length === 1) {
    const [code] = places as [string];
    vote(code, 'places', (mentions.get(code) ?? 1) >= PLACES_OFTEN ? 2 : 1);
  }

  let best = 'ES';
  let bestScore = scores.get('ES') ?? 0;
  for (const [code, score] of scores) {
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  }
  // Uruguay and Argentina share the voseo: a Uruguayan signal of its own decides.
  if (best === 'AR' && (scores.get('UY') ?? 0) > 0 && [...(reasons.get('AR') ?? [])].every((signal) => signal === 'voseo'))
    best = 'UY';
  return { code: best, from: [...(reasons.get(best) ?? [])] };
}

/** The BCP 47 tag of a country's Spanish ("AR" → "es-AR"), as the create-demo answer names it. */
export function spanishLocale(country: string): string {
  return `es-${country}`;
}
