import { detectCountry } from './country.js';
import { NO_DETAILS } from './details.js';
import { nameFromDomain } from './domain-name.js';
import { detectSector } from './sectors.js';
import type { SectorInput, SiteFacts, SiteUnderstanding } from './types.js';

/** What `detectSector` is given for a page's facts (or none) and the address the visitor typed. */
export function sectorInputOf(facts: SiteFacts | null, hostname: string): SectorInput {
  const siteRead = facts !== null && !facts.empty;
  return {
    signals: facts?.signals ?? null,
    name: facts?.name ?? null,
    description: siteRead ? (facts?.description ?? null) : null,
    hostname,
  };
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
    companyName,
    nameFrom: facts?.name ? 'website' : 'domain',
    description,
    sector: detectSector(sectorInputOf(facts, hostname)),
    siteRead,
    language: facts?.language ?? null,
    details: siteRead && facts ? facts.details : NO_DETAILS,
  };
}
