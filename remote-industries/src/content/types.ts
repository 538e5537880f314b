// Spec §2 lists exactly these slugs; the shared catalogue (header menu) carries the same ones with
// name, icon and short description. Typing the detail records by this union makes a missing or
// unknown slug a compile error; a unit test checks that the catalogue agrees.
export const industrySlugs = [
  'construccion',
  'salud',
  'servicios-profesionales',
  'inmobiliaria',
  'comercio-minorista',
  'servicios-hogar',
  'automotriz',
  'restaurantes',
  'educacion',
  'tecnologia',
  'cerrajeros',
  'servicios-financieros',
  'quiropracticos',
  'veterinarios',
  'techado-tejados',
  'paisajismo',
  'seguros',
  'funerarias',
  'dentistas',
  'reparacion-electronicos',
  'franquicias',
  'electricistas',
  'contabilidad',
  'peluquerias-salones',
  'control-plagas',
  'emergencias-hogar',
  'peluqueria-canina',
  'fontaneria',
  'climatizacion-hvac',
  'gestion-propiedades',
  'pequenas-empresas',
  'bufetes-abogados',
] as const;

export type IndustrySlug = (typeof industrySlugs)[number];

/** A benefit is either a titled card or a plain line rendered with the generic sentence (spec §3). */
export type IndustryBenefit = string | { title: string; description: string };

export interface IndustryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The extra section of the pages that have their own picture (emergencias-hogar, bufetes-abogados). */
export interface IndustryFeature {
  heading: string;
  paragraphs: readonly string[];
  image: IndustryImage;
}

export interface IndustryDetail {
  /** The page's h1 and <title>. */
  title: string;
  /** The business as the owner calls it, with "tu" ("tu cerrajería"): ends the benefits heading. */
  audience: string;
  /** Meta description. */
  description: string;
  /** The line under the h1. */
  hero: string;
  benefits: readonly IndustryBenefit[];
  feature?: IndustryFeature;
}

/** The records of one sector file: only spec slugs, each written once. */
export type SectorDetails<Slug extends IndustrySlug> = { readonly [S in Slug]: IndustryDetail };
