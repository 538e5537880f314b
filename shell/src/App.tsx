import { ErrorBoundary } from 'react-error-boundary';
import {
  PageLocationProvider,
  SiteRoutesProvider,
  SiteThemeProvider,
  type ComposedSite,
  type PageLocation,
} from '@estefania/shared';
import { Layout } from './layout/Layout';
import { ErrorScreen } from './pages/ErrorScreen';
import { SitePage } from './remotes/SitePage';

export interface SiteDocumentProps {
  site: ComposedSite;
  location: PageLocation;
  /** The page threw while rendering on the server: the layout shows the error screen instead. */
  error?: { error: unknown } | null;
}

/**
 * What #root holds: the layout around the page of this URL. Which page a URL is, is not compiled in:
 * the remotes publish their pages at runtime and `SitePage` resolves the URL against them. There is
 * no client router: every page is a document, and a link loads the next one (a cached page is
 * answered in a few milliseconds; see docs/islands.md).
 */
export function SiteDocument({ site, location, error = null }: SiteDocumentProps) {
  return (
    <PageLocationProvider value={location}>
      <SiteRoutesProvider site={site}>
        <SiteThemeProvider>
          <Layout>
            {error ? (
              <ErrorScreen error={error.error} />
            ) : (
              <ErrorBoundary FallbackComponent={({ error: thrown }: { error: unknown }) => <ErrorScreen error={thrown} />}>
                <SitePage />
              </ErrorBoundary>
            )}
          </Layout>
        </SiteThemeProvider>
      </SiteRoutesProvider>
    </PageLocationProvider>
  );
}
