import { ISLAND_ATTRIBUTES, ISLAND_ELEMENT, type HydrateOn } from './islandMarkup';
import {
  createContext,
  createElement,
  useContext,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * Islands: the interactive parts of a server-rendered page. A page is HTML; only what a visitor
 * interacts with (a menu, a form, a toggle, a player) ships code, and each such part hydrates on
 * its own — as its own React root — when it is needed:
 *
 * - `load`: as soon as the page's script runs (the onboarding flow: the page *is* the interaction);
 * - `idle`: when the browser has nothing better to do;
 * - `visible`: when it scrolls near the viewport (forms below the fold, so they are ready to type in);
 * - `seen`: on interaction, and before that once a visitor is reading the page (the pointer has
 *   moved, a scroll, a key), its code has been fetched and it is in view, when the browser is idle:
 *   a part the visitor will probably use (a toggle, a calculator) is live before the first tap,
 *   while a page nobody acts on (a crawler, Lighthouse) runs none of it;
 * - `interaction` (the default): on the first pointer, focus or key event inside it — the event
 *   that woke it is replayed once it is live, so a tap before hydration is not lost.
 *
 * A remote declares its islands once (`src/islands.ts`, exposed to the browser as `./islands`):
 *
 *   export const islands = defineIslands('marketing', { Comparison, NewsletterBox }, {
 *     hydrateOn: { NewsletterBox: 'visible' },
 *     toasts: ['NewsletterBox'],
 *   });
 *
 * and its pages render `<islands.Comparison {...props} />`. On the shell server that writes an
 * `<estefania-island>` element holding the part's markup, rendered as its own root, and its props
 * as JSON; in the browser the shell finds those elements and hydrates each with the same component
 * and props. Anywhere else (unit tests, a client-rendered page) the component simply renders.
 * Props must therefore be plain data (JSON): no functions, no elements.
 *
 * The browser does not load that module: it would bring every island's code to every page. A remote
 * that has islands also writes `src/islandLoaders.ts`, exposed as `./islands` — one dynamic import
 * per island, so a page fetches the code of its own islands only (see defineIslandLoaders).
 */
export type { HydrateOn } from './islandMarkup';

/** How the shell server renders islands: each as a root of its own, as the browser will hydrate it. */
export interface IslandServer {
  /** A new id for the next island of this document; also the prefix of its `useId` values. */
  nextId(): string;
  /** The island's markup, rendered as its own React root with `identifierPrefix`. */
  render(element: ReactElement, identifierPrefix: string): string;
}

const IslandServerContext = createContext<IslandServer | null>(null);

export function IslandServerProvider({ value, children }: { value: IslandServer; children: ReactNode }) {
  return <IslandServerContext value={value}>{children}</IslandServerContext>;
}

/** The `useId` prefix of the island with this id (server render and browser hydration agree on it). */
export function islandIdentifierPrefix(id: string): string {
  return `${id}-`;
}

/** Props as JSON, refusing what JSON would silently drop (a function would vanish on the way). */
export function serializeIslandProps(name: string, props: object): string {
  return JSON.stringify(props, (key, value: unknown) => {
    if (
      typeof value === 'function' ||
      typeof value === 'symbol' ||
      (typeof value === 'object' && value !== null && '$$typeof' in value)
    )
      throw new TypeError(
        `la isla ${name} recibe en «${key}» algo que no es un dato (${typeof value}): sus props viajan como JSON`,
      );
    return value;
  });
}

// Any component: an island's props are whatever its component takes (checked at each use).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
type Islands = Record<string, AnyComponent>;

export type IslandProps<C extends AnyComponent> = ComponentProps<C> & { hydrate?: HydrateOn };

/** A remote's (or the shell's) islands: a wrapper per component for its pages, and the components for the browser. */
export type IslandSet<T extends Islands> = { readonly [K in keyof T]: ComponentType<IslandProps<T[K]>> } & {
  readonly owner: string;
  readonly components: T;
};

/** How a set's islands behave; each map names islands of the set. */
export interface IslandOptions<T extends Islands> {
  /** When each comes alive (default `interaction`). */
  hydrateOn?: Partial<Record<keyof T, HydrateOn>>;
  /** A localStorage key per island whose presence makes it come alive at once (see ISLAND_ATTRIBUTES.stored). */
  awakeWhenStored?: Partial<Record<keyof T, string>>;
  /** The islands that can show a toast (see ISLAND_ATTRIBUTES.toasts). */
  toasts?: readonly (keyof T & string)[];
}

export function defineIslands<T extends Islands>(
  owner: string,
  components: T,
  { hydrateOn = {}, awakeWhenStored = {}, toasts = [] }: IslandOptions<T> = {},
): IslandSet<T> {
  const wrappers = Object.fromEntries(
    Object.entries(components).map(([name, component]) => {
      const fullName = `${owner}/${name}`;
      function Island({ hydrate, ...props }: { hydrate?: HydrateOn }) {
        const server = useContext(IslandServerContext);
        const element = createElement(component as ComponentType<object>, props);
        if (!server) return element;
        const id = server.nextId();
        return createElement(ISLAND_ELEMENT, {
          [ISLAND_ATTRIBUTES.name]: fullName,
          [ISLAND_ATTRIBUTES.hydrate]: hydrate ?? hydrateOn[name] ?? 'interaction',
          [ISLAND_ATTRIBUTES.stored]: awakeWhenStored[name],
          [ISLAND_ATTRIBUTES.toasts]: toasts.includes(name) ? '' : undefined,
          [ISLAND_ATTRIBUTES.id]: id,
          [ISLAND_ATTRIBUTES.props]: serializeIslandProps(fullName, props),
          style: { display: 'contents' },
          dangerouslySetInnerHTML: { __html: server.render(element, islandIdentifierPrefix(id)) },
        });
      }
      Island.displayName = `Island(${fullName})`;
      return [name, Island];
    }),
  );
  return { ...wrappers, owner, components } as unknown as IslandSet<T>;
}

/** Loads one island's component (a dynamic import of its module: a chunk of its own). */
export type IslandLoader<C extends AnyComponent = AnyComponent> = () => Promise<C>;

/** A remote's islands as the browser loads them: one loader per island of its set, by name. */
export interface IslandLoaders<T extends Islands = Islands> {
  readonly owner: string;
  readonly loaders: { readonly [K in keyof T]: IslandLoader<T[K]> };
}

/**
 * The browser's side of a remote's islands (`src/islandLoaders.ts`, exposed as `./islands`): a
 * loader per island of its set, each a dynamic import of the file that defines it, named as the
 * island, then that module's export of the same name (remote-marketing/src/islandLoaders.ts is the
 * model). The set comes in as a type only — a type-only import of `islands` from the remote's
 * islands module, since importing it for real would bring every component back into this one —
 * and the loaders' type takes exactly the set's names and components. The file name is how the
 * build tells the shell which chunk is whose (`islands.json`, see federation.js), so a page names
 * only its own islands' code for the browser to fetch ahead.
 *
 * (No import statement is quoted in this comment on purpose: the remotes' server bundles keep it,
 * and the federation's temp-file SSR loader reads import specifiers from the text with a regular
 * expression, comments included, then fails fetching a file that does not exist.)
 */
export function defineIslandLoaders<T extends Islands>(
  owner: string,
  loaders: { readonly [K in keyof T]: IslandLoader<T[K]> },
): IslandLoaders<T> {
  return { owner, loaders };
}
