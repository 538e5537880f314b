// Emotion's server rendering writes each component's CSS as a <style> element right before the
// element that needs it: about a hundred per page, inside <body> (invalid HTML: <style> belongs in
// <head>), the same rules repeated wherever a component repeats. This moves them into <head> once,
// in the form Emotion's own client reads back: one <style data-emotion="css id1 id2 …"> with every
// rule, and each Global style in its own <style data-emotion="css-global id">. In the browser,
// Emotion's cache registers those ids before React hydrates (it looks for them in the whole
// document), so nothing is inserted twice and the markup React hydrates is the same.

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
        globals.push(`<style data-emotion="${key}-global ${names}">${css}</style>`);
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
  const head = `${globals.join('')}${ids.length > 0 ? `<style data-emotion="${key} ${ids.join(' ')}">${rules}</style>` : ''}`;
  return `${html.slice(0, headEnd)}${head}${body}`;
}
