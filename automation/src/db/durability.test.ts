import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir, seedDataDir } from '../testing.js';
import { openDatabase, type Database } from './database.js';

describe('durable writes on embedded PGlite', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let database: Database;

  beforeAll(async () => {
    temp = await makeTempDir();
    await seedDataDir(temp.path);
    database = await openDatabase({ databaseUrl: null, dataDir: temp.path });
  });
  afterAll(async () => {
    await database?.close();
    await temp?.remove();
  });

  it('runs PostgreSQL with fsync and synchronous commits', async () => {
    const rows = await database.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
    ]);
  });

  it('has the commit on disk (fsync) before the statement returns', async () => {
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await database.query(
        `INSERT INTO leads (id, kind, email, consent, consented_at) VALUES ('lead_durable', 'newsletter', 'd@example.es', true, now())`,
      );
      expect(fsync).toHaveBeenCalled();
    } finally {
      fsync.mockRestore();
    }
  });
});
