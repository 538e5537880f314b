import { customerEmailKey, websiteDomain } from '../customer-keys.js';
import type { Database, Queryable } from './queryable.js';

interface Migration {
  version: number;
  name: string;
  statements: string[];
  /** Data that SQL cannot recompute by itself (run after the statements, in the same transaction). */
  run?: (tx: Queryable) => Promise<void>;
}

/**
 * Migration 5: every stored customer key recomputed with the current rule (customer-keys.ts). Two
 * trial accounts that were two customers under the old rule and are one now (lucia@googlemail.com
 * and lucia@gmail.com, x.es. and x.es) both keep their account — a trial already granted is not
 * taken back — but only the first (oldest) holds the key in the one-trial indexes; each later one
 * is marked `duplicate_trial_of` that account, so the rule keeps refusing new trials for the
 * customer and the duplicates can be found (`WHERE duplicate_trial_of IS NOT NULL`). Uses the live
 * normalisation on purpose: if the rule changes again, a new migration recomputes again.
 */
async function recomputeCustomerKeys(tx: Queryable): Promise<void> {
  const rows = await tx.query<{
    id: string;
    kind: 'paid' | 'trial';
    email: string;
    customer_email: string | null;
    website_domain: string | null;
    website: string | null;
  }>(
    `SELECT a.id, a.kind, a.email, a.customer_email, a.website_domain, d.website
     FROM accounts a LEFT JOIN demos d ON d.id = a.demo_id
     ORDER BY a.created_at, a.id`,
  );
  const holders = { email: new Map<string, string>(), domain: new Map<string, string>() };
  for (const row of rows) {
    if (row.customer_email === null || row.website_domain === null) continue;
    const email = customerEmailKey(row.email);
    // The demo's website is what the key was made from; the old key itself if the demo is gone.
    const domain =
      (row.website === null ? null : websiteDomain(row.website)) ?? websiteDomain(row.website_domain) ?? row.website_domain;
    let duplicateOf: string | null = null;
    if (row.kind === 'trial') {
      duplicateOf = holders.email.get(email) ?? holders.domain.get(domain) ?? null;
      if (duplicateOf === null) {
        holders.email.set(email, row.id);
        holders.domain.set(domain, row.id);
      }
    }
    if (email === row.customer_email && domain === row.website_domain && duplicateOf === null) continue;
    await tx.query('UPDATE accounts SET customer_email = $2, website_domain = $3, duplicate_trial_of = $4 WHERE id = $1', [
      row.id,
      email,
      domain,
      duplicateOf,
    ]);
  }
}

