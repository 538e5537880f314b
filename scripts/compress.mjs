// Precompresses every built text asset (brotli + gzip) so the static server never compresses
// on the fly. remotes.json is left alone: it is edited in place at deployment.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APPS } from '@estefania/shared/apps';

const root = new URL('..', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns the totals. */
export function compressDir(dir, totals = { files: 0, before: 0, after: 0 }) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) compressDir(file, totals);
    else if (COMPRESSIBLE.test(name) && name !== 'remotes.json') {
      const data = readFileSync(file);
      if (data.length < 512) continue;
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      totals.files += 1;
      totals.before += data.length;
      totals.after += br.length;
    }
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const totals = { files: 0, before: 0, after: 0 };
  for (const { dir } of Object.values(APPS)) {
    compressDir(join(root, dir, 'dist'), totals);
    // Marks the build as complete: `npm start` rebuilds when sources are newer than this.
    writeFileSync(join(root, dir, 'dist', '.built'), new Date().toISOString());
  }
  console.log(
    `compressed ${totals.files} files: ${(totals.before / 1024).toFixed(0)} KB → ${(totals.after / 1024).toFixed(0)} KB (brotli)`,
  );
}
