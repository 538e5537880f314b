// Where the business is, as the page says it: the towns that a title segment or a description may name.
import { SPANISH_SPEAKING } from './country.js';
import { clip } from './text.js';
import type { JsonLdOrganization } from './types.js';

/** The well-known towns and regions of the country tables ("Madrid", "Comunidad de Madrid", "Temuco"). */
const KNOWN_PLACES = Object.values(SPANISH_SPEAKING).map((country) => new RegExp(country.places.source, 'g'));

/**
 * The towns a page says it is in: its structured address, the town after a postcode in its text
 * ("28019 Madrid", "C.P. 8000 Bahía Blanca", "01003 Vitoria-Gasteiz"), and the well-known towns of our countries its text
 * names ("nuestros servicios en Madrid"). A title segment that is one of them is a place.
 */
export function placesOfPage(organizations: readonly JsonLdOrganization[], text: string): string[] {
  const places = organizations.flatMap((org) => (org.locality ? [org.locality] : []));
  const body = clip(text, 30_000);
  // A five-digit postcode (Spain, Mexico…), or four digits after "C.P." (Argentina): not a year ("© 2024 Jardines Olivo").
  const postcodeAndTown =
    /(?:(?<![\d©])\d{5}|\bC\.?\s?P\.?\s?\d{4})\s*[-,]?\s+(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?(?:\s(?:de|del|la|el)?\s?\p{Lu}[\p{L}'’]+){0,2})/gu;
  for (const match of body.matchAll(postcodeAndTown)) {
    if (!match[1] || places.length >= 20) continue;
    places.push(match[1]);
    // "28924 Alcorcón MADRID": the province in capitals after the town is not part of its name.
    const town = match[1].replace(/(?:\s\p{Lu}{2,})+$/u, '');
    if (town !== match[1] && town.length >= 3) places.push(town);
  }
  // «PINTURAS Y DECORACIONES R y K | MADRID», and the page says «servicios en Madrid»: the town the
  // business works in, named without a postcode, is where and not who (#25).
  for (const pattern of KNOWN_PLACES) {
    if (places.length >= 40) break;
    for (const match of body.matchAll(pattern)) {
      if (places.length >= 40) break;
      if (!places.includes(match[0])) places.push(match[0]);
    }
  }
  return places;
}
