import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePaidAccountFromV2 } from '../testing.js';
import { migrate, migrations } from './migrations.js';
import type { Database } from './queryable.js';
import { AccountStore } from '../accounts/store.js';

function pgliteDatabase(pglite: PGlite): Database {
  return {
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
}

describe('migration 3 (free trial) on a database that already has accounts', () => {
  let pglite: PGlite;
  let database: Database;

  beforeAll(async () => {
    pglite = await PGlite.create();
    database = pgliteDatabase(pglite);
  });
  afterAll(() => database?.close());

  it('keeps every paid account as it was, now marked as paid', async () => {
    const { applied, before, after } = await migratePaidAccountFromV2(database);
    expect(applied).toEqual([3, 4, 5, 6]);
    expect(after).toEqual({
      ...before,
      kind: 'paid',
      trial_minutes: null,
      customer_email: null,
      website_domain: null,
      duplicate_trial_of: null,
    });
  });
});

describe('migration 5 (customer keys recomputed) on a database that already has trials', () => {
  let database: Database;

  /** An account as the service before migration 5 stored it, with the keys the old rule made. */
  async function oldAccount(
    id: string,
    kind: 'paid' | 'trial',
    email: string,
    website: string,
    oldKeys: { customerEmail: string; websiteDomain: string },
    createdAt: string,
  ) {
    await database.query(
      `INSERT INTO demos (id, website, source, company_name, company_description, greeting_text, message_text,
         greeting_seconds, message_seconds, product_id, plan_name)
       VALUES ($1, $2, 'domain', 'Negocio', '', 'Hola', 'Adiós', 3, 9, 'prod_autonomo', 'Autónomo')`,
      [`demo_${id}`, website],
    );
    await database.query(
      `INSERT INTO checkout_sessions (id, kind, product_id, plan_key, description, amount_cents, recurring_interval, email, status)
       VALUES ($1, $2, 'prod_autonomo', 'autonomo', 'x', $3, 'month', $4, $5)`,
      [
        `cs_test_${id}`,
        kind === 'trial' ? 'trial' : 'plan',
        kind === 'trial' ? 0 : 4900,
        email,
        kind === 'trial' ? 'complete' : 'paid',
      ],
    );
    await database.query(
      `INSERT INTO accounts (id, stripe_session_id, payload_hash, first_name, last_name, phone, email, company_name, company_website,
         company_description, audio_greeting, audio_message, demo_id, product_id, plan_key, plan_name, kind, trial_minutes,
         customer_email, website_domain, created_at)
       VALUES ($1, $2, 'hash', 'Ana', 'García', '+34 600 000 000', $3, 'Negocio', $4, '', 'http://x/a.mp3', 'http://x/b.mp3',
         $5, 'prod_autonomo', 'autonomo', 'Autónomo', $6, $7, $8, $9, $10)`,
      [
        id,
        `cs_test_${id}`,
        email,
        website,
        `demo_${id}`,
        kind,
        kind === 'trial' ? 25 : null,
        oldKeys.customerEmail,
        oldKeys.websiteDomain,
        createdAt,
      ],
    );
  }

  const keysOf = async () =>
    Object.fromEntries(
      (
        await database.query<{ id: string; customer_email: string; website_domain: string; duplicate_trial_of: string | null }>(
          'SELECT id, customer_email, website_domain, duplicate_trial_of FROM accounts ORDER BY id',
        )
      ).map((row) => [row.id, [row.customer_email, row.website_domain, row.duplicate_trial_of]]),
    );

  beforeAll(async () => {
    database = pgliteDatabase(await PGlite.create());
    await database.query(`CREATE TABLE schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    for (const migration of migrations.filter((candidate) => candidate.version <= 4)) {
      for (const statement of migration.statements) await database.query(statement);
      await database.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    // Two pairs of trials the old rule saw as four customers, a paid account, and a trial alone.
    await oldAccount(
      'a_first',
      'trial',
      'Lucia.Martin@googlemail.com',
      'https://laespiga.es..',
      { customerEmail: 'lucia.martin@googlemail.com', websiteDomain: 'laespiga.es.' },
      '2026-01-01T10:00:00Z',
    );
    await oldAccount(
      'b_later',
      'trial',
      'luciamartin@gmail.com',
      'https://otra.es',
      { customerEmail: 'luciamartin@gmail.com', websiteDomain: 'otra.es' },
      '2026-01-02T10:00:00Z',
    );
    await oldAccount(
      'c_first',
      'trial',
      'pepe@tienda.es',
      'https://www.www.tienda.es',
      { customerEmail: 'pepe@tienda.es', websiteDomain: 'www.tienda.es' },
      '2026-01-03T10:00:00Z',
    );
    await oldAccount(
      'd_later',
      'trial',
      'ana@correo.es',
      'https://tienda.es',
      { customerEmail: 'ana@correo.es', websiteDomain: 'tienda.es' },
      '2026-01-04T10:00:00Z',
    );
    await oldAccount(
      'e_paid',
      'paid',
      'Luis+pro@GoogleMail.com',
      'https://www.luis.es',
      { customerEmail: 'luis@googlemail.com', websiteDomain: 'luis.es' },
      '2026-01-05T10:00:00Z',
    );
    await oldAccount(
      'f_alone',
      'trial',
      'marta@marta.es',
      'https://marta.es',
      { customerEmail: 'marta@marta.es', websiteDomain: 'marta.es' },
      '2026-01-06T10:00:00Z',
    );
    expect(await migrate(database)).toEqual([5, 6]);
  });
  afterAll(() => database?.close());

  it('recomputes every key with the current rule, and marks a later trial of the same customer as a duplicate of the first', async () => {
    expect(await keysOf()).toEqual({
      a_first: ['luciamartin@gmail.com', 'laespiga.es', null],
      b_later: ['luciamartin@gmail.com', 'otra.es', 'a_first'],
      c_first: ['pepe@tienda.es', 'tienda.es', null],
      d_later: ['ana@correo.es', 'tienda.es', 'c_first'],
      e_paid: ['luis@gmail.com', 'luis.es', null],
      f_alone: ['marta@marta.es', 'marta.es', null],
    });
  });

  it('keeps refusing a new trial for those customers', async () => {
    const store = new AccountStore(database);
    expect(await store.hasTrialAccount({ customerEmail: 'luciamartin@gmail.com' })).toBe(true);
    expect(await store.hasTrialAccount({ websiteDomain: 'tienda.es' })).toBe(true);
    // A paid account is no trial, and a customer with neither key known has none.
    expect(await store.hasTrialAccount({ customerEmail: 'luis@gmail.com', websiteDomain: 'luis.es' })).toBe(false);
    expect(await store.hasTrialAccount({ customerEmail: 'nadie@ejemplo.es' })).toBe(false);
    // The one-trial indexes hold again: a third trial with a known key is refused by the database itself.
    await expect(
      database.query(
        `INSERT INTO accounts (id, stripe_session_id, payload_hash, first_name, last_name, phone, email, company_name, company_website,
           company_description, audio_greeting, audio_message, demo_id, product_id, plan_key, plan_name, kind, trial_minutes,
           customer_email, website_domain)
         SELECT 'g_new', 'cs_test_f_alone', 'h', 'A', 'B', '1', 'x', 'N', 'w', '', 'a', 'b', 'demo_x', 'p', 'autonomo', 'A', 'trial', 25,
           'luciamartin@gmail.com', 'nueva.es'`,
      ),
    ).rejects.toThrow(/accounts_one_trial_per_email|unique/);
  });

  it('is not applied twice', async () => {
    expect(await migrate(database)).toEqual([]);
  });
});
