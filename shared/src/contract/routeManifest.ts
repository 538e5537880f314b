// The check the shell runs on a remote's route manifest as fetched (on the server; in the browser only
// on a page it renders itself), with its schema (routeManifestSchema.ts). The composition rules are in
// siteRoutes.ts, which the browser's pages load without any validation library.
import { z } from 'zod/mini';
import { navEntrySchema, pageRouteSchema, routeManifestSchema, type RouteManifest } from './routeManifestSchema';
import {
  composeSite,
  paramNames,
  resolvePath,
  ROUTE_MANIFEST_MAX_BYTES,
  routeShape,
  SHELL_RESERVED_PATHS,
  type ComposedSite,
} from './siteRoutes';

export * from './routeManifestSchema';

const isReserved = (path: string) =>
  SHELL_RESERVED_PATHS.some((reserved) => path === reserved || path.startsWith(`${reserved}/`));

export type ManifestCheck = { ok: true; manifest: RouteManifest } | { ok: false; reason: string };

/** Validates a manifest as fetched: JSON text (size-capped) or an already parsed value. */
export function parseRouteManifest(input: unknown, remote: string): ManifestCheck {
  let value: unknown = input;
  if (typeof input === 'string') {
    if (input.length > ROUTE_MANIFEST_MAX_BYTES) return { ok: false, reason: `ocupa más de ${ROUTE_MANIFEST_MAX_BYTES} bytes` };
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, reason: 'no es un JSON válido' };
    }
  }
  const parsed = routeManifestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `no es válido (${issue ? `${issue.path.join('.') || 'raíz'}: ${issue.message}` : 'esquema'})` };
  }
  const manifest = parsed.data;
  if (manifest.remote !== remote) return { ok: false, reason: `dice ser de «${manifest.remote}», no de «${remote}»` };
  const own = new Set<string>();
  for (const route of manifest.routes) {
    const shape = routeShape(route.path);
    if (own.has(shape)) return { ok: false, reason: `declara dos veces ${route.path}` };
    if (isReserved(route.path)) return { ok: false, reason: `${route.path} es una ruta del propio shell` };
    own.add(shape);
    for (const name of paramNames(route.path))
      if (!route.params?.[name]) return { ok: false, reason: `${route.path} no dice qué valores toma :${name}` };
  }
  const pages = composeSite([{ remote, manifest }]).site;
  for (const entry of manifest.nav) {
    const target = resolvePath(pages, entry.to);
    if (target.kind !== 'page' || target.path !== entry.to)
      return { ok: false, reason: `el enlace «${entry.label}» (${entry.to}) no lleva a una página suya` };
  }
  return { ok: true, manifest };
}

/** The composed site as the server hands it over: the remotes' own schemas, plus who publishes each page. */
const composedSiteSchema = z.object({
  routes: z.array(z.extend(pageRouteSchema, { remote: z.string() })),
  nav: z.record(z.string(), z.array(z.pick(navEntrySchema, { to: true, label: true, description: true }))),
  unavailable: z.optional(z.array(z.string())),
});

/** A composed site handed over in the page (boot state): checked, never trusted blindly. */
export function readComposedSite(value: unknown): ComposedSite | null {
  const parsed = composedSiteSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
