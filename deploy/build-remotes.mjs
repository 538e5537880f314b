// `node deploy/build-remotes.mjs <out>`: builds every remote of the app registry (browser and server
// entries), precompresses it and lays it out as `<out>/<remote>/…`, the folder a static server or a
// bucket serves (remotes.Dockerfile runs it). The list of remotes comes from the registry.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APPS, REMOTE_NAMES } from '@estefania/shared/apps';
import { compressDir } from '../scripts/compress.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const out = process.argv[2];
if (!out) {
  console.error('usage: node deploy/build-remotes.mjs <out-folder>');
  process.exit(2);
}

for (const name of REMOTE_NAMES) {
  const dir = APPS[name].dir;
  const result = spawnSync(npm, ['run', 'build', '-w', dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const target = join(resolve(out), name);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, dir, 'dist'), target, { recursive: true, filter: (source) => !/\.(br|gz)$|\/\.built$/.test(source) });
  compressDir(target);
  console.log(`${name}: ${target}`);
}
