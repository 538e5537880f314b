import { detectCountry, spanishLocale, type CountryGuess } from './country.js';
import type { SiteFacts } from './extract.js';
import { detectSector, type DetectedSector } from './sectors.js';
import { nameFromDomain } from './text.js';

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
  /** BCP 47 tag of that Spanish ("es-ES", "es-AR"…), what the voice is asked for. */
  locale: string;
}

/**
 * From the facts of a page (or null when it could not be fetched) and the address the visitor
 * typed: a name to greet with (the domain's when the site has none), the description and the sector.
 */
export function understandSite(facts: SiteFacts | null, hostname: string): SiteUnderstanding {
  const siteRead = facts !== null && !facts.empty;
  const companyName = facts?.name ?? nameFromDomain(hostname);
  const description = siteRead ? (facts?.description ?? null) : null;
  // An unread site still has its domain (.com.ar, .mx).
  const country = facts?.country ?? detectCountry({ language: null, ogLocale: null, hostname, jsonLd: [], phones: [], text: '' });
  return {
    country,
    locale: spanishLocale(country.code),
    companyName,
    nameFrom: facts?.name ? 'website' : 'domain',
    description,
    sector: detectSector({ signals: facts?.signals ?? null, name: facts?.name ?? null, description, hostname }),
    siteRead,
    language: facts?.language ?? null,
  };
}
