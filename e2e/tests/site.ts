// The site as the remotes published it in this build: each remote's dist/routes.json, the very
// file the shell server reads at runtime. Tests take pages and industries from here, not from a
// copy of their own.
import { readFileSync } from 'node:fs';
import { APPS, REMOTE_NAMES } from '@estefania/shared/apps';
import { composeSite, parseRouteManifest, routeUrls, siteMenus, type RouteManifest } from '@estefania/shared/contract';
import type { RemoteName } from '@estefania/shared/apps';

const root = new URL('../../', import.meta.url);

export function publishedManifest(remote: RemoteName): RouteManifest {
  const text = readFileSync(new URL(`${APPS[remote].dir}/dist/routes.json`, root), 'utf8');
  const checked = parseRouteManifest(text, remote);
  if (!checked.ok) throw new Error(`${remote}/dist/routes.json ${checked.reason}`);
  return checked.manifest;
}

/** The composed site of this build. */
export const publishedSite = composeSite(REMOTE_NAMES.map((remote) => ({ remote, manifest: publishedManifest(remote) }))).site;

/** Every industry the industries remote publishes: slug and the name of its menu entry. */
export const industries = (publishedSite.nav[siteMenus.industries] ?? []).map((link) => ({
  slug: link.to.split('/').pop()!,
  name: link.label,
}));

/** Every indexable URL the remotes publish (parameters expanded). */
export const indexableUrls = publishedSite.routes.filter((route) => route.indexable).flatMap((route) => routeUrls(route));
