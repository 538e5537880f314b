export type AppName = 'shell' | 'marketing' | 'industries' | 'pricing' | 'onboarding';
export declare const APPS: Record<AppName, { port: number; dir: string }>;
export declare function appPort(app: AppName): number;
export declare const REMOTE_BASES_GLOBAL: string;
