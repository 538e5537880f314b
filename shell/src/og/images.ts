// The site's link-preview (Open Graph) images, one per section, and the square logo search
// engines show for the organisation: drawn from the brand (colours of the theme, the logo mark,
// Inter) with satori (layout to SVG) and resvg (SVG to PNG), at build time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_IMAGE_SIZE, siteSections, type SiteSection } from '@estefania/shared/contract';
import { theme } from '@estefania/shared/theme';
import { ogBrandLine, ogImageTexts, type OgImageText } from './content/ogImages';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

/** The logo mark of favicon.svg (a white E on the brand square), at any size. */
function logoMark(size: number): Node {
  return h(
    'svg',
    { width: size, height: size },
    [
      h('rect', {}, undefined, { width: 64, height: 64, rx: 14, fill: theme.colors.brand }),
      h('path', {}, undefined, { d: 'M20 18h24v6H27v5h15v6H27v5h17v6H20z', fill: theme.colors.onBrand }),
    ],
    { viewBox: '0 0 64 64', width: size, height: size },
  );
}

function previewLayout(text: OgImageText): Node {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      // satori sizes boxes content-box: the padding goes inside a full-size box.
      boxSizing: 'border-box',
      padding: '64px 72px',
      backgroundImage: `linear-gradient(135deg, ${theme.colors.brandDark} 0%, ${theme.colors.brand} 70%, ${theme.colors.accent} 140%)`,
      color: theme.colors.onBrand,
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        logoMark(72),
        h('div', { fontSize: 40, fontWeight: 800, letterSpacing: '-0.02em' }, 'EstefanIA'),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        h(
          'div',
          {
            display: 'flex',
            alignSelf: 'flex-start',
            padding: '8px 20px',
            borderRadius: 999,
            backgroundColor: 'rgba(255,255,255,0.16)',
            fontSize: 28,
            fontWeight: 700,
          },
          text.eyebrow,
        ),
        h('div', { fontSize: 68, fontWeight: 800, lineHeight: 1.08, letterSpacing: '-0.025em', maxWidth: 1000 }, text.title),
        h('div', { fontSize: 32, lineHeight: 1.35, color: theme.colors.brandSoft, maxWidth: 980 }, text.subtitle),
      ]),
      h('div', { display: 'flex', fontSize: 24, color: theme.colors.brandSoft }, ogBrandLine),
    ],
  );
}

async function png(node: Node, width: number, height: number): Promise<Buffer> {
  const svg = await satori(node as never, {
    width,
    height,
    fonts: [
      { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
      { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
      { name: 'Inter', data: font(800), weight: 800, style: 'normal' },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

/** Every image by its public file name under /og/: `<section>.png` and `logo.png`. */
export async function renderSiteImages(sections: readonly SiteSection[] = siteSections): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for (const section of sections) {
    images.set(`${section}.png`, await png(previewLayout(ogImageTexts[section]), OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height));
  }
  images.set('logo.png', await png(h('div', { display: 'flex', width: '100%', height: '100%' }, logoMark(512)), 512, 512));
  return images;
}
