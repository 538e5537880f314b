/** String helpers shared by the extractor and the script writer. */

import { withoutForbiddenCharacters } from '@estefania/shared/characters';

export function collapseWhitespace(text: string): string {
  return (
    // A page may hold control characters (`&#1;`) or half a surrogate pair (JSON-LD's "\uD800"):
    // nothing the webhooks' schemas accept, so none of it reaches a name or a description.
    withoutForbiddenCharacters(text)
      .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `maxChars` characters (a cap applied before any regular expression sees the text). */
export function clip(text: string, maxChars: number): string {
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}

const SEPARATOR_CHARS = new Set([...' \t\n\r\f\v\u00a0|·•–—:-']);

/**
 * Leading and trailing separators off a name ("— Clínica Sonrisa |" → "Clínica Sonrisa"). A loop,
 * not /[…]+$/: that regular expression retries from every separator and is quadratic on
 * "a- - - - …x" (issue #14).
 */
export function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SEPARATOR_CHARS.has(text.charAt(start))) start += 1;
  while (end > start && SEPARATOR_CHARS.has(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Lower case without accents: "Clínica Peña" → "clinica pena". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Lower-case ASCII letters and digits only: "Clínica Sonrisa" → "clinicasonrisa". */
export function slug(text: string): string {
  return fold(text).replace(/[^a-z0-9]/g, '');
}

/** A host as one slug, without "www" and its top-level domain: "www.clinica-sonrisa.es" → "clinicasonrisa". */
export function domainSlug(hostname: string): string {
  const labels = hostname.replace(/^www\d*\./, '').split('.');
  return slug(labels.length > 1 ? labels.slice(0, -1).join('') : (labels[0] ?? ''));
}

/** Cuts at the last word boundary that fits; never mid-word. */
export function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const slice = text.slice(0, maxChars + 1);
  const lastSpace = slice.lastIndexOf(' ');
  return (lastSpace > maxChars * 0.5 ? slice.slice(0, lastSpace) : text.slice(0, maxChars)).replace(/[\s,;:–—-]+$/, '');
}

/** A capitalised word of a place's name: "Vitoria-Gasteiz", "L'Alcúdia", "Sta.". */
export const PLACE_WORD = "\\p{Lu}[\\p{L}'’.-]*";

/** A town as it is written: one to four capitalised words with lower-case joiners ("San Sebastián de los Reyes"). */
export const TOWN = `${PLACE_WORD}(?:\\s(?:de|del|la|las|los|el|y)?\\s?${PLACE_WORD}){0,3}`;
