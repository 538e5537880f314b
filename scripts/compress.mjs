// Precompresses every built text asset (brotli + gzip) so the static server never compresses
// on the fly. remotes.json is left alone: it is edited in place at deployment.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APPS } from '../shared/src/tooling/apps.js';

const root = new URL('..', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && name !== 'remotes.json') {
      const data = readFileSync(file);
      if (data.length < 512) continue;
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
}

for (const { dir } of Object.values(APPS)) {
  walk(join(root, dir, 'dist'));
  // Marks the build as complete: `npm start` rebuilds when sources are newer than this.
  writeFileSync(join(root, dir, 'dist', '.built'), new Date().toISOString());
}
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`);
