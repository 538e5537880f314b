import { useSiteConfig } from '@estefania/shared';
import { JsonLd, organizationJsonLd, websiteJsonLd } from '@estefania/shared/structured-data';
import { siteContent } from '../content/site';

/** Organization and WebSite on every page: who publishes the site and how to reach them. */
export function SiteStructuredData() {
  const config = useSiteConfig();
  return (
    <>
      <JsonLd data={organizationJsonLd(config)} />
      <JsonLd data={websiteJsonLd(config, siteContent.description)} />
    </>
  );
}
