import { useSyncExternalStore } from 'react';
import { siteConfigStore, type SiteConfig } from '../contract/configBase';

const readSiteConfig = () => siteConfigStore.getState().config;

/**
 * The site config, re-rendering when the shell applies its deployment overrides. The server
 * snapshot is the configured value too (zustand's own hook would answer the defaults there), so
 * the server HTML and its hydration show the deployment's config.
 */
export function useSiteConfig(): SiteConfig {
  return useSyncExternalStore(siteConfigStore.subscribe, readSiteConfig, readSiteConfig);
}
