// The npm commands that run over every app, derived from the one app registry
// (shared/src/contract/apps.json): `npm run build` and `npm run dev` never list apps by hand.
//   node scripts/apps.mjs build   build every remote (browser + server entries), then the shell, then precompress
//   node scripts/apps.mjs dev     every app in dev mode (remotes federated, with HMR) plus automation
import { spawn, spawnSync } from 'node:child_process';
import { APPS, REMOTE_NAMES } from '@estefania/shared/apps';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args) => spawnSync(npm, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

/** The workspaces `npm run build` builds, remotes first: the shell's build reads nothing of theirs. */
export function buildOrder() {
  return [...REMOTE_NAMES.map((name) => APPS[name].dir), APPS.shell.dir];
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
    const status = run(['run', 'build', ...buildOrder().flatMap((dir) => ['-w', dir])]);
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
