// Characters no text sent to the automation service may hold: the C0 controls, DEL and the C1
// controls (PostgreSQL refuses U+0000 outright; the others have no place in a name, an address or a
// URL and only serve to hide or garble text), and halves of a UTF-16 surrogate pair without the
// other half (not Unicode: they would be stored as U+FFFD, silently changing what was sent). Tab,
// line feed and carriage return are allowed only in texts that may have lines. A module of its own,
// so the measurement contract (in every page) can use it without loading the webhook schemas.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTER_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// With the u flag a class of surrogates matches only a half that is not part of a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// The same, to replace every occurrence.
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'gu');

/** What a field with a forbidden character is told (the automation service answers it as a 400). */
export const forbiddenCharacterMessages = {
  control: 'No puede contener caracteres de control (como el carácter nulo).',
  unicode: 'Contiene caracteres Unicode incompletos o no válidos.',
} as const;

/** Whether a text holds a control character; `lines` allows tab, line feed and carriage return. */
export function hasControlCharacters(value: string, options: { lines?: boolean } = {}): boolean {
  return (options.lines ? CONTROL_CHARACTER_IN_LINES : CONTROL_CHARACTER).test(value);
}

/** Whether a text holds half of a surrogate pair without the other half. */
export function hasLoneSurrogates(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/**
 * The text with every control character turned into a space and every lone surrogate dropped: what
 * is left holds nothing a field refuses (for text taken from elsewhere, such as a scraped page).
 */
export function withoutForbiddenCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(LONE_SURROGATES, '');
}

/** Whether a text holds any character no field accepts (see above). */
export function hasForbiddenCharacters(value: string, options: { lines?: boolean } = {}): boolean {
  return hasControlCharacters(value, options) || hasLoneSurrogates(value);
}
