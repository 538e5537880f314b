import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteName } from './manifest';
import { loadPage, type PageModule } from './loader';

/**
 * Where RemoteOutlet gets page modules: in the browser the federation loader; on the server the
 * module the server already loaded for this request. `failedRemote` names a remote whose page
 * the server could not render (SitePage then sends the notice and the browser's retry, RemoteRetry).
 */
export interface PageSource {
  load(remote: RemoteName, page: string): Promise<PageModule>;
  failedRemote: RemoteName | null;
}

const browserSource: PageSource = { load: loadPage, failedRemote: null };
const PageSourceContext = createContext<PageSource>(browserSource);

export function PageSourceProvider({ value, children }: { value: PageSource; children: ReactNode }) {
  return <PageSourceContext value={value}>{children}</PageSourceContext>;
}

export function usePageSource(): PageSource {
  return useContext(PageSourceContext);
}
