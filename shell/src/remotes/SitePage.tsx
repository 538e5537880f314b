import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigationType } from 'react-router';
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
  const firstRender = useRef(true);
  const reloadForNewPage = resolved.kind === 'not-found' && navigationType === 'PUSH' && !firstRender.current;
  useEffect(() => {
    firstRender.current = false;
  }, []);
  useEffect(() => {
    // A link to a page published after this tab loaded its menus: the server knows it, ask it.
    if (reloadForNewPage) window.location.reload();
  }, [reloadForNewPage, pathname]);

  if (resolved.kind === 'redirect') return <Navigate to={`${resolved.path}${search}${hash}`} replace />;
  if (resolved.kind === 'page') {
    const { remote, page } = resolved.route;
    return <RemoteOutlet key={`${remote}/${page}`} remote={remote as RemoteName} page={page} />;
  }
  if (site.unavailable && site.unavailable.length > 0)
    return <RemoteUnavailable onRetry={() => window.location.reload()} />;
  return <NotFoundPage />;
}
