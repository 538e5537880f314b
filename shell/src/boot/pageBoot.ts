import { locationOf, setSiteConfig, type PageLocation } from '@estefania/shared';
import { registerRemotesFromManifest } from '../remotes/loader';
import { readBootState, type SsrBootState } from './bootState';

export interface PageBoot {
  boot: SsrBootState;
  /** The page's location as the server rendered it (the islands' location). */
  location: PageLocation;
}

let booted: PageBoot | null = null;

/**
 * Once per page the server rendered, before anything that reads them: the site config and the
 * remotes (the releases the server rendered with, so islands hydrate with the same code).
 */
export function bootPage(): PageBoot {
  if (booted) return booted;
  const boot = readBootState();
  if (!boot) throw new Error('la página no trae el estado del servidor');
  setSiteConfig(boot.config);
  registerRemotesFromManifest(boot.manifest);
  booted = { boot, location: locationOf(`${window.location.pathname}${window.location.search}`, boot.page?.params) };
  return booted;
}
