import type registry from './apps.json';

/** Every app of the registry (apps.json). */
export type AppName = keyof typeof registry;
/** Every app but the shell. */
export type RemoteName = Exclude<AppName, 'shell'>;
export declare const APPS: Record<AppName, { port: number; dir: string }>;
export declare const REMOTE_NAMES: readonly RemoteName[];
export declare function appPort(app: AppName): number;
export declare function localRemotesJson(): {
  remotes: Record<RemoteName, string>;
  loadTimeoutMs: number;
  config: Record<string, never>;
};
export declare const REMOTE_BASES_GLOBAL: string;
