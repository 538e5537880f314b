export const SITE_NAME = 'EstefanIA';

export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Per-page <title> and meta description. React 19 hoists both into <head> and removes them
 * when the page unmounts, so each route owns its own.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
