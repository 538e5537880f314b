// Type-checks every workspace with its own tsconfig (each app has its own ambient types).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const patterns = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).workspaces;
// npm's workspace globs (`remote-*`), expanded the way npm does for a single `*` in the last segment.
const workspaces = patterns.flatMap((pattern) => {
  if (!pattern.includes('*')) return [pattern];
  const matcher = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '[^/]+')}$`);
  return readdirSync(new URL('..', import.meta.url))
    .filter((name) => matcher.test(name))
    .sort();
});
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;
let failed = false;
for (const workspace of ['.', ...workspaces]) {
  if (!existsSync(`${workspace}/tsconfig.json`)) continue;
  try {
    execFileSync(process.execPath, [tsc, '-p', workspace, '--pretty'], { stdio: 'inherit' });
    console.log(`typecheck ${workspace}: ok`);
  } catch {
    failed = true;
    console.error(`typecheck ${workspace}: failed`);
  }
}
process.exit(failed ? 1 : 0);
