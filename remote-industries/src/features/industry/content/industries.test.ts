import { describe, expect, it } from 'vitest';
import { industryCardDescriptions } from '../../catalogue/content/industryCards';
import { industryDetails } from './industries';
import type { IndustryBenefit } from './types';
import { industries, industrySlugs, isIndustrySlug } from '../../catalogue/content/industryList';
import { specSlugs } from '../../catalogue/testing';

const records = Object.entries(industryDetails);
const benefitText = (benefit: IndustryBenefit) => (typeof benefit === 'string' ? benefit : benefit.title);
const normalise = (text: string) => text.toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.map(normalise).filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

describe('industry content', () => {
  it('has 32 unique slugs, exactly the spec list, the catalogue and the detail records', () => {
    expect(industrySlugs).toHaveLength(32);
    expect(new Set(industrySlugs).size).toBe(32);
    expect([...industrySlugs]).toEqual(specSlugs);
    expect(industries.map((industry) => industry.slug)).toEqual(specSlugs);
    expect(Object.keys(industryDetails).sort()).toEqual([...specSlugs].sort());
    expect(Object.keys(industryCardDescriptions)).toEqual(specSlugs);
  });

  it('recognises only known slugs', () => {
    expect(isIndustrySlug('fontaneria')).toBe(true);
    expect(isIndustrySlug('no-existe')).toBe(false);
    expect(isIndustrySlug('toString')).toBe(false);
    expect(isIndustrySlug('')).toBe(false);
  });

  it.each(records)('%s is complete', (_slug, detail) => {
    expect(detail.title).toMatch(/^Recepcionista IA para \S/);
    // Ends "Cómo te ayuda EstefanIA en …": a business, not a trade name ("en tu cerrajería", never "en cerrajeros").
    expect(detail.audience).toMatch(/^tu \p{Ll}/u);
    expect(detail.description.length).toBeGreaterThanOrEqual(90);
    expect(detail.description.length).toBeLessThanOrEqual(170);
    expect(detail.hero.length).toBeGreaterThan(80);
    expect(detail.benefits.length).toBeGreaterThanOrEqual(4);
    for (const benefit of detail.benefits) {
      if (typeof benefit === 'string') expect(benefit.length).toBeGreaterThan(20);
      else {
        expect(benefit.title.length).toBeGreaterThan(10);
        expect(benefit.description.length).toBeGreaterThan(40);
      }
    }
  });

  it('uses both benefit shapes across the pages', () => {
    const all = records.flatMap(([, detail]) => detail.benefits);
    expect(all.some((benefit) => typeof benefit === 'string')).toBe(true);
    expect(all.some((benefit) => typeof benefit !== 'string')).toBe(true);
  });

  it('gives every page its own title, description, hero line and benefits heading', () => {
    expect(duplicates(records.map(([, detail]) => detail.title))).toEqual([]);
    expect(duplicates(records.map(([, detail]) => detail.description))).toEqual([]);
    expect(duplicates(records.map(([, detail]) => detail.hero))).toEqual([]);
    expect(duplicates(records.map(([, detail]) => detail.audience))).toEqual([]);
  });

  it('never repeats a benefit, on one page or across pages', () => {
    const benefits = records.flatMap(([, detail]) => detail.benefits);
    expect(duplicates(benefits.map(benefitText))).toEqual([]);
    const described = benefits.flatMap((benefit) => (typeof benefit === 'string' ? [] : [benefit.description]));
    expect(duplicates(described)).toEqual([]);
  });

  it('gives a picture and extra text to emergencias-hogar and bufetes-abogados only', () => {
    const withFeature = records.filter(([, detail]) => detail.feature).map(([slug]) => slug);
    expect(withFeature.sort()).toEqual(['bufetes-abogados', 'emergencias-hogar']);
    for (const slug of withFeature) {
      const feature = industryDetails[slug as 'bufetes-abogados'].feature!;
      expect(feature.heading.length).toBeGreaterThan(10);
      expect(feature.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(feature.image.src).toMatch(/\.(svg|webp)$/);
      expect(feature.image.alt.length).toBeGreaterThan(30);
      expect(feature.image.width).toBeGreaterThan(0);
      expect(feature.image.height).toBeGreaterThan(0);
    }
  });

  it('writes no price: prices only come from the shared catalogue', () => {
    const text = JSON.stringify(industryDetails);
    expect(text).not.toMatch(/€|\beuros?\b/i);
  });
});
