// schema.org in a page's JSON-LD blocks: the organisation types, and each organisation's name,
// description and town.
import { MAX_META_CHARS } from './dom.js';
import { clip, collapseWhitespace } from './text.js';
import type { JsonLdOrganization } from './types.js';

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

function bareType(type: string): string {
  return clip(type, 100).replace(/^https?:\/\/schema\.org\//i, '');
}

/** Organizations in JSON-LD blocks (top level, arrays, @graph, nested publisher/author), tolerant of sloppy blocks. */
export function organizationsFromJsonLd(blocks: string[], types: string[] = []): JsonLdOrganization[] {
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
