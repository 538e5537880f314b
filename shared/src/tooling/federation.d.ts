import type { UserConfig } from 'vite';
import type { InlineConfig } from 'vitest/node';

export { APPS, appPort } from './apps.js';

export declare function sharedDeps(): Record<string, { singleton: boolean; requiredVersion: string }>;
import type { RemoteName } from '../contract/routes';

/** `./<Page>` → `./src/pages/<Page>.tsx` for every page the route table gives the remote. */
export declare function remoteExposes(name: RemoteName): Record<string, string>;
export declare function remoteViteConfig(
  options: { name: RemoteName },
  env?: { mode?: string; isSsrBuild?: boolean },
): UserConfig & { test?: InlineConfig };
export declare function shellViteConfig(): UserConfig & { test: InlineConfig };
export declare function shellServerViteConfig(): UserConfig;
export declare function singletonRange(pkg: string): string;
export declare function vitestConfig(): InlineConfig;
