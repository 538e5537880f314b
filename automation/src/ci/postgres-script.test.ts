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

async function postgresSh(stateFile: string, port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run('bash', [script, ...args], {
    env: { ...process.env, POSTGRES_STATE_FILE: stateFile, POSTGRES_PORT: String(port) },
    timeout: 60_000,
  });
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
});
