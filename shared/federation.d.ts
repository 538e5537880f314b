import type { UserConfig } from 'vite';
import type { InlineConfig } from 'vitest/node';

export declare const APPS: Record<'shell' | 'marketing' | 'industries' | 'pricing' | 'onboarding', { port: number; dir: string }>;
export declare const AUTOMATION_PORT: number;
export declare const REMOTE_NAMES: readonly ['marketing', 'industries', 'pricing', 'onboarding'];
export declare function appPort(app: keyof typeof APPS): number;
export declare function sharedDeps(): Record<string, { singleton: boolean; requiredVersion: string }>;
export declare function remoteViteConfig(
  options: { name: string; exposes: Record<string, string> },
  env?: { mode?: string },
): UserConfig & { test?: InlineConfig };
export declare function shellViteConfig(): UserConfig & { test: InlineConfig };
export declare function vitestConfig(): InlineConfig;
