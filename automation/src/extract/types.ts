// The extraction's types, in one place: what a page yields (facts, signals, sources), the sector
// and country it is read as, and what the demo makes of it.

export type NameSource =
  'og:site_name' | 'json-ld' | 'title' | 'logo-alt' | 'description' | 'h1' | 'self-introduction' | 'copyright';
export type DescriptionSource =
  | 'meta'
  | 'og:description'
  | 'twitter:description'
  | 'json-ld'
  | 'title'
  | 'paragraph'
  // A footer's «Somos una empresa dedicada a…», when nothing else says what the business does (#33, sixteenth round).
  | 'footer';

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
  /** Services, opening hours, address and phone, as far as the page gives them (#34). */
  details: BusinessDetails;
}

/** What a caller asks besides the name (#34); each is null (or empty) when the page does not say it. */
export interface BusinessDetails {
  /** What the business offers, as the page names it (schema.org services, else its menu), at most 8. */
  services: string[];
  /** In Spanish, as a person says it: «de lunes a viernes, de 09:00 a 14:00». */
  openingHours: string | null;
  /** Street, number, postcode and town. */
  address: string | null;
  /** As a person reads it: «954 000 000». */
  phone: string | null;
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
  /**
   * The page's other headings (h1–h6 after the first), if any: «Nuestra Historia · Nuestra Comida · Restaurante ·
   * Eventos», the sections of a pizzeria whose text is still lorem ipsum (Casa Rustica, #33).
   */
  headings?: string | null;
}

export interface JsonLdOrganization {
  name: string | null;
  description: string | null;
  /** address.addressLocality: the town, to say "Clínica dental en Temuco". */
  locality: string | null;
}

export type CountrySignal =
  'lang' | 'og:locale' | 'address' | 'phone' | 'currency' | 'domain' | 'voseo' | 'places' | 'nationality';

export interface CountryGuess {
  /** ISO 3166-1 alpha-2, "ES" by default. */
  code: string;
  /** The signals that chose it (empty = the default). */
  from: CountrySignal[];
}

export interface CountryEvidence {
  /** <html lang>, lower case ("es-ar"). */
  language: string | null;
  /** og:locale ("es_AR"). */
  ogLocale: string | null;
  hostname: string;
  /** JSON-LD blocks, raw. */
  jsonLd: readonly string[];
  /** tel: and WhatsApp link targets. */
  phones: readonly string[];
  /** The page's visible text, footer included (addresses and phones live there), bounded. */
  text: string;
}

/** One of our industry slugs (`shared/src/industries.ts`); a test checks every one exists. */
export type SectorSlug = string;

export interface SectorSignature {
  slug: SectorSlug;
  /** schema.org @type values that name the sector outright. */
  schemaTypes: readonly string[];
  /**
   * Words or phrases (lower case, without accents) that name the trade in a title, h1, description
   * or domain. A phrase matches at word starts: "fontaner" matches "fontanería" and "fontaneros".
   */
  keywords: readonly string[];
  /**
   * Trades that have no industry page of their own and whose callers want what this sector's callers
   * want (#33): glaziers and awning makers are building trades, a tow truck is a motorist's call, a dry
   * cleaner is a shop. Read like `keywords`, but only when no sector is named outright: the exact page first.
   */
  nearest?: readonly string[];
}

/** `model`: the learned fallback (`sector-classifier.ts`), only where no rule names a sector. */
export type SectorSource = 'schema' | 'text' | 'domain' | 'model';

export interface DetectedSector {
  slug: SectorSlug;
  source: SectorSource;
  /**
   * A trade without an industry page whose callers want something of their own (#33): «gruas», a tow
   * truck filed under automotive, whose callers need a truck sent, not a service booked. The script
   * says that trade's offer rather than the sector's. Only for a sector found through `nearest`.
   */
  trade?: NearestTrade;
}

/** Trades with an offer of their own in the script (`demo/script-sectors.ts`). */
export type NearestTrade = 'gruas' | 'notarias';

export interface SectorInput {
  signals: SiteSignals | null;
  name: string | null;
  description: string | null;
  hostname: string;
}

/** What the demo knows about a business: what it is called, what it does, its sector. */
export interface SiteUnderstanding {
  companyName: string;
  /** Where the name came from: the website, or (site unread or nameless) its address. */
  nameFrom: 'website' | 'domain';
  /** What the business does, in its own words; never invented (null when the site said nothing usable). */
  description: string | null;
  sector: DetectedSector | null;
  /** False when the site could not be read (unreachable, blocked, a JS-only shell, an error page). */
  siteRead: boolean;
  language: string | null;
  /** Where the business is: its Spanish is what the demo speaks (Spain by default). */
  country: CountryGuess;
  /** Services, hours, address, phone (#34): empty for a site that was not read. */
  details: BusinessDetails;
}
