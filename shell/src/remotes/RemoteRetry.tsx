import { useEffect, useState } from 'react';
import { SiteRoutesProvider, type ComposedSite } from '@estefania/shared';
import { RemoteOutlet, RemoteUnavailable } from './RemoteOutlet';
import type { RemoteName } from './manifest';

/**
 * A remote page the server could not render (its remote down, hung or failing): the server sends
 * the Spanish notice, and in the browser this island — hydrated at once — tries the remote itself
 * and, when it answers, renders the page in place (the outlet's own fallback and retry otherwise).
 * `site`: the composed site, which the page reads (its head, its menus).
 */
export function RemoteRetry({ remote, page, site }: { remote: RemoteName; page: string; site: ComposedSite }) {
  const [trying, setTrying] = useState(false);
  // Hydrated with the server's notice; the browser's own try starts right after.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setTrying(true), []);
  return (
    <SiteRoutesProvider site={site}>
      {trying ? <RemoteOutlet remote={remote} page={page} /> : <RemoteUnavailable onRetry={() => setTrying(true)} />}
    </SiteRoutesProvider>
  );
}
