import { classifySector } from './sector-classifier.js';
import { clip } from './text.js';
import { TRADE_VOCABULARY, type TradeGroup } from './trade-vocabulary.js';
import type { DetectedSector, NearestTrade, SectorInput, SectorSignature, SectorSlug, SectorSource } from './types.js';

/*
 * How a homepage says which trade it is in. Data, not if-chains: adding a sector is adding a row.
 * More specific rows come first; ties go to the earlier row (peluquería canina before peluquerías).
 */
const OWN_SIGNATURES: readonly SectorSignature[] = [
  {
    slug: 'peluqueria-canina',
    schemaTypes: ['PetGrooming'],
    keywords: [
      'peluqueria canina',
      'peluqueria de perros',
      'peluqueria para perros',
      'canina',
      'grooming',
      // Day care, boarding and training for dogs have no page of their own; of ours, the one for dogs' care is the
      // nearest (PerroBueno, Madrid, #33, tenth round).
      'adiestramiento canino',
      'adiestramiento de perros',
      'guarderia canina',
      'hotel canino',
      'hotel para perros',
      'residencia canina',
    ],
  },
  {
    slug: 'veterinarios',
    schemaTypes: ['VeterinaryCare'],
    keywords: ['veterinari', 'clinica veterinaria', 'hospital veterinario'],
  },
  {
    slug: 'dentistas',
    schemaTypes: ['Dentist'],
    keywords: ['dental', 'dentist', 'odontolog', 'ortodonc', 'implantolog', 'implantes dentales'],
  },
  { slug: 'quiropracticos', schemaTypes: ['Chiropractor'], keywords: ['quiroprac', 'chiroprac'] },
  {
    slug: 'salud',
    schemaTypes: ['MedicalClinic', 'Physician', 'MedicalOrganization', 'Physiotherapy', 'Optician', 'Hospital'],
    keywords: [
      'fisioterap',
      'fisio',
      'osteopat',
      'podolog',
      'psicolog',
      'clinica medica',
      'centro medico',
      'medico',
      'nutricion',
      'podologo',
      'podologa',
      'clinica del pie',
      // A couples' and individual therapy clinic (Clinipareja, Venezuela, #33).
      'salud mental',
      'psicoterap',
      'terapia de pareja',
      'sexolog',
      // A speech therapist and an ophthalmologist (Cinthya López Suazo, Valparaíso; Vision Clara; #33, ninth round).
      'fonoaudiolog',
      // A speech therapist's page that says what she treats, not her title (Fono Belén, Chile, #33, eighteenth round).
      'lenguaje infantil',
      'habla infantil',
      'terapia del habla',
      'trastornos del lenguaje',
      'trastornos del habla',
      'oftalmolog',
      // The physiotherapy of Chile and Argentina: «kinesiología», «centro kinésico» (Kineduomed, Concepción, #33,
      // tenth round).
      'kinesi',
    ],
    // An optician is health, as schema.org's Optician row above says: its pages speak of «salud visual», eye
    // tests and contact lenses (Óptica Suárez, #33); it was a shop's nearest trade before.
    nearest: [
      'optometr',
      'optica',
      'salud visual',
      'logopeda',
      'audiolog',
      'enfermeria',
      'laboratorio clinico',
      'analisis clinicos',
      // Massage and orthopaedic aids have no page of their own; health is the nearest (Masajes Equilibrio, J&V
      // Ortopedia, #33, tenth round). A beauty centre that also gives massages is filed by its «estética».
      'masaje',
      'masoterap',
      'quiromasaj',
      'ortopedia',
      'ortopedico',
    ],
  },
  {
    slug: 'cerrajeros',
    schemaTypes: ['Locksmith'],
    keywords: ['cerrajer', 'cerradura', 'apertura de puertas', 'bombin', 'locksmith'],
  },
  {
    slug: 'fontaneria',
    schemaTypes: ['Plumber'],
    // «Gasfiter», «gasfitería»: the plumber and gas fitter of Chile and Peru (Gasfiterpex, #33).
    keywords: ['fontaner', 'desatasc', 'fugas de agua', 'plumber', 'plomer', 'gasfiter', 'gasfitero'],
  },
  {
    slug: 'electricistas',
    schemaTypes: ['Electrician'],
    keywords: ['electricist', 'instalaciones electricas', 'boletin electrico', 'boletines electricos'],
    // A solar installer has no page of its own: its work is electrical (Murcia Energía Solar, #33).
    nearest: ['placas solares', 'paneles solares', 'energia solar', 'fotovoltaic', 'instalaciones solares'],
  },
  {
    slug: 'climatizacion-hvac',
    schemaTypes: ['HVACBusiness'],
    keywords: ['climatizacion', 'aire acondicionado', 'aires acondicionados', 'calderas', 'calefaccion', 'aerotermia'],
    // Commercial refrigeration and cold rooms have no page of their own: climate control is the nearest (NYG
    // Refrigeraciones, F&C Refrigeración, #33).
    nearest: [
      'refrigeracion',
      'refrigeraciones',
      'camaras frigorificas',
      'camara frigorifica',
      'frio industrial',
      'frio comercial',
    ],
  },
  {
    slug: 'techado-tejados',
    schemaTypes: ['RoofingContractor'],
    keywords: ['tejado', 'cubiertas', 'goteras', 'impermeabiliz'],
  },
  {
    slug: 'control-plagas',
    schemaTypes: ['PestControl'],
    keywords: ['plagas', 'fumigac', 'fumigadora', 'desratiz', 'desinsect', 'termitas', 'control de roedores', 'cucarachas'],
  },
  { slug: 'paisajismo', schemaTypes: ['Landscaper'], keywords: ['jardiner', 'paisajis', 'jardines', 'poda'] },
  {
    slug: 'gestion-propiedades',
    schemaTypes: ['PropertyManagement'],
    keywords: ['administracion de fincas', 'administrador de fincas', 'administradores de fincas', 'comunidades de propietarios'],
  },
  {
    slug: 'inmobiliaria',
    schemaTypes: ['RealEstateAgent'],
    keywords: [
      'inmobiliari',
      'pisos en venta',
      'venta de pisos',
      'alquiler de pisos',
      'compra venta de viviendas',
      // A housing developer selling homes with subsidies (Provivir, Panama, #33).
      'soluciones de vivienda',
      'viviendas asequibles',
      'vivienda asequible',
      'real estate',
      'properties',
      'propiedades',
    ],
  },
  {
    slug: 'bufetes-abogados',
    schemaTypes: ['Attorney', 'LegalService', 'Notary'],
    keywords: ['abogad', 'bufete', 'despacho de abogados', 'juridic', 'lawyer'],
    // A notary, «escribanía» in Argentina and Uruguay, has no page of its own; legal services are nearest,
    // as schema.org's Notary above already said (Escribanía Chiesa, Notaría Pública No. 2, #33).
    nearest: ['escribania', 'escribano', 'notaria', 'notario', 'notarial'],
  },
  {
    slug: 'contabilidad',
    schemaTypes: ['AccountingService'],
    keywords: [
      'gestoria',
      'asesoria fiscal',
      'asesoria contable',
      'contabilidad',
      'contable',
      'asesoria laboral',
      'asesoria online',
      'estudio contable',
      'contador publico',
      'contadores',
      'alta de autonomo',
      'alta autonomo',
      'papeleo',
      // Auditors (Russell Bedford Paraguay, #33): «Consultores y Auditores», and their services by name, each a
      // heading of their page: «Auditoría externa», «Auditoría interna».
      'auditor',
      'auditoria externa',
      'auditoria interna',
      'auditoria contable',
    ],
  },
  {
    slug: 'seguros',
    schemaTypes: ['InsuranceAgency'],
    keywords: ['seguros', 'correduria', 'aseguradora', 'productor asesor de seguros', 'broker de seguros', 'polizas'],
  },
  {
    slug: 'servicios-financieros',
    schemaTypes: ['FinancialService', 'BankOrCreditUnion'],
    keywords: ['asesor financiero', 'asesoramiento financiero', 'hipotecas', 'inversiones'],
  },
  {
    slug: 'funerarias',
    schemaTypes: ['FuneralParlor', 'Cemetery'],
    keywords: ['funerari', 'tanatorio', 'sepelio', 'velatorio', 'servicios funebres', 'cocheria', 'crematorio'],
  },
  {
    slug: 'peluquerias-salones',
    schemaTypes: ['HairSalon', 'BeautySalon', 'NailSalon', 'DaySpa'],
    keywords: [
      'peluquer',
      'barberia',
      'salon de belleza',
      'estetica',
      'manicura',
      'estilistas',
      'hair salon',
      'hair studio',
      'barber',
    ],
  },
  {
    slug: 'restaurantes',
    schemaTypes: ['Restaurant', 'BarOrPub', 'CafeOrCoffeeShop', 'FoodEstablishment', 'Winery', 'IceCreamShop'],
    keywords: [
      'restaurant',
      'menu del dia',
      'tapas',
      'asador',
      'arroceria',
      'pizzeria',
      'marisqueria',
      'taberna',
      'cocina mediterranea',
      // An ice-cream parlour (Heladerías Aloha, Puerto Madryn, #33).
      'helader',
      // Mexico's ice-lolly and ice-cream parlours (La Reyna Chiapaneca, Apizaco, #33, eighteenth round).
      'paleteria',
      'neveria',
      // Cooked food to take away, the «rotisería» of the Southern Cone (Rotisería La Colonia, Córdoba, #33, tenth round).
      'rotiseria',
    ],
  },
  {
    slug: 'automotriz',
    schemaTypes: ['AutoRepair', 'AutoDealer', 'AutoBodyShop', 'AutomotiveBusiness', 'AutoPartsStore', 'AutoRental'],
    keywords: [
      'taller mecanico',
      'talleres',
      'mecanica',
      'neumaticos',
      'chapa y pintura',
      'pre itv',
      'concesionario',
      'electromecanica',
    ],
    nearest: [
      'grua',
      'gruas',
      // «Autogrúas Cáqueza» (#33, ninth round): the word glued to «auto» is a tow truck all the same.
      'autogrua',
      'gruero',
      'remolque',
      'auxilio mecanico',
      'auxilio vial',
      'asistencia en carretera',
      'lavadero de autos',
      'lavado de coches',
      // Car rental (Jeep Rentals Ecuador, #33): schema.org files AutoRental under automotive businesses.
      'alquiler de vehiculos',
      'alquiler de autos',
      'alquiler de coches',
      'renta de autos',
      'renta de vehiculos',
      'rent a car',
      'car rental',
    ],
  },
  {
    slug: 'educacion',
    schemaTypes: ['EducationalOrganization', 'School', 'Preschool', 'CollegeOrUniversity', 'DrivingSchool'],
    keywords: [
      'academia',
      'autoescuela',
      'escuela',
      'colegio',
      'clases de',
      'clases particulares',
      'cursos de',
      'guarderia',
      // The nursery school of Chile and Argentina (Il Mio Sole, #33).
      'sala cuna',
      'jardin infantil',
      'jardin de infantes',
      'escuela infantil',
      'idiomas',
      'refuerzo escolar',
      'apoyo escolar',
      'robotica educativa',
    ],
  },
  {
    slug: 'reparacion-electronicos',
    // schema.org's ElectronicsStore is a shop that sells electronics and appliances, not a repair service: it
    // is a shop's (EcoLife by Volfer, #33).
    schemaTypes: ['ComputerStore', 'MobilePhoneStore'],
    keywords: ['reparacion de moviles', 'reparacion de ordenadores', 'servicio tecnico', 'moviles', 'informatica'],
  },
  {
    slug: 'construccion',
    schemaTypes: ['GeneralContractor', 'HomeAndConstructionBusiness', 'HousePainter'],
    keywords: ['construccion', 'constructora', 'reformas', 'obras', 'albanil'],
    nearest: [
      'cristaleria',
      'cristalero',
      'cristales',
      'vidrieria',
      'vidriero',
      'vidrios',
      'vidrio templado',
      'canceleria',
      'carpinteria de aluminio',
      'carpinteria metalica',
      'aluminio y vidrio',
      'mamparas',
      'toldo',
      'cerramiento',
      'pergola',
      'persianas',
      // The windows and doors of Argentina and Uruguay (Aberturas Aluminio Concordia, #33).
      'aberturas',
      'herreria',
      'herrero',
      // A carpentry workshop, wood or metal (Carpintería Solo, #33).
      'carpinteria',
      'carpintero',
      // A cabinet maker: kitchens, closets, remodelling (Ebanistería CAD, Puerto Rico, #33, ninth round).
      'ebanister',
      // A firm named for pools builds them (Piscinas Bahía Blanca, #33, tenth round).
      'piscinas',
    ],
  },
  {
    slug: 'servicios-hogar',
    schemaTypes: ['MovingCompany', 'HouseCleaning'],
    // "Pintor", "pintores", and the trade name of painting firms: "Pinturas y Decoraciones R y K" (#25).
    keywords: ['limpieza', 'limpiezas', 'mudanzas', 'manitas', 'pintor', 'pinturas y decoraci'],
    nearest: [
      'lavado de alfombras',
      'limpieza de tapiceria',
      'desinfeccion',
      'vaciado de pisos',
      // An upholsterer re-covers the furniture of a home (Tu Mejor Tapicería, #33).
      'tapiceria',
      'tapicero',
      'tapizado',
    ],
  },
  {
    slug: 'comercio-minorista',
    schemaTypes: ['Store', 'Bakery', 'ClothingStore', 'Florist', 'ShoeStore', 'JewelryStore', 'Pharmacy', 'ElectronicsStore'],
    keywords: [
      'panaderia',
      'pasteleria',
      'tienda',
      'boutique',
      'floristeria',
      // The florist of Latin America (Florería Camelia, Montevideo, #33).
      'floreria',
      'farmacia',
      'zapateria',
      'joyeria',
      'drogueria',
      'perfumeria',
      'ferreteria',
      // A market or a grocer's (Superfresh, Dominican Republic, #33). «market » ends with a space: the word
      // alone, never «marketing», and never inside a domain.
      'supermercado',
      'minimarket',
      'market ',
      'colmado',
      'electrodomesticos',
      // A charcuterie, in Spanish or in Catalan (Xarcuteria Los Molina, El Prat, #33, ninth round), and a butcher's.
      'charcuteria',
      'xarcuteria',
      'carniceria',
      // A paint shop, an agricultural and veterinary supplies shop, a feed store (Pinturerías Gatti, Agropecuaria
      // Tehuitzingo, #33, tenth round): they sell what a painter or a vet uses.
      'pintureria',
      'agropecuaria',
      'agroveterinaria',
      'agroinsumos',
      'forrajeria',
      'alimentos balanceados',
      'productos veterinarios',
      'muebleria',
    ],
    // A building-supply yard, «corralón» in Argentina (Corralón Dorrego, #33).
    nearest: [
      'tintoreria',
      'lavanderia',
      'lavanderias',
      'libreria',
      'papeleria',
      'merceria',
      'corralon',
      'materiales de construccion',
      // A bicycle shop (Bicicletería Laprida, #33).
      'bicicleteria',
      'bicicletas',
      // A drinking-water purifier sells water by the jug (Purificadora Río Jordan, #33, ninth round).
      'purificadora',
      'agua purificada',
      // A plant nursery sells plants (Vivero Takumi, #33, tenth round); a landscaper's page says «paisajismo».
      'vivero',
    ],
  },
  {
    slug: 'servicios-profesionales',
    schemaTypes: ['ProfessionalService'],
    keywords: ['consultoria', 'consultores', 'agencia de marketing', 'arquitect', 'traducciones', 'marketing digital'],
    // A print shop serves businesses as an agency does (Grupo Regio, #33).
    nearest: ['imprenta', 'artes graficas', 'impresion digital', 'serigrafia'],
  },
  {
    slug: 'tecnologia',
    schemaTypes: ['SoftwareApplication'],
    keywords: ['software', 'desarrollo web', 'saas', 'ciberseguridad'],
  },
];

