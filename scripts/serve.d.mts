import type { Server } from 'node:http';
import type { AppName } from '@estefania/shared/apps';

export declare function createAppServer(app: AppName, options?: { dist?: string }): Server;
export declare function serveAll(options?: { remotesOnly?: boolean }): () => void;
/** The Accept-Encoding sirv is given, from the real negotiation (q-values): e.g. `br;q=0, gzip` → `gzip`. */
export declare function acceptEncodingForSirv(acceptEncoding: string | undefined): string;
