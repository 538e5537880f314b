import type { Server } from 'node:http';
import type { AppName } from '../shared/src/tooling/apps.js';

export declare function createAppServer(app: AppName, options?: { dist?: string }): Server;
export declare function serveAll(options?: { remotesOnly?: boolean }): () => void;