/**
 * The table above with the trade vocabulary (`trade-vocabulary.ts`, #33, eleventh round) added after each row's own
 * words, once, at load: a word any row already has keeps its place there.
 */
function withVocabulary(rows: readonly SectorSignature[], vocabulary: readonly TradeGroup[]): SectorSignature[] {
  const known = new Set(rows.flatMap((row) => [...row.keywords, ...(row.nearest ?? [])]));
  const added = (words: readonly string[] | undefined) => (words ?? []).filter((word) => !known.has(word));
  return rows.map((row) => {
    const groups = vocabulary.filter((group) => group.slug === row.slug);
    const keywords = [...row.keywords, ...groups.flatMap((group) => added(group.exact))];
    const nearest = [...(row.nearest ?? []), ...groups.flatMap((group) => added(group.nearest))];
    return { ...row, keywords, ...(nearest.length > 0 ? { nearest } : {}) };
  });
}

export const sectorSignatures: readonly SectorSignature[] = withVocabulary(OWN_SIGNATURES, TRADE_VOCABULARY);

/** Lower case, no accents, letters and digits separated by single spaces: "Fontanería-Ruiz" → "fontaneria ruiz". */
export function normalize(text: string): string {
  return ` ${clip(text, 4_000)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()} `
    .replace(TREATMENT_CLEANING, ' tratamiento ')
    .replace(SAFE_THINGS, ' $1 fiables')
    .replace(VEHICLE_CARE, ' detailing automotriz ')
    .replace(ESCALATORS, ' ascensores ')
    .replace(WITH_ENGINEERING, ' con rigor ')
    .replace(DECORATIVE_FIREPLACES, ' piezas decorativas ');
}

