import { useEffect } from 'react';
import { Navigate, NavigationType, useLocation, useNavigationType } from 'react-router';
import { resolvePath, useSite } from '@estefania/shared';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteOutlet, RemoteUnavailable } from './RemoteOutlet';
import type { RemoteName } from './manifest';

/**
 * Whatever the URL is, decided by the site's one matcher (`resolvePath`, the same function the shell
 * server uses) over the pages the remotes publish: a remote page, the canonical spelling of one, a
 * page of a remote whose routes are not known right now, or the 404.
 */
export function SitePage() {
  const site = useSite();
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const resolved = resolvePath(site, pathname);
  // A link followed in this tab (not the page the server sent) to a path this tab does not know:
  // it may be a page published after the tab loaded its menus, which the server knows. Ask it.
  const unknownAfterClick = resolved.kind === 'not-found' && !resolved.route && navigationType === NavigationType.Push;
  useEffect(() => {
    if (unknownAfterClick) window.location.reload();
  }, [unknownAfterClick, pathname]);

  if (resolved.kind === 'redirect') return <Navigate to={`${resolved.path}${search}${hash}`} replace />;
  // A page, or the 404 of a remote's pattern in the remote's own words (an unknown industry).
  const owner = resolved.route;
  if (owner) {
    const { remote, page } = owner;
    return <RemoteOutlet key={`${remote}/${page}`} remote={remote as RemoteName} page={page} />;
  }
  if (site.unavailable && site.unavailable.length > 0) return <RemoteUnavailable onRetry={() => window.location.reload()} />;
  return <NotFoundPage />;
}
