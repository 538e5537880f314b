import { resolvePath, measure, measuredPath, referrerHost, viewportClass, type ComposedSite } from '@estefania/shared';

interface RouterView {
  location: { pathname: string };
  navigation: { state: string };
}

/** The part of the data router page views need (the shell's createBrowserRouter result). */
export interface ObservableRouter {
  state: RouterView;
  subscribe(listener: (state: RouterView) => void): () => void;
}

/** The canonical URL of a page of the site, or null: what a page view may record. */
function pageOf(found: ReturnType<typeof resolvePath>): { path: string } | null {
  return found.kind === 'page' ? { path: found.path } : null;
}

/**
 * A page view for the page the visitor landed on and for every later change of path (not of the
 * query or hash). Only the first view can have come from another site; in-site navigations carry
 * no referrer.
 */
export function measurePageViews(router: ObservableRouter, site: ComposedSite, win: Window = window): () => void {
  let last: string | null = null;
  const record = (pathname: string) => {
    if (pathname === last) return;
    const landing = last === null;
    last = pathname;
    measure({
      type: 'page_view',
      path: measuredPath(pageOf(resolvePath(site, pathname))),
      referrerHost: landing ? referrerHost(win.document.referrer, win.location.origin) : null,
      viewport: viewportClass(win.innerWidth),
    });
  };
  record(router.state.location.pathname);
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle') record(state.location.pathname);
  });
}
