import type { Server } from 'node:http';
import type { AppName } from '@estefania/shared/apps';

export declare function createAppServer(app: AppName, options?: { dist?: string }): Server;
export declare function serveApps(apps?: AppName[]): Promise<() => void>;
/** The encodings to try for a file, best first, ending with 'identity': e.g. `br;q=0, gzip` → gzip, identity. */
export declare function encodingsToTry(acceptEncoding: string | undefined): string[];
