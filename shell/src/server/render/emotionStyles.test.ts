// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hoistEmotionStyles } from './emotionStyles';

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

describe('hoistEmotionStyles', () => {
  it('moves every component style into one <style> in <head>, each rule once, globals apart', () => {
    const html = page(
      '<meta charset="UTF-8"/><title>Precios</title>',
      '<div id="root"><style data-emotion="css-global 1u1h">body{margin:0}</style>' +
        '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
        '<style data-emotion="css b2">.css-b2{gap:1rem}</style><p class="css-b2">x</p>' +
        '<style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">y</p></div></div>',
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        '<meta charset="UTF-8"/><title>Precios</title><style data-emotion="css-global 1u1h" data-s="">body{margin:0}</style>' +
          '<style data-estilos-servidor="css a1 b2">.css-a1{color:red}.css-b2{gap:1rem}</style>',
        '<div id="root"><div class="css-a1"><p class="css-b2">x</p><p class="css-a1">y</p></div></div>',
      ),
    );
  });

  it('leaves a page without Emotion styles, and other <style> elements, as they are', () => {
    const plain = page('<title>T</title>', '<style>p{color:red}</style><p>x</p>');
    expect(hoistEmotionStyles(plain)).toBe(plain);
    expect(hoistEmotionStyles('<p>sin head</p>')).toBe('<p>sin head</p>');
  });

  it('never touches what the page says: a <style> written as text is not a style element', () => {
    const html = page('', '<p>&lt;style data-emotion=&quot;css x&quot;&gt;</p><style data-emotion="css k">.k{}</style>');
    expect(hoistEmotionStyles(html)).toContain('<p>&lt;style data-emotion=&quot;css x&quot;&gt;</p>');
    expect(hoistEmotionStyles(html)).toContain('<head><style data-estilos-servidor="css k">.k{}</style></head>');
  });
});
