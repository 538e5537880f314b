import { SITE_NAME } from '@estefania/shared';
import { articleContent } from './content/article';

/** schema.org Article data for the article page; `pageUrl` and `imageUrl` must be absolute. */
export function articleJsonLd({ pageUrl, imageUrl, logoUrl }: { pageUrl: string; imageUrl: string; logoUrl: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: articleContent.title,
    description: articleContent.meta.description,
    image: [imageUrl],
    inLanguage: 'es-ES',
    datePublished: articleContent.published.iso,
    dateModified: articleContent.updated.iso,
    author: { '@type': 'Organization', name: articleContent.author.name, url: new URL('/', pageUrl).href },
    publisher: {
      '@type': 'Organization',
      '@id': new URL('/#organizacion', pageUrl).href,
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: logoUrl },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    articleSection: articleContent.category,
  };
}
