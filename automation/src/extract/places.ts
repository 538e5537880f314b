// Where the business is, as the page says it: the towns that a title segment or a description may name.
import { SPANISH_SPEAKING } from './country.js';
import { titleSegments } from './name.js';
import { clip, domainSlug, PLACE_WORD, slug } from './text.js';
import type { JsonLdOrganization } from './types.js';

/** The province after a town: ", Mendoza", ", Apurímac", ", Islas Baleares". */
export const PROVINCE = `,\\s?${PLACE_WORD}(?:\\s${PLACE_WORD}){0,2}`;

/**
 * Whether a text is one of the page's places: the same town, or the town followed by its province or
 * by the rest of a hyphenated name ("San Rafael, Mendoza", "Vitoria-Gasteiz" for "Vitoria").
 */
export function isPlaceOf(text: string, places: readonly string[]): boolean {
  return places.some(
    (place) => place.length >= 3 && (text === place || text.startsWith(`${place},`) || text.startsWith(`${place}-`)),
  );
}

/** The well-known towns and regions of the country tables ("Madrid", "Comunidad de Madrid", "Temuco"). */
const KNOWN_PLACES = Object.values(SPANISH_SPEAKING).map((country) => new RegExp(country.places.source, 'gu'));

/**
 * The towns a page says it is in: its structured address, the town after a postcode in its text
 * ("28019 Madrid", "C.P. 8000 Bahía Blanca", "01003 Vitoria-Gasteiz"), and the well-known towns of our countries its text
 * names ("nuestros servicios en Madrid"). A title segment that is one of them is a place.
 */
export function placesOfPage(
  organizations: readonly JsonLdOrganization[],
  text: string,
  title: string | null = null,
  hostname = '',
): string[] {
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
  // «Nuestro taller se encuentra en ciudad de Córdoba» (#33, eighteenth round): the town after «ciudad de» is a place of
  // the page, known to our lists or not (Córdoba is Spain's and Argentina's, so neither list has it alone).
  for (const match of body.matchAll(
    /(?<![\p{L}])[Cc]iudad\s+de\s+(\p{Lu}[\p{L}'’]+(?:\s(?:de|del|la|el)?\s?\p{Lu}[\p{L}'’]+){0,2})/gu,
  )) {
    if (places.length >= 40) break;
    if (match[1] && !places.includes(match[1])) places.push(match[1]);
  }
  for (const town of title ? townsOfTitle(title, body, hostname) : [])
    if (places.length < 40 && !places.includes(town)) places.push(town);
  return places;
}

/** "Andahuaylas, Apurímac": a one-word town and its province, written as a title segment. */
const TOWN_SEGMENT = new RegExp(`^${PLACE_WORD}${PROVINCE}$`, 'u');

/**
 * The title segments that are where the business is, as its own text says («Barbería premium en
 * Andahuaylas.»): «La Magia del Barbero | Andahuaylas, Apurímac», a town no table knows, is not a name
 * (#25). Only a one-word town with its province, named after «en» at the end of a clause (alone or
 * with that province): a brand the text names after «en» goes on («En Mimos, tu centro…», «Confíe en
 * Gómez Abogados»), and a segment the domain opens with is the brand, never a town.
 */
function townsOfTitle(title: string, text: string, hostname: string): string[] {
  const towns: string[] = [];
  const domain = domainSlug(hostname);
  for (const segment of titleSegments(title)) {
    if (!TOWN_SEGMENT.test(segment)) continue;
    const [town = '', province = ''] = segment.split(',').map((word) => word.trim());
    // A domain that opens with it names the brand («mimosestetica.es»); one that ends with it carries
    // the town after the brand («lamagiaandahuaylas.pe»), as «martagetafe.es» does.
    if (town.length < 3 || domain.startsWith(slug(town))) continue;
    const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const saidThere = new RegExp(`(?<![\\p{L}])en\\s${escape(town)}(?:,\\s?${escape(province)})?(?=\\s*(?:[.;:!?)…]|$))`, 'u');
    if (saidThere.test(text)) towns.push(segment, town);
  }
  return towns;
}
