import { createHash } from 'node:crypto';
import type { CreateAccountRequest } from '@estefania/shared/webhooks';
import type { CustomerKeys } from '../customer-keys.js';
import { randomBase62 } from '../db/ids.js';
import type { Database } from '../db/queryable.js';

export type AccountOutcome =
  | { outcome: 'created'; accountId: string }
  | { outcome: 'replayed'; accountId: string }
  | { outcome: 'conflict'; accountId: string }
  /** A trial for a customer (e-mail or website domain) who already has one: nothing was written. */
  | { outcome: 'trial_taken' };

export type AccountInput = CreateAccountRequest & {
  plan_key: string;
  kind: 'paid' | 'trial';
  /** Minutes of a trial; null for a paid account. */
  trial_minutes: number | null;
} & CustomerKeys;

/** Stable hash of a payload: key order does not matter. */
function payloadHash(payload: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The `accounts` table. The trial feature asks it whether a customer already had a trial (its
 * `TrialLookup`), the panel how many accounts there are (its `AccountCount`).
 */
export class AccountStore {
  constructor(private readonly db: Database) {}

  /** Whether this e-mail or this website domain already holds a trial account. */
  async hasTrialAccount(keys: Partial<CustomerKeys>): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM accounts WHERE kind = 'trial' AND (customer_email = $1 OR website_domain = $2) LIMIT 1`,
      [keys.customerEmail ?? null, keys.websiteDomain ?? null],
    );
    return rows.length > 0;
  }

  /**
   * One account per checkout session. The same payload again is a replay (no second account);
   * a different payload for a used session is a conflict. A trial for a customer who already has
   * one writes nothing. Race-safe through the unique constraints: the insert does nothing on any of
   * them (the session's, or the one-trial-per-e-mail and per-domain indexes), and what it met is read after.
   */
  async createOnce(input: AccountInput): Promise<AccountOutcome> {
    const { plan_key: planKey, kind, trial_minutes: trialMinutes, customerEmail, websiteDomain, ...payload } = input;
    const hash = payloadHash(payload);
    const id = `acct_${randomBase62(24)}`;
    const inserted = await this.db.query<{ id: string }>(
      `INSERT INTO accounts (id, stripe_session_id, payload_hash, first_name, last_name, phone, email, company_name,
         company_website, company_description, audio_greeting, audio_message, demo_id, product_id, plan_key, plan_name,
         kind, trial_minutes, customer_email, website_domain)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        id,
        payload.stripe_session_id,
        hash,
        payload.first_name,
        payload.last_name,
        payload.phone,
        payload.email,
        payload.company_name,
        payload.company_website,
        payload.company_description,
        payload.audio_greeting,
        payload.audio_message,
        payload.demo_id,
        payload.product_id,
        planKey,
        payload.plan_name,
        kind,
        trialMinutes,
        customerEmail,
        websiteDomain,
      ],
    );
    if (inserted[0]) return { outcome: 'created', accountId: inserted[0].id };
    const existing = await this.db.query<{ id: string; payload_hash: string }>(
      'SELECT id, payload_hash FROM accounts WHERE stripe_session_id = $1',
      [payload.stripe_session_id],
    );
    const row = existing[0];
    if (!row) {
      // Not this session's account: the insert met another customer's trial (only trials have those indexes).
      if (kind === 'trial') return { outcome: 'trial_taken' };
      throw new Error('Account vanished between insert and select');
    }
    return { outcome: row.payload_hash === hash ? 'replayed' : 'conflict', accountId: row.id };
  }

  async count(): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    return rows[0]?.n ?? 0;
  }
}
