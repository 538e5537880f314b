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
/** The federation runtime's package.json, as the external-runtime plugin imports it. */
export declare const RUNTIME_PACKAGE_JSON: string;
/** Vite plugin: the federation's external-runtime plugin gets the runtime's version, not its whole package.json. */
export declare function runtimeVersionOnlyPlugin(): {
  name: string;
  enforce: 'pre';
  transform(this: { error(message: string): never }, code: string, id: string): { code: string; map: null } | null;
};
/** A build chunk as far as the compile-hints plugin reads it. */
export interface HintedChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
}
export type HintedBundle = Record<string, HintedChunk | { type: 'asset' }>;
/** V8's explicit compile hint (`//# allFunctionsCalledOnLoad`). */
export declare const COMPILE_HINT: string;
/** Vite plugin: every browser chunk but those `skip` names starts with COMPILE_HINT. */
export declare function compileHintsPlugin(options?: { skip?: (chunk: HintedChunk, bundle: HintedBundle) => boolean }): {
  name: string;
  apply: 'build';
  writeBundle(options: { dir: string }, bundle: HintedBundle): void;
};
/** True for the chunks the entry `name` loads statically. */
export declare function staticGraphOf(name: string): (chunk: HintedChunk, bundle: HintedBundle) => boolean;
export declare function shellViteConfig(options?: { command?: 'build' | 'serve' }): UserConfig & { test: InlineConfig };
export declare function shellServerViteConfig(): UserConfig;
export declare function singletonRange(pkg: string): string;
export declare function vitestConfig(): InlineConfig;
