// .ci/postgres.sh, the CI's throw-away PostgreSQL: `stop` stops the cluster its own start made and
// leaves any other one (another run's, on the same machine) running.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing.js';

const run = promisify(execFile);
const script = new URL('../../../.ci/postgres.sh', import.meta.url).pathname;
const hasPostgres = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
// The script runs the server as the postgres user through su: only root can.
const canRun = hasPostgres && process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs the script; `port` null leaves POSTGRES_PORT unset (the script picks a free port). */
async function postgresSh(stateFile: string, port: number | null, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, POSTGRES_STATE_FILE: stateFile };
  if (port === null) delete env.POSTGRES_PORT;
  else env.POSTGRES_PORT = String(port);
  const { stdout } = await run('bash', [script, ...args], { env, timeout: 60_000 });
  return stdout.trim();
}

/** Whether something accepts connections on the port (the cluster is running). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}

// Skipped where PostgreSQL is not installed or the tests do not run as root (the script starts the server as the
// postgres user through su): .ci/run installs it and runs as root, so CI always runs these.
describe.skipIf(!canRun)('.ci/postgres.sh', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('stop stops only the cluster its own start made', { timeout: 120_000 }, async () => {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const ours = { state: join(temp.path, 'ours.state'), port: await freePort() };
    const other = { state: join(temp.path, 'other.state'), port: await freePort() };

    // Each run's stop is registered before its start, so a failed check leaves no cluster behind.
    cleanups.push(() => postgresSh(other.state, other.port, 'stop'));
    expect(await postgresSh(other.state, other.port)).toBe(`postgres://postgres@127.0.0.1:${other.port}/postgres`);
    cleanups.push(() => postgresSh(ours.state, ours.port, 'stop'));
    expect(await postgresSh(ours.state, ours.port)).toBe(`postgres://postgres@127.0.0.1:${ours.port}/postgres`);
    expect(await listening(ours.port)).toBe(true);
    expect(await listening(other.port)).toBe(true);

    await postgresSh(ours.state, ours.port, 'stop');
    expect(await listening(ours.port)).toBe(false);
    expect(existsSync(ours.state)).toBe(false);
    // The other run's cluster is still there, and its own stop still finds it.
    expect(await listening(other.port)).toBe(true);
    await postgresSh(other.state, other.port, 'stop');
    expect(await listening(other.port)).toBe(false);
  });

  it(
    'picks a free port of its own when POSTGRES_PORT is unset, so two runs at once both start',
    { timeout: 120_000 },
    async () => {
      const temp = await makeTempDir();
      cleanups.push(temp.remove);
      const states = [join(temp.path, 'one.state'), join(temp.path, 'two.state')];
      for (const state of states) cleanups.push(() => postgresSh(state, null, 'stop'));
      const urls = await Promise.all(states.map((state) => postgresSh(state, null)));
      const ports = urls.map((url) => Number(/^postgres:\/\/postgres@127\.0\.0\.1:(\d+)\/postgres$/.exec(url)?.[1]));
      expect(ports.every((port) => port > 0)).toBe(true);
      expect(ports[0]).not.toBe(ports[1]);
      for (const port of ports) expect(await listening(port)).toBe(true);
      for (const state of states) await postgresSh(state, null, 'stop');
      for (const port of ports) expect(await listening(port)).toBe(false);
    },
  );

  it(
    'says on stderr, and exits non-zero, when it cannot start on the POSTGRES_PORT asked for',
    { timeout: 120_000 },
    async () => {
      const temp = await makeTempDir();
      cleanups.push(temp.remove);
      const state = join(temp.path, 'busy.state');
      const busy = createServer();
      await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => new Promise((resolve) => busy.close(resolve)));
      cleanups.push(() => postgresSh(state, null, 'stop'));
      const port = (busy.address() as { port: number }).port;
      const failure = await postgresSh(state, port).then(
        () => null,
        (error: unknown) => error as { code: number; stdout: string; stderr: string },
      );
      expect(failure).toMatchObject({ code: 1, stdout: '' });
      expect(failure?.stderr).toMatch(new RegExp(`Could not start PostgreSQL on POSTGRES_PORT=${port}.*will be skipped`));
    },
  );
});
