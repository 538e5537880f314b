// The npm commands that run over every app, derived from the one app registry
// (shared/src/contract/apps.json): `npm run build` and `npm run dev` never list apps by hand.
//   node scripts/apps.mjs build   build every remote (browser + server entries), then the shell, then precompress
//   node scripts/apps.mjs dev     every app in dev mode (remotes federated, with HMR) plus automation
import { spawn, spawnSync } from 'node:child_process';
import { APPS, REMOTE_NAMES } from '@estefania/shared/apps';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The workspaces `npm run build` builds, remotes first: the shell's build reads nothing of theirs. */
export function buildOrder() {
  return [...REMOTE_NAMES.map((name) => APPS[name].dir), APPS.shell.dir];
}

/**
 * @module-federation/vite 1.23 writes which names a consume-only share's wrapper exports
 * (`import: false`) from what the build's modules import, once it takes the module graph as fully
 * parsed; on a busy machine it can take it so too early (a 10 ms lull while imports are still being
 * resolved), and the build fails with MISSING_EXPORT on a `__loadShare__` module though the code is
 * fine: two builds in nine on this machine under load, none when quiet. Only that failure is retried.
 */
export function isFederationExportRace(output) {
  // eslint-disable-next-line no-control-regex -- the build's colours
  return /\[MISSING_EXPORT\][^\n]*__loadShare__/.test(output.replace(/\x1b\[[0-9;]*m/g, ''));
}

/**
 * Runs a build, showing its output once it ends, and runs it once more if it failed only on the
 * federation's export race (above). Returns the exit status.
 */
export function runBuild(command, args, options, run = spawnSync, log = console.error) {
  for (let attempt = 1; ; attempt += 1) {
    const result = run(command, args, {
      ...options,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    const status = result.status ?? 1;
    if (status === 0 || attempt > 1 || !isFederationExportRace(`${result.stdout ?? ''}${result.stderr ?? ''}`)) return status;
    log(
      `build: ${args.join(' ')} falló por la carrera de exportaciones del plugin de federación (MISSING_EXPORT en un __loadShare__); se repite una vez`,
    );
  }
}

/** `concurrently` arguments for `npm run dev`: the shell, every remote federated, automation. */
export function devCommands() {
  return [
    { name: 'shell', command: `npm run dev -w ${APPS.shell.dir}` },
    ...REMOTE_NAMES.map((name) => ({ name, command: `npm run dev:federated -w ${APPS[name].dir}` })),
    { name: 'automation', command: 'npm run dev -w automation' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const task = process.argv[2];
  if (task === 'build') {
    let status = 0;
    for (const dir of buildOrder()) {
      status = runBuild(npm, ['run', 'build', '-w', dir], { cwd: root });
      if (status !== 0) break;
    }
    process.exit(
      status === 0
        ? (spawnSync(process.execPath, ['scripts/compress.mjs'], { cwd: root, stdio: 'inherit' }).status ?? 1)
        : status,
    );
  } else if (task === 'dev') {
    const commands = devCommands();
    const colours = ['blue', 'magenta', 'green', 'yellow', 'cyan', 'red', 'white', 'gray'];
    const child = spawn(
      npm,
      [
        'exec',
        '--',
        'concurrently',
        '-k',
        '-n',
        commands.map((c) => c.name).join(','),
        '-c',
        commands.map((_, i) => colours[i % colours.length]).join(','),
        ...commands.map((c) => c.command),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('exit', (code) => process.exit(code ?? 0));
  } else {
    console.error('usage: node scripts/apps.mjs build|dev');
    process.exit(2);
  }
}
