import { pageHead, type HeadInput } from '../contract/seo';
import { findPage } from '../contract/siteRoutes';
import { useSite } from './siteRoutes';
import { useSiteConfig } from './siteConfig';
import { usePageLocation } from './pageLocation';

export interface PageMetaProps {
  title: string;
  description: string;
  type?: HeadInput['type'];
}

/**
 * The head of a page: title, description, canonical URL, Open Graph and Twitter card, hreflang and,
 * where the page's remote says it is not for search engines (or no remote publishes the path), `noindex`. React 19 hoists these
 * tags into <head> (on the server too) and removes them when the page unmounts, so each page owns its own.
 */
export function PageMeta({ title, description, type }: PageMetaProps) {
  const { pathname } = usePageLocation();
  const { siteUrl } = useSiteConfig();
  const route = findPage(useSite(), pathname);
  const head = pageHead({ siteUrl, pathname, title, description, type, route });
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.indexable ? null : <meta name="robots" content="noindex" />}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map(([hrefLang, href]) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {head.openGraph.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {head.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
    </>
  );
}
