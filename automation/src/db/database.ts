import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { durablePglite } from './durable-node-fs.js';
import { migrate } from './migrations.js';
import type { Database, Queryable } from './queryable.js';

export type { Database } from './queryable.js';

class PgliteDatabase implements Database {
  readonly kind = 'pglite';

  constructor(private readonly db: PGlite) {}

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.db.query<T>(sql, [...params]);
    return result.rows;
  }

  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
    return this.db.transaction((tx) =>
      fn({
        async query<T extends object>(sql: string, params: readonly unknown[] = []) {
          return (await tx.query<T>(sql, [...params])).rows;
        },
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres';

  constructor(private readonly pool: pg.Pool) {}

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.pool.query<T>(sql, [...params]);
    return result.rows;
  }

  async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        async query<T extends object>(sql: string, params: readonly unknown[] = []) {
          return (await client.query<T>(sql, [...params])).rows;
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface OpenDatabaseOptions {
  /** Real PostgreSQL when set; embedded PGlite under dataDir otherwise. */
  databaseUrl: string | null;
  dataDir: string;
}

/** Opens the store and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('[automation] PostgreSQL pool error:', error.message));
    // A commit is acknowledged only once it is on the server's disk, whatever the server's default.
    pool.on('connect', (client) => {
      client.query('SET synchronous_commit TO on').catch(() => undefined);
    });
    database = new PostgresDatabase(pool);
    const [setting] = await database.query<{ fsync: string }>('SHOW fsync').catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    if (setting?.fsync !== 'on') {
      console.warn('[automation] PostgreSQL runs with fsync=off: a power cut may lose acknowledged writes.');
    }
  } else {
    const directory = join(options.dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
    database = new PgliteDatabase(await durablePglite(directory));
  }
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
