// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteSections } from '@estefania/shared/contract';
import { renderSiteImages } from './images';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('link-preview images', () => {
  it('draws a 1200×630 PNG for every section and a 512×512 logo', async () => {
    const images = await renderSiteImages();
    expect([...images.keys()].sort()).toEqual([...siteSections.map((section) => `${section}.png`), 'logo.png'].sort());
    for (const section of siteSections) expect(pngSize(images.get(`${section}.png`)!)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(images.get('logo.png')!)).toEqual({ width: 512, height: 512 });
  });

  it('draws a different picture for each section (its own words, not a placeholder)', async () => {
    const images = await renderSiteImages(['home', 'pricing']);
    expect(images.get('home.png')!.equals(images.get('pricing.png')!)).toBe(false);
    // A picture with text and a gradient, not a flat fill: tens of kilobytes.
    expect(images.get('pricing.png')!.length).toBeGreaterThan(30_000);
  });
});