/**
 * «Chimeneas de autor», «frentes de chimenea», «chimeneas de piedra»: a fireplace as a piece made to be seen, sold with
 * sculptures and planters, not a stove fitted to heat a home (MartinEau, Paris-stone fireplaces and sculptures, filed under
 * climate control, #33, twenty-first round). «Instalación de chimeneas y estufas» still heats.
 */
const DECORATIVE_FIREPLACES =
  / (?:frentes? de chimeneas?|chimeneas? (?:de autor|de disenos?|decorativas?|de piedra(?: paris)?|de yeso|de marmol|artesanales)) /g;

/**
 * «Sombra con ingeniería», «hecho con ingeniería y diseño»: engineering as the way a thing is made, praise of it, not an
 * engineering firm (TecnoSombras, a maker of shade nets and pergolas filed under professional services, #33, twentieth
 * round). «Empresa de ingeniería», «ingeniería civil» still name the trade.
 */
const WITH_ENGINEERING = / con (?:(?:mucha|pura|verdadera|buena|alta) )?ingenieria /g;

/**
 * «Estética vehicular», «estética automotriz», «estética del automóvil»: washing and polishing a car, not a beauty
 * salon's «estética» (Garage Detailing, Rosario del Tala, #33, eleventh round).
 */
const VEHICLE_CARE =
  / estetica (?:vehicular(?:es)?|automotriz|automotora|del automovil|de (?:autos|coches|vehiculos|motos|automoviles)|para (?:autos|coches|vehiculos)) /g;

