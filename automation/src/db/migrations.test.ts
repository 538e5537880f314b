import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePaidAccountFromV2 } from '../test-support.js';
import type { Database } from './queryable.js';

describe('migration 3 (free trial) on a database that already has accounts', () => {
  let pglite: PGlite;
  let database: Database;

  beforeAll(async () => {
    pglite = await PGlite.create();
    database = {
      kind: 'pglite',
      query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
        (await pglite.query<T>(sql, [...params])).rows,
      transaction: (fn) =>
        pglite.transaction((tx) =>
          fn({
            query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
              (await tx.query<T>(sql, [...params])).rows,
          }),
        ),
      close: () => pglite.close(),
    };
  });
  afterAll(() => database?.close());

  it('keeps every paid account as it was, now marked as paid', async () => {
    const { applied, before, after } = await migratePaidAccountFromV2(database);
    expect(applied).toEqual([3, 4]);
    expect(after).toEqual({ ...before, kind: 'paid', trial_minutes: null, customer_email: null, website_domain: null });
  });
});