/** Append-only: a released migration is never edited, a change is a new version. */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'demos, checkout sessions, accounts, leads',
    statements: [
      `CREATE TABLE demos (
        id text PRIMARY KEY,
        website text NOT NULL,
        final_url text,
        source text NOT NULL CHECK (source IN ('website', 'domain')),
        company_name text NOT NULL,
        company_description text NOT NULL,
        greeting_text text NOT NULL,
        message_text text NOT NULL,
        greeting_seconds real NOT NULL,
        message_seconds real NOT NULL,
        product_id text NOT NULL,
        plan_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE checkout_sessions (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('plan', 'pack')),
        product_id text,
        plan_key text,
        pack_minutes integer,
        description text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL DEFAULT 'eur',
        recurring_interval text CHECK (recurring_interval IN ('month')),
        email text NOT NULL,
        client_reference_id text,
        status text NOT NULL CHECK (status IN ('open', 'paid')),
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        CHECK ((kind = 'plan' AND product_id IS NOT NULL AND plan_key IS NOT NULL) OR (kind = 'pack' AND pack_minutes IS NOT NULL))
      )`,
      `CREATE TABLE accounts (
        id text PRIMARY KEY,
        stripe_session_id text NOT NULL UNIQUE REFERENCES checkout_sessions (id),
        payload_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone text NOT NULL,
        email text NOT NULL,
        company_name text NOT NULL,
        company_website text NOT NULL,
        company_description text NOT NULL,
        audio_greeting text NOT NULL,
        audio_message text NOT NULL,
        demo_id text NOT NULL,
        product_id text NOT NULL,
        plan_key text NOT NULL,
        plan_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE leads (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('demo-request', 'newsletter', 'book-waitlist')),
        email text NOT NULL,
        first_name text,
        surname text,
        business_name text,
        phone text,
        consent boolean NOT NULL CHECK (consent),
        consented_at timestamptz NOT NULL,
        submissions integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kind, email)
      )`,
    ],
  },
  {
    version: 2,
    name: 'every lead submission kept with its own consent; the first contact data is never overwritten',
    statements: [
      `CREATE TABLE lead_submissions (
        id text PRIMARY KEY,
        lead_id text NOT NULL REFERENCES leads (id),
        email text NOT NULL,
        first_name text,
        surname text,
        business_name text,
        phone text,
        consent boolean NOT NULL CHECK (consent),
        consented_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX lead_submissions_lead ON lead_submissions (lead_id)`,
      `INSERT INTO lead_submissions (id, lead_id, email, first_name, surname, business_name, phone, consent, consented_at, created_at)
       SELECT 'sub_' || id, id, email, first_name, surname, business_name, phone, consent, consented_at, updated_at FROM leads`,
    ],
  },
  {
    version: 3,
    name: 'free trial: trial sessions with no payment, trial accounts, one trial per e-mail and per website domain',
    statements: [
      // A trial session is "complete" with nothing paid (Stripe: no_payment_required), for the plan it turns into.
      `ALTER TABLE checkout_sessions DROP CONSTRAINT checkout_sessions_kind_check`,
      `ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_kind_check CHECK (kind IN ('plan', 'pack', 'trial'))`,
      `ALTER TABLE checkout_sessions DROP CONSTRAINT checkout_sessions_status_check`,
      `ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_status_check CHECK (status IN ('open', 'paid', 'complete'))`,
      `ALTER TABLE checkout_sessions DROP CONSTRAINT checkout_sessions_check`,
      `ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_product_check CHECK (
        (kind = 'plan' AND product_id IS NOT NULL AND plan_key IS NOT NULL)
        OR (kind = 'pack' AND pack_minutes IS NOT NULL)
        OR (kind = 'trial' AND product_id IS NOT NULL AND plan_key IS NOT NULL AND amount_cents = 0 AND status <> 'paid')
      )`,
      // Existing accounts are paid ones; who a customer is (e-mail and website domain, normalised) is
      // kept for new accounts of both kinds.
      `ALTER TABLE accounts ADD COLUMN kind text NOT NULL DEFAULT 'paid' CHECK (kind IN ('paid', 'trial'))`,
      `ALTER TABLE accounts ADD COLUMN trial_minutes integer CHECK (trial_minutes > 0)`,
      `ALTER TABLE accounts ADD COLUMN customer_email text`,
      `ALTER TABLE accounts ADD COLUMN website_domain text`,
      `ALTER TABLE accounts ADD CONSTRAINT accounts_trial_check CHECK (
        kind = 'paid' OR (trial_minutes IS NOT NULL AND customer_email IS NOT NULL AND website_domain IS NOT NULL)
      )`,
      // One trial per customer, race-safe: the database refuses a second one whichever request wins.
      `CREATE UNIQUE INDEX accounts_one_trial_per_email ON accounts (customer_email) WHERE kind = 'trial'`,
      `CREATE UNIQUE INDEX accounts_one_trial_per_domain ON accounts (website_domain) WHERE kind = 'trial'`,
    ],
  },
  {
    version: 4,
    name: 'first-party measurement events (page views, onboarding funnel), sent with consent',
    statements: [
      // Only the contract's fields, each in its own column: there is no place for anything else.
      `CREATE TABLE measurement_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        visit_id uuid NOT NULL,
        seq integer NOT NULL CHECK (seq >= 0),
        type text NOT NULL,
        contract_version integer NOT NULL,
        path text,
        referrer_host text,
        viewport text,
        plan text,
        clip text,
        seconds_heard real,
        reason text,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (visit_id, seq)
      )`,
      `CREATE INDEX measurement_events_received ON measurement_events (received_at)`,
      `CREATE INDEX measurement_events_type_received ON measurement_events (type, received_at)`,
    ],
  },
  {
    version: 5,
    name: 'one trial per customer: googlemail is gmail, Gmail ignores dots, repeated www. and trailing dots dropped; keys recomputed',
    statements: [
      // A trial granted twice under the old rule stays, marked as the duplicate of the first one.
      `ALTER TABLE accounts ADD COLUMN duplicate_trial_of text REFERENCES accounts (id)`,
      `ALTER TABLE accounts ADD CONSTRAINT accounts_duplicate_trial_check CHECK (duplicate_trial_of IS NULL OR kind = 'trial')`,
      `DROP INDEX accounts_one_trial_per_email`,
      `DROP INDEX accounts_one_trial_per_domain`,
    ],
    run: async (tx) => {
      await recomputeCustomerKeys(tx);
      await tx.query(
        `CREATE UNIQUE INDEX accounts_one_trial_per_email ON accounts (customer_email) WHERE kind = 'trial' AND duplicate_trial_of IS NULL`,
      );
      await tx.query(
        `CREATE UNIQUE INDEX accounts_one_trial_per_domain ON accounts (website_domain) WHERE kind = 'trial' AND duplicate_trial_of IS NULL`,
      );
    },
  },
  {
    version: 6,
    name: 'what a live call with the demo knows (sector, country, services, hours, address, phone) and the calls counters',
    statements: [
      // Demos made before #34 keep nulls: their call knows the name and the description only, and says so.
      `ALTER TABLE demos ADD COLUMN company_sector text`,
      `ALTER TABLE demos ADD COLUMN country text`,
      `ALTER TABLE demos ADD COLUMN services jsonb NOT NULL DEFAULT '[]'::jsonb`,
      `ALTER TABLE demos ADD COLUMN opening_hours text`,
      `ALTER TABLE demos ADD COLUMN address text`,
      `ALTER TABLE demos ADD COLUMN phone text`,
      // One row per live call: its counters only. No address, no audio, no transcript.
      `CREATE TABLE calls (
        id text PRIMARY KEY,
        demo_id text NOT NULL REFERENCES demos (id),
        provider text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        seconds real,
        end_reason text,
        caller_turns integer NOT NULL DEFAULT 0,
        receptionist_turns integer NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX calls_demo_started ON calls (demo_id, started_at)`,
    ],
  },
];

/**
 * Applies the pending migrations in one transaction under an advisory lock, so several instances
 * starting at once against the same PostgreSQL neither race nor half-apply (DDL is transactional).
 */
export async function migrate(database: Database): Promise<number[]> {
  return database.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('estefania-automation-migrations'))`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await migration.run?.(tx);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
