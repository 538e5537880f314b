import type { ReactNode } from 'react';
import { PageLocationProvider, type PageLocation } from '@estefania/shared';

/**
 * What surrounds every island, on the server (rendering it as its own root) and in the browser
 * (hydrating it): the same tree on both sides, so the markup matches. An island reads the page's
 * location and the site config; anything else it needs comes in its props.
 */
export function IslandTree({ location, children }: { location: PageLocation; children: ReactNode }) {
  return <PageLocationProvider value={location}>{children}</PageLocationProvider>;
}
