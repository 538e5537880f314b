import { type IndustrySlug } from '../../catalogue/content/industryList';
// Typing the detail records by the shared slug union makes a missing or unknown slug a compile error.

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
