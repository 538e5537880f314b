// How the island code graph (islandCode.ts) reads files: the shell's from its build folder, a
// remote's over HTTP, as the browser will. Either answers null rather than throwing.
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { ReadModule } from './islandCode';

/** Largest file read: remote code beyond this is not what a build of ours writes. */
const MAX_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 3000;

/** Files of the shell's build, by URL path (`http://shell.invalid/assets/x.js` → `<dist>/assets/x.js`). */
export function readBuildFile(distDir: string): ReadModule {
  const base = normalize(distDir + sep);
  return async (url) => {
    const file = normalize(join(distDir, decodeURIComponent(new URL(url).pathname)));
    if (!file.startsWith(base)) return null;
    return readFile(file, 'utf8').catch(() => null);
  };
}

/** A remote's file over HTTP(S): the text of a 200 within the time and size limits, else null. */
export const readRemoteFile: ReadModule = async (url) => {
  if (!/^https?:$/.test(new URL(url).protocol)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return null;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) return null;
    const text = await response.text();
    return text.length > MAX_BYTES ? null : text;
  } catch {
    return null;
  }
};
