// Emotion's server rendering writes each component's CSS as a <style> element right before the
// element that needs it: about a hundred per page, inside <body> (invalid HTML: <style> belongs in
// <head>), the same rules repeated wherever a component repeats. This moves them into <head> once:
// one <style> with every rule, named by SERVER_STYLES_ATTRIBUTE (`css id1 id2 …`), and each Global
// style in its own <style data-emotion="css-global id" data-s>. In the browser the islands' roots
// tell Emotion's cache those ids are in the page (boot/serverStyles.tsx), so nothing is inserted
// twice and the markup React hydrates is the same; neither element is one Emotion's cache moves
// (`data-s` is its own mark for a style it inserted itself), as moving a <style> restyles the page.
import { SERVER_STYLES_ATTRIBUTE } from '../../boot/serverStyles';

const STYLE = /<style data-emotion="([a-z-]+) ([^"]*)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

export function hoistEmotionStyles(html: string, key = 'css'): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const ids: string[] = [];
  const seen = new Set<string>();
  let rules = '';
  const globals: string[] = [];
  const body = html.slice(headEnd).replace(STYLE, (whole, tagKey: string, names: string, css: string) => {
    if (tagKey === `${key}-global`) {
      if (!globals.some((tag) => tag.includes(`"${key}-global ${names}"`)))
        globals.push(`<style data-emotion="${key}-global ${names}" data-s="">${css}</style>`);
      return '';
    }
    if (tagKey !== key) return whole;
    const fresh = names.split(' ').filter((id) => id && !seen.has(id));
    // Every id of a tag is new together or not at all (a tag holds one serialized style).
    if (fresh.length === 0) return '';
    for (const id of fresh) seen.add(id);
    ids.push(...fresh);
    rules += css;
    return '';
  });
  if (ids.length === 0 && globals.length === 0) return html;
  const head = `${globals.join('')}${ids.length > 0 ? `<style ${SERVER_STYLES_ATTRIBUTE}="${key} ${ids.join(' ')}">${rules}</style>` : ''}`;
  return `${html.slice(0, headEnd)}${head}${body}`;
}
