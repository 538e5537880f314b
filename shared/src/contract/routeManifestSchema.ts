// A remote's route manifest (`routes.json`) as a schema, and its types. A leaf: the composition rules
// (siteRoutes.ts) take only its types, so the browser's pages compose without the validation library;
// routeManifest.ts checks what the shell fetches with it.
import { z } from 'zod/mini';

/** The route manifest format this shell reads. A manifest with a higher number is refused. */
export const ROUTE_MANIFEST_SCHEMA = 1;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** `/`, or `/segment/…` of lower-case letters, digits and hyphens; `:name` segments are parameters. */
const pathPattern = z.string().check(z.maxLength(200), z.regex(/^\/$|^(\/(:[a-z][a-zA-Z0-9]*|[a-z0-9]+(-[a-z0-9]+)*))+$/));
/** A concrete site path: the same without parameters. */
const sitePath = z.string().check(z.maxLength(200), z.regex(/^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/));
const paramValue = z.string().check(z.maxLength(100), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

export const pageRouteSchema = z.object({
  /** URL pattern; `:name` segments are parameters. Lower case: the shell redirects other spellings. */
  path: pathPattern,
  /** The remote exposes the page module as `./<page>` (from `src/pages/<page>.tsx`). */
  page: z.string().check(z.regex(/^[A-Z][A-Za-z0-9]{0,63}$/)),
  /** Spanish name of the page (breadcrumbs, llms.txt, menus that do not say otherwise). */
  label: z.optional(text(120)),
  /** Whether search engines may index it (and the sitemap list it). */
  indexable: z.boolean(),
  /** What the page answers, in a few words: pages that have one are listed as key pages in /llms.txt. */
  summary: z.optional(text(300)),
  /** Which link-preview image it uses; unknown or absent: `home`. */
  section: z.optional(z.string().check(z.maxLength(40))),
  /** Last change of its content (ISO date), for the sitemap. */
  updated: z.optional(isoDate),
  /** Every value each parameter takes: the pages that exist behind the pattern (others are 404). */
  params: z.optional(z.record(z.string().check(z.regex(/^[a-z][a-zA-Z0-9]*$/)), z.array(paramValue).check(z.maxLength(2000)))),
});
export type PageRoute = z.infer<typeof pageRouteSchema>;

export const navEntrySchema = z.object({
  /** One of {@link siteMenus}; others are ignored. */
  menu: text(40),
  label: text(120),
  /** One line under the label, where the menu shows one. */
  description: z.optional(text(200)),
  /** A page of the same remote. */
  to: sitePath,
  /** Position within the menu (ascending; ties keep the remotes' order). */
  order: z.number().check(z.minimum(-1e6), z.maximum(1e6)),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

export const routeManifestSchema = z.object({
  schema: z.number().check(z.int(), z.minimum(1), z.maximum(ROUTE_MANIFEST_SCHEMA)),
  /** The remote that publishes it (must be the one remotes.json names). */
  remote: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  routes: z.array(pageRouteSchema).check(z.maxLength(500)),
  nav: z._default(z.array(navEntrySchema).check(z.maxLength(1000)), []),
});
export type RouteManifest = z.infer<typeof routeManifestSchema>;
/** What a remote writes in `src/routes.ts` (the shell fills in the defaults). */
export type RouteManifestInput = z.input<typeof routeManifestSchema>;
