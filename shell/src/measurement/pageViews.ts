import { resolvePath, measure, measuredPath, referrerHost, viewportClass, type ComposedSite } from '@estefania/shared';

/**
 * The page view of this document: every page is a document of its own, so one per page load. The
 * path is the page's canonical one (null for a path that is no page: recorded as such, never the
 * raw URL). Only a view that came from another site has a referrer host.
 */
export function recordPageView(path: string | null, win: Window = window): void {
  measure({
    type: 'page_view',
    path: measuredPath(path === null ? null : { path }),
    referrerHost: referrerHost(win.document.referrer, win.location.origin),
    viewport: viewportClass(win.innerWidth),
  });
}

/** The canonical path of `pathname` in `site`, or null: what a page view may record. */
export function pagePathIn(site: ComposedSite, pathname: string): string | null {
  const found = resolvePath(site, pathname);
  return found.kind === 'page' ? found.path : null;
}