/**
 * «Escaleras mecánicas» are escalators, a lift's kin, not a mechanic's (Fujitec Venezuela, «ascensores y escaleras
 * mecánicas», filed under cars by «mecánica», #33, sixteenth round).
 */
const ESCALATORS = / escaleras? (?:mecanicas?|electricas?|automaticas?) /g;

/**
 * «Limpieza de oído», «limpieza dental», «limpieza facial» are treatments of a health or beauty practice, not a
 * cleaning company's service (Cinthya López Suazo, a speech therapist who also removes ear wax, #33, ninth round).
 */
const TREATMENT_CLEANING = / limpiezas? (?:de oidos?|de los oidos|dental(?:es)?|bucal|facial(?:es)?|de cutis|de piel) /g;

/**
 * «Trasteros seguros y económicos», «pagos seguros y rápidos»: «seguros» after a plural noun and before another quality
 * says what the thing is (safe), not insurance (Trasteros Ciempozuelos, a self-storage firm filed under insurance, #33,
 * nineteenth round). Not after a determiner («tus seguros», «los mejores seguros») nor a verb of the first person plural
 * («vendemos seguros y fianzas»).
 */
const SAFE_THINGS =
  / (?!(?:los|las|tus|sus|mis|unos|unas|otros|otras|todos|todas|varios|varias|muchos|muchas|estos|estas|esos|esas|algunos|algunas|nuestros|nuestras|vuestros|vuestras|ambos|dos|tres|mejores|buenos|nuevos|diversos|diferentes|distintos|principales|y|de|con|sin|para|mas|sobre|entre) )([a-zñ]{3,}[aeo]s)(?<!mos) seguros(?= (?:y|e) )/g;

function mentions(normalized: string, keyword: string): boolean {
  // At a word start; the text is padded with spaces so the first word counts too.
  return normalized.includes(` ${keyword}`);
}

/** Whether a text names any of our trades ("taller mecánico", "fontanería", "academia"…). */
export function mentionsATrade(text: string): boolean {
  const normalized = normalize(text);
  return ALL_TRADE_WORDS.some((keyword) => mentions(normalized, keyword));
}

/** Every trade word of the table, once, built at load (the vocabulary made the table some eight hundred words). */
const ALL_TRADE_WORDS: readonly string[] = sectorSignatures.flatMap((signature) => [
  ...signature.keywords,
  ...(signature.nearest ?? []),
]);
/** The trade words that are phrases or whole words («market »), trimmed, for `tradePhraseWords`. */
const TRADE_PHRASES: readonly string[] = ALL_TRADE_WORDS.filter((keyword) => keyword.includes(' ')).map((keyword) =>
  keyword.trim(),
);

/**
 * The words of the trades a text names, as they are written in our keywords («jardin», «infantil» for «Jardín
 * Infantil en Recoleta»): a word of a trade's phrase is the trade's, not a brand's (#33, tenth round).
 */
export function tradePhraseWords(text: string): string[] {
  const normalized = normalize(text);
  return TRADE_PHRASES.filter((keyword) => mentions(normalized, keyword))
    .flatMap((keyword) => keyword.split(' '))
    .filter((word) => word.length >= 4);
}

/*
 * The menu weighs least: one trade word in a menu is not enough (a builder's menu may list "Fontanería"),
 * but a menu of several ("Mecánica general · Chapa y pintura · Neumáticos · Pre ITV") says the trade.
 */
