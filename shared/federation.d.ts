import type { UserConfig } from 'vite';
import type { InlineConfig } from 'vitest/node';

export { APPS, appPort } from './apps.js';

export declare function sharedDeps(): Record<string, { singleton: boolean; requiredVersion: string }>;
export declare function remoteViteConfig(
  options: { name: string; exposes: Record<string, string> },
  env?: { mode?: string; isSsrBuild?: boolean },
): UserConfig & { test?: InlineConfig };
export declare function shellViteConfig(): UserConfig & { test: InlineConfig };
export declare function shellServerViteConfig(): UserConfig;
export declare function singletonRange(pkg: string): string;
export declare function vitestConfig(): InlineConfig;
