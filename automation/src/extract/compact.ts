/*
 * A linear pass over the raw HTML before parse5 sees it (issue #14). parse5 and the regular
 * expressions after it cost time in proportion to the longest text or attribute value, and a hostile
 * page can make one 1.5 MB long (an og:site_name of "a- - - …x" froze the service for seconds). No
 * business name or description is longer than a few hundred characters, so every text run and
 * quoted attribute value is cut to a size that keeps extraction within milliseconds, and the page
 * itself to the part a homepage's name and description live in.
 */

/** The part of a page that is read at all. */
export const MAX_HTML_CHARS = 512 * 1024;
/**
 * Longest text run kept (between two tags): as much as any field reads of a text node (dom.ts's
 * `MAX_TEXT_CHARS`; no corpus page has a run over 2,000 characters). parse5 makes a token of every
 * change between spaces and other characters, so a 16 KB run of «- - -» was 16,000 tokens per field,
 * and 100–280 ms of a cold process's first hostile page (#33).
 */
export const MAX_TEXT_RUN = 2 * 1024;
/** A JSON-LD block may be longer than ordinary text (a @graph with offers and reviews). */
export const MAX_JSON_LD_RUN = 64 * 1024;
/** Longest quoted attribute value kept (a meta content, an alt). */
export const MAX_ATTRIBUTE_VALUE = 4 * 1024;
/** Tags read at most: the head and the top of the body, where a homepage says who it is. */
export const MAX_TAGS = 6_000;

function isTagStart(code: number): boolean {
  // a-z, A-Z, "/", "!" or "?": anything else after "<" is text, as in the HTML tokenizer.
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 47 || code === 33 || code === 63;
}

/** The page with every over-long text run and attribute value cut, in one pass. */
export function compactHtml(html: string): string {
  const input = html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html;
  const out: string[] = [];
  let position = 0;
  let textLimit = MAX_TEXT_RUN;
  let tags = 0;
  const rawTextEnd = /<\/(script|style)/gi;
  while (position < input.length && tags < MAX_TAGS) {
    // Text up to the next tag.
    let tagStart = input.indexOf('<', position);
    while (tagStart !== -1 && !isTagStart(input.charCodeAt(tagStart + 1))) tagStart = input.indexOf('<', tagStart + 1);
    const textEnd = tagStart === -1 ? input.length : tagStart;
    out.push(textEnd - position > textLimit ? input.slice(position, position + textLimit) : input.slice(position, textEnd));
    if (tagStart === -1) break;

    // The tag, up to its ">" outside a quoted value; quoted values over the limit are cut.
    let index = tagStart + 1;
    let segmentStart = tagStart;
    let afterEquals = false;
    while (index < input.length) {
      const char = input.charCodeAt(index);
      if (char === 62 /* > */) break;
      if ((char === 34 /* " */ || char === 39) /* ' */ && afterEquals) {
        const close = input.indexOf(char === 34 ? '"' : "'", index + 1);
        const valueEnd = close === -1 ? input.length : close;
        if (valueEnd - index - 1 > MAX_ATTRIBUTE_VALUE) {
          out.push(input.slice(segmentStart, index + 1 + MAX_ATTRIBUTE_VALUE));
          segmentStart = valueEnd;
        }
        index = valueEnd + 1;
        afterEquals = false;
        continue;
      }
      if (char === 61 /* = */) afterEquals = true;
      else if (char !== 32 && char !== 9 && char !== 10 && char !== 13 && char !== 12) afterEquals = false;
      index += 1;
    }
    const tagEnd = Math.min(index + 1, input.length);
    out.push(input.slice(segmentStart, tagEnd));
    tags += 1;
    position = tagEnd;
    // Only the text right after a JSON-LD <script> gets the larger limit; other scripts and styles
    // say nothing about the business and are emptied (they are most of a heavy page's bytes).
    const head = input.slice(tagStart, Math.min(tagEnd, tagStart + 200)).toLowerCase();
    const jsonLd = head.startsWith('<script') && head.includes('ld+json');
    textLimit = jsonLd ? MAX_JSON_LD_RUN : MAX_TEXT_RUN;
    if (!jsonLd && /^<(script|style)[\s>]/.test(head)) {
      rawTextEnd.lastIndex = position;
      const end = rawTextEnd.exec(input);
      position = end ? end.index : input.length;
    }
  }
  return out.join('');
}
