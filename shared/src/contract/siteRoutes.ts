// The site's pages as each remote publishes them, and how the shell composes them at runtime.
//
// Each remote owns its pages: it declares them in its own repo (`src/routes.ts`) and its build
// publishes them as `routes.json` next to its `mf-manifest.json`. The shell reads every remote's
// route manifest at runtime (on the server and, through the boot state, in the browser) and
// composes the page matching, the 404 decisions, the menus, the sitemap and llms.txt from them. This file
// holds the rules, never the data: a new page is a release of its remote alone. The manifest's schema and
// its check (routeManifest.ts) are apart: the browser's pages compose with this alone, no validation library.
//
// The schema is versioned and additive-only: a newer remote may add fields (this shell ignores
// them); a field is never removed or given another meaning within the same `schema` number.
import type { NavEntry, PageRoute, RouteManifest, RouteManifestInput } from './routeManifestSchema';

export type { PageRoute, RouteManifest, RouteManifestInput } from './routeManifestSchema';

/** The file a remote's build publishes next to its mf-manifest.json. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** Largest route manifest the shell accepts (bytes): more is a broken or hostile build. */
export const ROUTE_MANIFEST_MAX_BYTES = 256 * 1024;

/** The parts of the site that have their own link-preview image (drawn by the shell). */
export const siteSections = ['home', 'solutions', 'industries', 'pricing', 'blog', 'book'] as const;
export type SiteSection = (typeof siteSections)[number];

/**
 * The menus the shell draws. A remote adds links to them; a menu the shell does not know is
 * ignored (a newer remote may target a menu an older shell does not have yet).
 */
export const siteMenus = {
  /** Header dropdown "Soluciones" (label + one line). */
  solutions: 'solutions',
  /** Header dropdown "Industrias" (three columns). */
  industries: 'industries',
  /** Header dropdown "Recursos" (label + one line). */
  resources: 'resources',
  /** The small-screen side panel (spec §2). */
  mobile: 'mobile',
  /** Footer column "Producto". */
  footerProduct: 'footer-product',
  /** Every legal document: the footer's "Legal" column and the list at the end of each legal page. */
  legal: 'legal',
  /** Under the onboarding screens (spec §2: privacy, legal and cookies). */
  onboardingLegal: 'onboarding-legal',
} as const;

/** A remote's `src/routes.ts`, typed (and checked by the remote's own unit test). */
export function defineRouteManifest<const M extends RouteManifestInput>(manifest: M): M {
  return manifest;
}

/**
 * Paths the shell itself answers (the posts of forms without JavaScript, its own files): no remote
 * may publish a page there.
 */
export const SHELL_RESERVED_PATHS = ['/formularios', '/assets', '/og'] as const;

export function paramNames(path: string): string[] {
  return path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
}

/** A pattern with its parameter names erased: two routes with one shape are the same route. */
export function routeShape(path: string): string {
  return path.replace(/:[a-zA-Z0-9]+/g, ':');
}

/** One page of the composed site: a remote's route, with the remote that renders it. */
export interface SiteRoute extends PageRoute {
  remote: string;
}

export interface NavLink {
  to: string;
  label: string;
  description?: string;
}

/** The whole site as the shell composed it: every remote's pages and the menus' links. */
export interface ComposedSite {
  routes: SiteRoute[];
  nav: Record<string, NavLink[]>;
  /**
   * Remotes whose pages the shell does not know right now (no valid route manifest read yet): a
   * path no known page matches may be one of theirs, so it is "not available", not a 404.
   */
  unavailable?: string[];
}

export const emptySite: ComposedSite = { routes: [], nav: {} };

/** True when some URL could match both patterns (same length, and no two fixed segments differ). */
export function patternsOverlap(a: string, b: string): boolean {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  if (left.length !== right.length) return false;
  return left.every((part, index) => {
    const other = right[index]!;
    return part.startsWith(':') || other.startsWith(':') || part === other;
  });
}

export interface Conflict {
  remote: string;
  path: string;
  owner: string;
  ownerPath: string;
}

/**
 * Composes remotes' manifests into one site. Order matters only for conflicts: a remote whose
 * pages overlap pages of a remote before it in `inputs` is left out whole (reported in
 * `conflicts`): the caller puts the remotes that already serve their paths first, so the
 * incumbent keeps its pages and a newcomer cannot take them over.
 */
export function composeSite(inputs: readonly { remote: string; manifest: RouteManifest }[]): {
  site: ComposedSite;
  conflicts: Conflict[];
  accepted: string[];
} {
  const routes: SiteRoute[] = [];
  const navEntries: (NavEntry & { rank: number })[] = [];
  const conflicts: Conflict[] = [];
  const accepted: string[] = [];
  inputs.forEach(({ remote, manifest }, rank) => {
    const clash: Conflict[] = [];
    for (const route of manifest.routes)
      for (const taken of routes)
        if (patternsOverlap(route.path, taken.path))
          clash.push({ remote, path: route.path, owner: taken.remote, ownerPath: taken.path });
    if (clash.length > 0) {
      conflicts.push(...clash);
      return;
    }
    accepted.push(remote);
    routes.push(...manifest.routes.map((route) => ({ ...route, remote })));
    navEntries.push(...manifest.nav.map((entry) => ({ ...entry, rank })));
  });
  const nav: Record<string, NavLink[]> = {};
  const sorted = [...navEntries].sort((a, b) => a.order - b.order || a.rank - b.rank);
  for (const { menu, label, to, description } of sorted)
    (nav[menu] ??= []).push({ to, label, ...(description ? { description } : {}) });
  return { site: { routes, nav }, conflicts, accepted };
}

