import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Where the page being rendered is: its path, its query and the values of its path's parameters
 * (`/industrias/:industria`). The shell provides it — on the server from the request, in the
 * browser from the address bar — so pages and islands read the URL without a client router:
 * every page is a document of its own, and following a link loads the next one.
 */
export interface PageLocation {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string>>;
}

const PageLocationContext = createContext<PageLocation | null>(null);

export function PageLocationProvider({ value, children }: { value: PageLocation; children: ReactNode }) {
  return <PageLocationContext value={value}>{children}</PageLocationContext>;
}

const noParams: Readonly<Record<string, string>> = {};

/** The page's location; outside a provider (a unit test) the address bar's. */
export function usePageLocation(): PageLocation {
  const provided = useContext(PageLocationContext);
  if (provided) return provided;
  if (typeof window === 'undefined') return { pathname: '/', search: '', params: noParams };
  return { pathname: window.location.pathname, search: window.location.search, params: noParams };
}

/** The page's query string, parsed. */
export function usePageSearchParams(): URLSearchParams {
  const { search } = usePageLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The location of a URL given as a path with an optional query (`/onboarding?plan=x`). */
export function locationOf(url: string, params: Readonly<Record<string, string>> = noParams): PageLocation {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, params };
}