const WEIGHTS = {
  schema: 10,
  title: 3,
  h1: 3,
  name: 3,
  domain: 3,
  description: 2,
  headings: 2,
  keywords: 1,
  menu: 1,
  self: 0,
} as const;

/*
 * What the business is, as against what it lists (#33, thirteenth round): its name, title, h1 and domain, a schema.org
 * type of a trade, and its own sentences about itself («Somos un taller de…», «Nos dedicamos a…», «Taller de…»). A sector
 * those name — the business's own trade — outranks a sector named only by the services, products and headings it lists
 * (a car workshop's «aire acondicionado» or «limpieza», a clinic that also sells products), however many of those there
 * are. The self field weighs nothing in the sum: the same words already count as description.
 */
const OWN_FIELDS = new Set<keyof typeof WEIGHTS>(['title', 'h1', 'name', 'self']);
const OWN_WEIGHT = 3;

/** «Somos un taller de…», «nos dedicamos a…», «empresa dedicada a…», «taller de…»: the business saying what it is. */
const SELF_STATEMENT =
  / (?:somos(?: una?)?|nos dedicamos a(?: la| el| los| las)?|(?:empresa|firma|negocio) (?:dedicad[oa] a|de)(?: la| el| los| las)?|taller(?:es)? de) ((?:\S+ ){1,4})/g;

/** The few words after each of the business's sentences about itself, as one normalized text. */
function selfStatements(text: string): string {
  const phrases: string[] = [];
  for (const match of text.slice(0, 20_000).matchAll(SELF_STATEMENT)) if (match[1]) phrases.push(match[1]);
  return phrases.length > 0 ? ` ${phrases.join(' | ')} ` : '';
}

/** schema.org types that say a kind of business, not a trade. */
const GENERIC_SCHEMA_TYPES = new Set([
  'MedicalClinic',
  'MedicalOrganization',
  'Physician',
  'ProfessionalService',
  'HomeAndConstructionBusiness',
  'Store',
  'AutomotiveBusiness',
  'FoodEstablishment',
]);

/** Trades with no industry page of ours, nor a nearest one: lodging, tattoo studios (#33). */
const TRADES_WITHOUT_PAGE = [
  'cabanas',
  'hostal',
  'hosteria',
  'hotel',
  'alojamiento',
  'camping',
  'tattoo',
  'tatuaje',
  // An artist's studio and gallery: «Taller Estelarte - Galería», whose «Obras de hiperrealismo» are paintings,
  // not building works (#33).
  'galeria',
  'atelier',
  // An events garden or hall: «Jardín de eventos La Cabaña», whose «arquitectura» and «Pérgola» are its
  // grounds, not building works (#33).
  'jardin de eventos',
  'salon de eventos',
  'salon de fiestas',
  'quinta de eventos',
];

function namesATradeWithoutPage(fields: readonly [keyof typeof WEIGHTS, string][]): boolean {
  return fields.some(
    ([field, text]) =>
      (field === 'title' || field === 'h1' || field === 'name') && TRADES_WITHOUT_PAGE.some((word) => mentions(text, word)),
  );
}

/** Enough on its own. */
const SURE = 3;
/**
 * Enough when no other sector is named at all (#33): the description alone («Para el control y
 * prevención de plagas utilizamos…») is the business saying its trade; beside another sector's
 * title it is not (Climaxx's car air-conditioning is a garage).
 */
const ALONE = 2;

/**
 * The sector a homepage is in, from (strongest first) its schema.org types, the words of its name,
 * title, h1 and descriptions, and its domain ("cerrajeria-lopez.es"); when no rule names one, the learned
 * fallback's (`sector-classifier.ts`, source `model`) if it is sure enough; null when nothing says.
 */
