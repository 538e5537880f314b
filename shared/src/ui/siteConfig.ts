import { useStore } from 'zustand';
import { siteConfigStore, type SiteConfig } from '../contract/config';

/** The site config, re-rendering when the shell applies its deployment overrides. */
export function useSiteConfig(): SiteConfig {
  return useStore(siteConfigStore, (state) => state.config);
}