/** Every concrete URL behind a route: the path itself, or one per parameter value. */
export function routeUrls(route: Pick<PageRoute, 'path' | 'params'>): string[] {
  let urls = [route.path];
  for (const [name, values] of Object.entries(route.params ?? {})) {
    urls = urls.flatMap((url) => values.map((value) => url.replace(`:${name}`, value)));
  }
  return urls;
}

/** Longest path the shell looks at; longer is a 404 straight away. */
export const MAX_PATH_LENGTH = 1024;

export type PathResolution =
  | { kind: 'page'; route: SiteRoute; params: Record<string, string>; path: string }
  /** A known page under another spelling (case, encoding, slashes, dot segments): its canonical path. */
  | { kind: 'redirect'; path: string }
  /**
   * No such page. `route` is set when a remote's pattern matches but not with a value it publishes
   * (an unknown industry): that remote's page answers the 404 in its own words.
   */
  | { kind: 'not-found'; route?: SiteRoute };

/** `pathname` as the site spells paths: decoded, lower case, no empty or dot segments, no trailing slash. */
export function normalizePath(pathname: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return null;
  const out: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // A decoded slash, backslash or control character is never part of a page's path.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
    if (/[/\\\u0000-\u001f\u007f]/.test(segment)) return null;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      out.pop();
      continue;
    }
    out.push(segment.toLowerCase());
  }
  return `/${out.join('/')}`;
}

/**
 * The one matcher of the site, used by the shell server and the browser alike: the page
 * that owns `pathname`, the canonical spelling to redirect to, or a 404. Parameters must be one of
 * the values the remote publishes (an unknown industry is a 404).
 */
export function resolvePath(site: ComposedSite, pathname: string): PathResolution {
  const normal = normalizePath(pathname);
  if (normal === null) return { kind: 'not-found' };
  const segments = normal.split('/').filter(Boolean);
  let owner: SiteRoute | undefined;
  for (const { route, pattern, values } of patternsOf(site).get(segments.length) ?? []) {
    const params: Record<string, string> = {};
    let unknownValue = false;
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      const name = part.slice(1);
      if (!values.get(name)?.has(segment)) unknownValue = true;
      params[name] = segment;
      return true;
    });
    if (!matches) continue;
    if (unknownValue) {
      owner ??= route;
      continue;
    }
    return normal === pathname ? { kind: 'page', route, params, path: normal } : { kind: 'redirect', path: normal };
  }
  return owner ? { kind: 'not-found', route: owner } : { kind: 'not-found' };
}

interface PreparedRoute {
  route: SiteRoute;
  pattern: string[];
  values: Map<string, Set<string>>;
}

/** Each site's routes split once, by number of segments, fixed segments before parameters. */
const prepared = new WeakMap<ComposedSite, Map<number, PreparedRoute[]>>();

function patternsOf(site: ComposedSite): Map<number, PreparedRoute[]> {
  let byLength = prepared.get(site);
  if (byLength) return byLength;
  byLength = new Map();
  const fixed = (pattern: string[]) => pattern.filter((part) => !part.startsWith(':')).length;
  for (const route of site.routes) {
    const pattern = route.path.split('/').filter(Boolean);
    const values = new Map(Object.entries(route.params ?? {}).map(([name, list]) => [name, new Set(list)]));
    const list = byLength.get(pattern.length) ?? [];
    list.push({ route, pattern, values });
    byLength.set(pattern.length, list);
  }
  // `/a/b` wins over `/a/:x`, whatever the order of the routes (a stable sort keeps the rest).
  for (const list of byLength.values()) list.sort((a, b) => fixed(b.pattern) - fixed(a.pattern));
  prepared.set(site, byLength);
  return byLength;
}

/** The route of a page of the site under any spelling of its URL, or null (used for head tags). */
export function findPage(site: ComposedSite, pathname: string): SiteRoute | null {
  let found = resolvePath(site, pathname);
  if (found.kind === 'redirect') found = resolvePath(site, found.path);
  return found.kind === 'page' ? found.route : null;
}

/** Last change of a page whose route does not say otherwise (ISO date). */
export const SITE_CONTENT_UPDATED = '2026-11-23';

export interface SitemapEntry {
  path: string;
  lastmod: string;
}

/** Every indexable URL of the composed site, parameters expanded, with its last change. */
export function sitemapEntries(site: ComposedSite): SitemapEntry[] {
  return site.routes
    .filter((route) => route.indexable)
    .flatMap((route) => routeUrls(route).map((path) => ({ path, lastmod: route.updated ?? SITE_CONTENT_UPDATED })));
}

/** A route's section as one of the shell's preview images. */
export function sectionOf(route: Pick<PageRoute, 'section'> | null): SiteSection {
  const section = route?.section;
  return (siteSections as readonly string[]).includes(section ?? '') ? (section as SiteSection) : 'home';
}