export function detectSector(input: SectorInput): DetectedSector | null {
  const signals = input.signals;
  const types = new Set((signals?.types ?? []).map((type) => type.toLowerCase()));
  const fields: [keyof typeof WEIGHTS, string][] = [
    ['title', normalize(signals?.title ?? '')],
    ['h1', normalize(signals?.h1 ?? '')],
    ['name', normalize(input.name ?? '')],
    ['description', normalize(`${signals?.metaDescription ?? ''} ${input.description ?? ''}`)],
    ['keywords', normalize(signals?.keywords ?? '')],
    // The other headings weigh as a description does: a section headed «Restaurante» says the trade (#33).
    ['headings', normalize(signals?.headings ?? '')],
  ];
  fields.push(['self', selfStatements(fields.find(([field]) => field === 'description')?.[1] ?? '')]);
  const menu = normalize(signals?.menu ?? '');
  // Domains run words together ("clinicadentalsonrisa"): any keyword of five letters or more inside.
  const domain = input.hostname
    .toLowerCase()
    .replace(/^www\d*\./, '')
    .replace(/[^a-z0-9]/g, '');

  // Trades with a page of their own first; a trade without one gets the nearest page only when
  // nothing names a sector outright (a glazier whose page says «reformas» is in construction either way).
  const found = bestSector(sectorSignatures, (signature) => signature.keywords, types, fields, menu, domain);
  // «Servicio Técnico Profesional» over air conditioners and cold rooms (F&C Refrigeración, #33, eighth round):
  // a «servicio técnico» is of whatever the page names; it is electronics repair only when no other trade is.
  const serviced =
    found?.slug === 'reparacion-electronicos'
      ? (bestSector(
          sectorSignatures,
          (signature) => signature.keywords.filter((keyword) => !GENERIC_SERVICE.has(keyword)),
          types,
          fields,
          menu,
          domain,
        ) ?? found)
      : found;
  // «Mantenimiento mecánico», «resistencia química y mecánica», «soluciones metal-mecánicas» (#33, twenty-second round):
  // mechanics said of industry is no car workshop when the page names no vehicle and says «industrial»; the page's other
  // trade words decide (building works for industrial welding and floors, none for a machine shop).
  const exact =
    serviced?.slug === 'automotriz' && serviced.source !== 'schema' && industrialMechanicsOnly(fields, domain)
      ? bestSector(
          sectorSignatures.filter((row) => row.slug !== 'automotriz'),
          (signature) => signature.keywords,
          types,
          fields,
          menu,
          domain,
        )
      : serviced;
  const nearest = bestSector(
    exact === serviced ? sectorSignatures : sectorSignatures.filter((row) => row.slug !== 'automotriz'),
    (signature) => signature.nearest ?? [],
    new Set(),
    fields,
    menu,
    domain,
  );
  // «Electromecánica Mora: servicios electromecánicos… taller, asesorías, capacitaciones» (#33, twelfth round): an
  // electromechanical firm is a car's only when its page names a vehicle; else it services machinery, and no page of
  // ours is near.
  if (exact?.slug === 'automotriz' && exact.source !== 'schema' && onlyElectromechanical(fields, domain)) return null;
  // A shop of a trade's materials is a shop (#33, seventh round): «Zeus | material de plomería y electricidad»,
  // «Somos una tienda de plomería y electricidad» sells pipes and cables; it does not send a plumber.
  const said = fields.filter(([field]) => field !== 'keywords' && field !== 'headings').map(([, text]) => text);
  // A day care or a school for dogs is a pet business, not a school (#33, tenth round): «PerroBueno | Guardería de día y
  // adiestramiento canino» is filed by its dogs, whatever its «guardería» and «al cole» say.
  const titled = fields.filter(([field]) => field === 'title' || field === 'h1' || field === 'name').map(([, text]) => text);
  if (exact?.slug === 'educacion' && titled.some((text) => FOR_PETS.test(text)))
    return { slug: 'peluqueria-canina', source: 'text' };
  // A fire-safety firm whose name says its trade (#33, twentieth round): «Extintores Bruce», whose page lists
  // «fumigación» among its services, sells and refills extinguishers; no page of ours is near. Only when neither the
  // name nor the title nor the h1 names the other sector.
  if (
    exact &&
    exact.source !== 'schema' &&
    titled.some((text) => FIRE_SAFETY.test(text)) &&
    !titled.some((text) =>
      (sectorSignatures.find((row) => row.slug === exact.slug)?.keywords ?? []).some((word) => mentions(text, word)),
    )
  )
    return null;
  // A martial-arts academy is a gym's kind, not a school (#33, twentieth round): «Herson Taekwondo | Academia de Artes
  // Marciales», whose «academia» and «clases» teach kicks and belts; no page of ours is near (as Krav Maga Asturias).
  if (exact?.slug === 'educacion' && exact.source !== 'schema' && titled.some((text) => MARTIAL_ARTS.test(text))) return null;
  // A clinic that keeps a pharmacy is a clinic (#33, twenty-second round): «Clínica Centenario del Norte», whose menu and
  // cards say «Farmacia» and «medicamentos» beside its specialities and laboratory, is health, not a shop. Only when the
  // name, the title or the h1 says the clinic.
  if (exact?.slug === 'comercio-minorista' && exact.source !== 'schema' && titled.some((text) => CLINIC.test(text)))
    return { slug: 'salud', source: 'text' };
  if (exact && exact.slug !== 'comercio-minorista' && said.some((text) => SELLS_MATERIALS.test(text)))
    return { slug: 'comercio-minorista', source: 'text' };
  // In Ecuador and the Andes a «cerrajería» is a metalwork shop (#33, seventh round): «Cerrajería en Quito |
  // Hierro, Acero y Aluminio», doors, stairs and handrails, no lock nor key: building works are the nearest.
  if (exact?.slug === 'cerrajeros' && isMetalwork(fields.map(([, text]) => text).join(' ')))
    return { slug: 'construccion', source: 'text' };
  // A sector taken only because nothing else was named (a word of the description, below SURE) gives
  // way to a trade without a page of its own that the name or the title says (#33): «Tintorería Les
  // Corts», whose hero says «limpieza profesional»; «Toldos Carpas y Campamentos», whose text speaks
  // of «calidad en estética visual».
  // Nor is it taken when the name or the title says a trade no page of ours is near (#33): «Cabañas
  // Huaraco», whose equipment list names «Aire Acondicionado», are holiday cabins, not air conditioning.
  if (exact && exact.score < SURE && namesATradeWithoutPage(fields)) return null;
  // The trade the business's own name says outweighs a sector the page names only around it (#33):
  // «Aberturas Aluminio Concordia | Tienda online» makes windows and doors and sells them online; it is
  // not a shop because of «tienda». Only when the name says that trade and none of the other sector's words.
  const nameSays = (slug: SectorSlug, keywordsOf: (signature: SectorSignature) => readonly string[]) => {
    const name = fields.find(([field]) => field === 'name')?.[1] ?? '';
    const signature = sectorSignatures.find((row) => row.slug === slug);
    return Boolean(signature && keywordsOf(signature).some((keyword) => mentions(name, keyword)));
  };
  const namedTradeWins =
    exact &&
    nearest &&
    nearest.score > exact.score &&
    nameSays(nearest.slug, (row) => row.nearest ?? []) &&
    !nameSays(exact.slug, (row) => row.keywords);
  // The business's own trade over what it lists, across pages of their own and nearest ones (#33, thirteenth round).
  const ownTradeIsNearest = exact && nearest && exact.own < SURE && nearest.own >= SURE;
  if (exact && !namedTradeWins && !ownTradeIsNearest && !(exact.score < SURE && nearest && nearest.score >= SURE))
    return { slug: exact.slug, source: exact.source };
  // No rule names a sector: the learned fallback (#33, `sector-classifier.ts`) may, from the words around the trade
  // («carta», «platos», «reservas» of an eatery named after its dish), above its threshold; never for a page whose name
  // or title says a trade no page of ours is near (lodging, a tattoo studio).
  if (!nearest) return namesATradeWithoutPage(fields) ? null : classifySector(input);
  // An upholsterer that makes and sells furniture is a furniture shop (#33, tenth round): «Tapicería Ivar - Muebles
  // de Diseño», «Fabricamos sillones y sofás a medida»; one that re-covers a home's furniture stays a home service.
  if (nearest.slug === 'servicios-hogar' && said.some((text) => MAKES_FURNITURE.test(text)))
    return { slug: 'comercio-minorista', source: nearest.source };
  // Nor is the nearest trade of a word around the page taken when the name or the title says a trade no page
  // is near (#33): «Jardín de eventos La Cabaña», whose «Pérgola» is its grounds, not an awning.
  if (namesATradeWithoutPage(fields) && !nameSays(nearest.slug, (row) => row.nearest ?? [])) return null;
  // Cranes that lift loads are building works, not tow trucks (Grúas Ememca, «realizando tus izajes», #33, ninth round).
  if (nearest.slug === 'automotriz' && liftsLoads(fields.map(([, text]) => text).join(' ')))
    return { slug: 'construccion', source: nearest.source };
  const trade = TRADE_WORDS.find(
    ({ sector, words }) =>
      sector === nearest.slug && words.some((word) => fields.some(([, text]) => mentions(text, word)) || domain.includes(word)),
  )?.trade;
  return { slug: nearest.slug, source: nearest.source, ...(trade ? { trade } : {}) };
}

