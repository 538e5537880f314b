import { useEffect } from 'react';
import { resolvePath, usePageLocation, useSite } from '@estefania/shared';
import { NotFoundPage } from '../pages/NotFoundPage';
import { remoteIslands } from './islands';
import { RemoteOutlet, RemoteUnavailable } from './RemoteOutlet';
import type { RemoteName } from './manifest';
import { usePageSource } from './pageSource';

/** Sends the browser to the canonical spelling of a page (the server answers 301 before it gets here). */
function Redirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(`${to}${window.location.search}${window.location.hash}`);
  }, [to]);
  return null;
}

/**
 * Whatever the URL is, decided by the site's one matcher (`resolvePath`, the same function the shell
 * server uses) over the pages the remotes publish: a remote page, the canonical spelling of one, a
 * page of a remote whose routes are not known right now, or the 404.
 */
export function SitePage() {
  const site = useSite();
  const { pathname } = usePageLocation();
  const source = usePageSource();
  const resolved = resolvePath(site, pathname);

  if (resolved.kind === 'redirect') return <Redirect to={resolved.path} />;
  // A page, or the 404 of a remote's pattern in the remote's own words (an unknown industry).
  const owner = resolved.route;
  if (owner) {
    const remote = owner.remote as RemoteName;
    // The server could not render it: the notice, and the browser tries the remote itself.
    if (source.failedRemote === remote) return <remoteIslands.RemoteRetry remote={remote} page={owner.page} site={site} />;
    return <RemoteOutlet remote={remote} page={owner.page} />;
  }
  if (site.unavailable && site.unavailable.length > 0) return <RemoteUnavailable />;
  return <NotFoundPage />;
}
