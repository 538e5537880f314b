import { SiteRoutesProvider, type ComposedSite } from '@estefania/shared';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import type { RemoteName } from '../remotes/manifest';
import { browserPageSource, PageSourceProvider } from '../remotes/pageSource';

/**
 * A remote page the server could not render (its remote down, hung or failing): the server sends
 * the Spanish notice, and in the browser this island — hydrated at once — tries the remote itself
 * and, when it answers, renders the page in place. `site`: the composed site, for the page's head.
 */
export function RemoteRetry({ remote, page, site }: { remote: RemoteName; page: string; site: ComposedSite }) {
  return (
    <SiteRoutesProvider site={site}>
      <PageSourceProvider value={browserPageSource(remote)}>
        <RemoteOutlet remote={remote} page={page} />
      </PageSourceProvider>
    </SiteRoutesProvider>
  );
}