/** A vehicle named: what makes an «electromecánica» a car workshop. */
const VEHICLES =
  / (?:autos?|coches?|carros?|vehicul\w*|automotor\w*|automovil\w*|automotriz|automocion|camion\w*|motos?|motocicletas?) /;

/** The car workshop's keywords a page says, in its text or its domain. */
function carWordsSaid(fields: readonly [keyof typeof WEIGHTS, string][], domain: string): string[] {
  const signature = sectorSignatures.find((row) => row.slug === 'automotriz');
  return (signature?.keywords ?? []).filter(
    (keyword) =>
      fields.some(([, text]) => mentions(text, keyword)) || (keyword.length >= 5 && domain.includes(keyword.replace(/\s/g, ''))),
  );
}

/** Whether the only car word a page says is «electromecánica», with no vehicle named. */
function onlyElectromechanical(fields: readonly [keyof typeof WEIGHTS, string][], domain: string): boolean {
  const said = carWordsSaid(fields, domain);
  return (
    said.length > 0 &&
    said.every((keyword) => keyword.startsWith('electromecanic')) &&
    !fields.some(([, text]) => VEHICLES.test(text))
  );
}

/** A clinic or medical centre named: «clínica», «centro médico», «policlínico», «hospital» (not a vet's nor a dentist's). */
const CLINIC = / (?:clinica|centro medico|policlinic[oa]|hospital)(?! (?:veterinari|dental|odontolog|de mascotas))/;

/** Industry named: a plant, its machinery, industrial upkeep. */
const INDUSTRY = / (?:industrial(?:es)?|industria|plantas? (?:industrial|de produccion)|maquinaria) /;

/**
 * Whether the only car words a page says are «mecánica» or «mecánico», said with industry and no vehicle named (#33,
 * twenty-second round): «mantenimiento mecánico y eléctrico» of plants, «resistencia química y mecánica» of a floor
 * («electromecánica» alone is `onlyElectromechanical`'s).
 */
export function industrialMechanicsOnly(fields: readonly [keyof typeof WEIGHTS, string][], domain: string): boolean {
  const said = carWordsSaid(fields, domain);
  return (
    said.length > 0 &&
    said.every((keyword) => /^mecanic/.test(keyword)) &&
    !fields.some(([, text]) => VEHICLES.test(text)) &&
    fields.some(([, text]) => INDUSTRY.test(text))
  );
}

/** Extinguishers and fire protection: a fire-safety firm's trade. */
const FIRE_SAFETY = / (?:extintor(?:es)?|contra incendios?|proteccion contra incendios?) /;

/** The martial arts and fighting sports a gym or dojo teaches: «taekwondo», «karate», «artes marciales»… */
const MARTIAL_ARTS =
  / (?:artes? marcial(?:es)?|taekwondo|tae kwon do|karate|judo|jiu jitsu|jiujitsu|kung fu|kickboxing|muay thai|aikido|capoeira|krav maga|boxeo|dojo) /;

/** Dogs, cats, pets: what a pet business's title names. */
const FOR_PETS = / (?:canin[oa]s?|perros?|mascotas?|gatos?) /;

/** A maker or seller of furniture: «muebles de diseño», «fabricamos sillones y sofás», «mueblería». */
const MAKES_FURNITURE =
  / (?:muebles de diseno|muebleria|fabric(?:amos|a|acion de) (?:muebles|sillones|sofas|sillas)|sillones y sofas|sofas y sillones|sofas a medida) /;

/** Words that say a service of some trade, not which one. */
const GENERIC_SERVICE = new Set(['servicio tecnico']);

/** «tienda de plomería», «material eléctrico», «materiales para la construcción»: what a shop sells. */
const SELLS_MATERIALS =
  / (?:tienda|tiendas|materiales?|insumos|articulos) (?:de |para )?(?:la |el )?(?:plomeria|fontaneria|electricidad|electrico|electricos|gas|construccion|jardineria|refrigeracion|climatizacion|cerrajeria|ferreteria) /;

