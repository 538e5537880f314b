import { spawn } from 'node:child_process';
import { mkdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { startService } from '../server.js';
import { makeTempDir, seedDataDir, testConfig, testResolver } from '../testing.js';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

// No speech workers: only the start-up and the lock matter here.
const noVoice = { synthesize: () => Promise.reject(new Error('no voice in this test')), close: () => Promise.resolve() };
const start = (dataDir: string) =>
  startService({ config: testConfig(dataDir), log: silentLogger, resolve: testResolver(), voice: noVoice });

describe('one process per data directory', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;

  beforeEach(async () => {
    temp = await makeTempDir();
    await seedDataDir(temp.path);
  });
  afterEach(() => temp.remove());

  it('refuses a second service on the same directory, naming it, and allows one again after close', async () => {
    const first = await start(temp.path);
    try {
      const second = start(temp.path);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      const message = (await second.catch((error: Error) => error)) as Error;
      expect(message.message).toContain(temp.path);
      expect(message.message).toMatch(/Otro proceso .* ya usa el directorio de datos/);
      expect(message.message).toMatch(/Another automation service process is already using the data directory/);
      // The refused one did not disturb the first.
      expect((await fetch(`${first.url}/health`)).status).toBe(200);
    } finally {
      await first.close();
    }
    const again = await start(temp.path);
    await again.close();
  });

  it('refuses while another process holds the directory, and not once that process is gone', async () => {
    const module = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(module)});
         await lockDataDir(${JSON.stringify(temp.path)});
         console.log('locked');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
      });
      await expect(start(temp.path)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    // Released on exit (SIGTERM included).
    const service = await start(temp.path);
    await service.close();
  });

  it('waits for the lock of a process that died just now instead of refusing, but not for a live one', async () => {
    const lock = join(temp.path, LOCK_FILE);
    await mkdir(lock); // fresh, and nobody refreshes it
    const started = Date.now();
    const release = await lockDataDir(temp.path, { staleMs: 2_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    try {
      await expect(lockDataDir(temp.path, { staleMs: 2_000 })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await release();
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    const lock = join(temp.path, LOCK_FILE);
    await mkdir(lock);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lock, longAgo, longAgo);
    const service = await start(temp.path);
    await service.close();
  });
});
