// What the benchmarks measure: the production build as served on this machine. Uses the site if it
// is already up at `base` (npm start), else serves the remotes and starts the shell server itself.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@estefania/shared/apps';
import { serveApps } from './serve.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Resolves once the site answers at `base`, with a function that stops what this started. */
export async function siteForBench(base) {
  const isUp = async () => {
    try {
      return (await fetch(`${base}/remotes.json`)).ok;
    } catch {
      return false;
    }
  };
  const cleanups = [];
  if (!(await isUp())) {
    if (!existsSync(join(root, 'shell', 'dist-server', 'main.js'))) {
      console.error('No production build to measure: run `npm run build` first.');
      process.exit(1);
    }
    cleanups.push(await serveApps(REMOTE_NAMES));
    const shell = spawn(process.execPath, [join(root, 'shell', 'dist-server', 'main.js')], { cwd: root, stdio: 'ignore' });
    cleanups.push(() => shell.kill('SIGTERM'));
    for (let i = 0; i < 50 && !(await isUp()); i += 1) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  process.on('exit', stop);
  // A bench stopped from outside (Ctrl-C, a kill) takes the shell server it started with it; without
  // these, Node exits on the signal without 'exit' and the server is left running on the port.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  return stop;
}