const METALWORK = [
  ' hierro',
  ' acero',
  ' aluminio',
  ' estructuras metalicas',
  ' pasamanos',
  ' puertas metalicas',
  ' escaleras metalicas',
  ' herreria',
];
const LOCKS = [
  ' cerradura',
  ' llave',
  ' bombin',
  ' apertura de',
  ' chapa',
  ' candado',
  ' locksmith',
  ' caja fuerte',
  ' cajas fuertes',
];

/** A page that names three kinds of metalwork and no lock or key. */
/** A crane firm's words for lifting (izajes, tower or telescopic cranes), with none of a tow truck's. */
function liftsLoads(normalized: string): boolean {
  return (
    / (?:izajes?|izado de cargas|grua torre|gruas torre|grua telescopica|gruas telescopicas|grua pluma|montaje industrial) /.test(
      normalized,
    ) && !/ (?:remolque|auxilio|vehiculos?|autos?|coches?|carretera|choque) /.test(normalized)
  );
}

function isMetalwork(normalized: string): boolean {
  return METALWORK.filter((word) => normalized.includes(word)).length >= 3 && !LOCKS.some((word) => normalized.includes(word));
}

/** The words that name a trade with an offer of its own, and the sector it is filed under. */
const TRADE_WORDS: readonly { trade: NearestTrade; sector: SectorSlug; words: readonly string[] }[] = [
  {
    trade: 'gruas',
    sector: 'automotriz',
    words: ['grua', 'gruas', 'autogrua', 'gruero', 'remolque', 'auxilio vial', 'auxilio mecanico', 'asistencia en carretera'],
  },
  // A notary's callers want a deed or a certification done, not a lawyer for their case (#33).
  { trade: 'notarias', sector: 'bufetes-abogados', words: ['escribania', 'escribano', 'notaria', 'notario', 'notarial'] },
];

function gluedIn(words: readonly string[], keyword: string, squashed: string): boolean {
  if (keyword.endsWith(' ') || squashed.length < 8) return false;
  return words.some((word) => word.length > squashed.length && word.includes(squashed));
}

function bestSector(
  signatures: readonly SectorSignature[],
  keywordsOf: (signature: SectorSignature) => readonly string[],
  types: ReadonlySet<string>,
  fields: readonly [keyof typeof WEIGHTS, string][],
  menu: string,
  domain: string,
): { slug: SectorSlug; score: number; own: number; source: SectorSource } | null {
  type Scored = { slug: SectorSlug; score: number; own: number; source: SectorSource };
  let best: Scored | null = null;
  let bestOwn: Scored | null = null;
  let named = 0;
  // The name's and the title's words, split once (a long text is never searched for a glued trade).
  const wordsOf = new Map(fields.map(([field, text]) => [field, text.length > 400 ? [] : text.split(' ')] as const));
  for (const signature of signatures) {
    let score = 0;
    let own = 0;
    let source: SectorSource | null = null;
    const typed = signature.schemaTypes.filter((type) => types.has(type.toLowerCase()));
    if (typed.length > 0) {
      if (!typed.every((type) => GENERIC_SCHEMA_TYPES.has(type))) own += WEIGHTS.schema;
      // A kind of business (MedicalClinic, ProfessionalService, Store…) weighs like a title word: a
      // chiropractor's WordPress theme marks every clinic MedicalClinic, and the page's own
      // «quiropráctico» names the exact industry page (#33).
      score += typed.every((type) => GENERIC_SCHEMA_TYPES.has(type)) ? WEIGHTS.title : WEIGHTS.schema;
      source = 'schema';
    }
    for (const keyword of keywordsOf(signature)) {
      let found = false;
      const squashed = keyword.replace(/ /g, '');
      for (const [field, text] of fields) {
        if (text.length > 2 && mentions(text, keyword)) {
          score += WEIGHTS[field];
          if (OWN_FIELDS.has(field)) own += OWN_WEIGHT;
          found = true;
        } else if ((field === 'name' || field === 'title') && gluedIn(wordsOf.get(field) ?? [], keyword, squashed)) {
          // «Popipastelería», «ImpermeabilizacionesMB» (#33, seventh round): a trade word glued into the name,
          // as a domain runs words together; only a long keyword, never a whole-word one.
          score += WEIGHTS[field];
          own += OWN_WEIGHT;
          found = true;
        }
      }
      // A keyword that ends with a space is a whole word («market »): never looked for inside a domain.
      if (!keyword.endsWith(' ') && squashed.length >= 5 && domain.includes(squashed)) {
        score += WEIGHTS.domain;
        own += OWN_WEIGHT;
        source ??= found ? 'text' : 'domain';
      }
      if (menu.length > 2 && mentions(menu, keyword)) {
        score += WEIGHTS.menu;
        found = true;
      }
      if (found) source = source === 'schema' ? 'schema' : 'text';
    }
    if (score > 0) named += 1;
    if (score >= ALONE && source && (!best || score > best.score)) best = { slug: signature.slug, score, own, source };
    if (
      score >= ALONE &&
      source &&
      own >= SURE &&
      (!bestOwn || own > bestOwn.own || (own === bestOwn.own && score > bestOwn.score))
    )
      bestOwn = { slug: signature.slug, score, own, source };
  }
  // The business's own trade over the services it lists: a sector only the lists name gives way to one its name,
  // title, h1, domain or its own «somos…» sentence names.
  if (best && bestOwn && best.own < SURE) best = bestOwn;
  return best && (best.score >= SURE || named === 1) ? best : null;
}
