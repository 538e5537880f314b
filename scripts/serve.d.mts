import type { Server } from 'node:http';

export declare function createAppServer(
  app: 'shell' | 'marketing' | 'industries' | 'pricing' | 'onboarding',
  options?: { dist?: string },
): Server;
export declare function serveAll(options?: { remotesOnly?: boolean }): () => void;
