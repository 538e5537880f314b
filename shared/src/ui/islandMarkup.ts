// How an island is written in the server HTML and marked in the browser: the one place for the
// names the server renderer (islands.tsx), the page script (which must load no library) and the
// tests read. Dependency-free, so the page script can import it (`@estefania/shared/island-markup`).

/** When an island comes alive (see islands.tsx). */
export type HydrateOn = 'load' | 'idle' | 'visible' | 'seen' | 'interaction';

/**
 * Published by a remote's build next to its mf-manifest.json: each island's own chunk, by island
 * name (`{ "Comparison": "assets/Comparison-….js" }`, see defineIslandLoaders). The shell server
 * names a page's islands' code from it, so the browser fetches only theirs ahead.
 */
export const ISLAND_CHUNKS_FILE = 'islands.json';

/** The element that holds an island (a custom element: valid wherever phrasing content is). */
export const ISLAND_ELEMENT = 'estefania-island';

export const ISLAND_ATTRIBUTES = {
  /** `<owner>/<Component>`: which island this is. */
  name: 'data-island',
  /** When it comes alive: `load`, `idle`, `visible`, `seen` or `interaction`. */
  hydrate: 'data-hydrate',
  /**
   * A browser-storage key: when the visitor's browser holds it, the island comes alive at once
   * whatever `hydrate` says (a saved draft resumes where the visitor left it, with no flash of step 1).
   */
  stored: 'data-hydrate-stored',
  /**
   * Present when the island can show a toast (a form's answer): the page then fetches the toast
   * library at idle, so the first answer does not wait for it; a page with none loads it only if a
   * toast comes (an island that could not load).
   */
  toasts: 'data-toasts',
  /** Its id in the document, also the prefix of its `useId` values. */
  id: 'data-id',
  /** Its props, as JSON. */
  props: 'data-props',
  /** Set just before `hydrateRoot`: React listens from then on. */
  hydrating: 'data-hydrating',
  /** Set once it is live: React has its markup and what was done before has been handed over. */
  live: 'data-hydrated',
} as const;

/**
 * A form's early answer (#31): sent before its island is live, a form whose required fields are
 * empty is answered by the page script at once, with the island's own messages, instead of waiting
 * for the code. A field names its message (`requiredMessage`); its message element is the field's id
 * plus `errorIdSuffix`, in the markup from the start (hidden while empty); what was said goes into the
 * island's props under `prop` (field name → message), so React hydrates the very markup on screen.
 */
export const EARLY_CHECK = {
  requiredMessage: 'data-required-message',
  errorIdSuffix: '-error',
  prop: 'earlyErrors',
} as const;

/** What the page script said before the island was live: field name → message. */
export type EarlyErrors = Partial<Record<string, string>>;

/** Every island of a document, for `querySelectorAll`. */
export const ISLAND_SELECTOR = `${ISLAND_ELEMENT}[${ISLAND_ATTRIBUTES.name}]`;

/** The islands that can show a toast. */
export const TOASTING_ISLAND_SELECTOR = `${ISLAND_SELECTOR}[${ISLAND_ATTRIBUTES.toasts}]`;

/** What a visitor is told when an island's code cannot be had (its remote down since the page was served). */
export const ISLAND_FAILED_MESSAGE =
  'Esta parte de la página no responde ahora mismo. Recarga la página para intentarlo de nuevo.';
