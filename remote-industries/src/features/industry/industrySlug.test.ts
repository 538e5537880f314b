import { describe, expect, it } from 'vitest';
import { resolveIndustrySlug } from './industrySlug';

describe('resolveIndustrySlug', () => {
  it('prefers the route parameter', () => {
    expect(resolveIndustrySlug('dentistas', '/industrias/otra-cosa')).toBe('dentistas');
  });

  it('falls back to the last path segment', () => {
    expect(resolveIndustrySlug(undefined, '/industrias/fontaneria')).toBe('fontaneria');
    expect(resolveIndustrySlug(undefined, '/industrias/fontaneria/')).toBe('fontaneria');
  });

  it('decodes the segment and survives a malformed escape', () => {
    expect(resolveIndustrySlug(undefined, '/industrias/peluquer%C3%ADa')).toBe('peluquería');
    expect(resolveIndustrySlug(undefined, '/industrias/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
