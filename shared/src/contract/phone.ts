// The site's phone number as people read and dial it. A module of its own so that what only needs the
// words (the structured data) does not load the site config's store with them.

/** "919931748" → "919 93 17 48", the way Spanish landlines are written. */
export function formatPhone(phone: string): string {
  return phone.replace(/^(\d{3})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
}

export function phoneHref(phone: string): string {
  return `tel:+34${phone}`;
}
