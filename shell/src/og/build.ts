// `tsx src/og/build.ts <dir>`: writes the link-preview images and the logo into <dir>/og/ (the shell's
// build output, or public/ for the dev server).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderSiteImages } from './images';

const dir = join(resolve(process.argv[2] ?? 'dist'), 'og');
mkdirSync(dir, { recursive: true });
const started = Date.now();
const images = await renderSiteImages();
for (const [name, data] of images) writeFileSync(join(dir, name), data);
console.log(`og: ${images.size} imágenes en ${dir} (${Date.now() - started} ms)`);
