import type { UserConfig } from 'vite';
import type { InlineConfig } from 'vitest/node';

export declare function sharedDeps(options?: {
  consumeOnly?: boolean;
}): Record<string, { singleton: boolean; requiredVersion: string; import?: false }>;
import type { RouteManifest } from '../contract/siteRoutes';

/** A remote's `src/routes.ts` (its `routeManifest`), checked with the shell's rules; throws if invalid. */
export declare function loadRouteManifest(dir: URL): Promise<RouteManifest>;
/** `./<Page>` → `./src/pages/<Page>.tsx` for every page of the remote's route manifest. */
export declare const ISLANDS_MODULE: string;
export declare const ISLAND_LOADERS_MODULE: string;
export declare function remoteExposes(
  manifest: RouteManifest,
  options?: { islands?: boolean; loaders?: boolean },
): Record<string, string>;
export declare function islandChunksPlugin(loadersFile: string): Plugin;
export declare function remoteViteConfig(
  options: { dir: URL },
  env?: { mode?: string; isSsrBuild?: boolean },
): Promise<UserConfig & { test?: InlineConfig }>;
/** Vite plugin: vanilla-cookieconsent's `:root` custom properties declared on `#cc-main` instead. */
export declare function scopeConsentVariablesPlugin(): {
  name: string;
  enforce: 'pre';
  transform(this: { error(message: string): never }, code: string, id: string): { code: string; map: null } | null;
};
export declare function shellViteConfig(options?: { command?: 'build' | 'serve' }): UserConfig & { test: InlineConfig };
export declare function shellServerViteConfig(): UserConfig;
export declare function singletonRange(pkg: string): string;
export declare function vitestConfig(): InlineConfig;
