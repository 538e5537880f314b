import { detectCountry } from './country.js';
import { NO_DETAILS } from './details.js';
import { nameFromDomain } from './domain-name.js';
import { detectSector } from './sectors.js';
import type { SiteFacts, SiteUnderstanding } from './types.js';

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
    sector: detectSector({ signals: facts?.signals ?? null, name: facts?.name ?? null, description, hostname }),
    siteRead,
    language: facts?.language ?? null,
    details: siteRead && facts ? facts.details : NO_DETAILS,
  };
}
