import { matchRoute, routeTable, type PageKey, type RemoteName } from '@estefania/shared';

export { routeTable };

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The page the remote exposes as `./<page>`. */
  page: PageKey;
}

/** The remote page that owns `pathname`, or null for a 404. */
export function matchRemoteRoute(pathname: string): RemoteRoute | null {
  return matchRoute(pathname)?.route ?? null;
}
