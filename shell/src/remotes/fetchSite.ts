import { composeSite, ROUTE_MANIFEST_FILE, type ComposedSite, type RouteManifest } from '@estefania/shared';
import { parseRouteManifest } from '@estefania/shared/route-manifest';
import type { RemoteName, RemotesManifest } from './manifest';

/**
 * The site composed in the browser, where no server did it (the dev servers): each remote's
 * routes.json next to its entry, fetched in parallel. A remote whose manifest cannot be had is
 * left out (its pages show the "not available" state), and the others keep working.
 */
export async function fetchSite(manifest: RemotesManifest, fetchImpl: typeof fetch = fetch): Promise<ComposedSite> {
  const names = Object.keys(manifest.remotes) as RemoteName[];
  const results = await Promise.all(
    names.map(async (remote): Promise<{ remote: string; manifest: RouteManifest } | null> => {
      const url = new URL(ROUTE_MANIFEST_FILE, manifest.remotes[remote]).href;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(manifest.loadTimeoutMs) });
        if (!response.ok) throw new Error(`respondió ${response.status}`);
        const checked = parseRouteManifest(await response.text(), remote);
        if (!checked.ok) throw new Error(checked.reason);
        return { remote, manifest: checked.manifest };
      } catch (error) {
        console.error(`[shell] rutas de ${remote} (${url}): ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    }),
  );
  const known = results.filter((result) => result !== null);
  const { site, conflicts } = composeSite(known);
  for (const conflict of conflicts)
    console.error(`[shell] rutas de ${conflict.remote}: ${conflict.path} ya es de ${conflict.owner}; se ignoran`);
  const unavailable = names.filter((name) => !known.some((result) => result.remote === name));
  return unavailable.length > 0 ? { ...site, unavailable } : site;
}
