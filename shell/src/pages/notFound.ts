// The 404's console line (spec §2), written by the page script on a page the server sent (the
// not-found page has no code of its own) and by the page itself where the browser renders it.

/** Marks the 404 page in the HTML. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/** The spec's console line for a path no page answers. */
export function logNotFound(pathname: string): void {
  console.error('404 Error: User attempted to access non-existent route:', pathname);
}
