import { SITE_LANGUAGE, SITE_NAME } from '@estefania/shared';
import { bookContent } from './content/book';

/** schema.org Book for the book's landing page; `pageUrl` and `coverUrl` must be absolute. */
export function bookJsonLd({ pageUrl, coverUrl }: { pageUrl: string; coverUrl: string }) {
  const organization = {
    '@type': 'Organization',
    '@id': new URL('/#organizacion', pageUrl).href,
    name: SITE_NAME,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: bookContent.title,
    description: bookContent.lead,
    url: pageUrl,
    image: coverUrl,
    inLanguage: SITE_LANGUAGE,
    bookFormat: 'https://schema.org/EBook',
    isAccessibleForFree: true,
    author: organization,
    publisher: organization,
    offers: {
      '@type': 'Offer',
      price: '0.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/PreOrder',
      url: pageUrl,
    },
  };
}
