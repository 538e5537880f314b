import { createHash, randomUUID } from 'node:crypto';
import type { CreateAccountRequest, Lead } from '@estefania/shared/webhooks';
import type { Database } from './queryable.js';

export interface DemoRecord {
  id: string;
  website: string;
  finalUrl: string | null;
  source: 'website' | 'domain';
  companyName: string;
  companyDescription: string;
  greetingText: string;
  messageText: string;
  greetingSeconds: number;
  messageSeconds: number;
  productId: string;
  planName: string;
}

export interface CheckoutSession {
  id: string;
  /** A trial is started like a checkout, for the plan it turns into, with nothing paid. */
  kind: 'plan' | 'pack' | 'trial';
  productId: string | null;
  planKey: string | null;
  packMinutes: number | null;
  description: string;
  amountCents: number;
  currency: string;
  recurringInterval: 'month' | null;
  email: string;
  clientReferenceId: string | null;
  /** "complete" is a trial's: finished with no payment required. */
  status: 'open' | 'paid' | 'complete';
  createdAt: Date;
  paidAt: Date | null;
}

export interface NewTrialSession {
  productId: string;
  planKey: string;
  description: string;
  email: string;
  clientReferenceId: string | null;
}

export type NewCheckoutSession = Omit<CheckoutSession, 'id' | 'currency' | 'status' | 'createdAt' | 'paidAt'>;

export type LeadKind = 'demo-request' | 'newsletter' | 'book-waitlist';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Unbiased random base62 string (rejection sampling over crypto bytes). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Stable hash of a payload: key order does not matter. */
export function payloadHash(payload: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  return createHash('sha256').update(canonical).digest('hex');
}

interface SessionRow {
  id: string;
  kind: 'plan' | 'pack' | 'trial';
  product_id: string | null;
  plan_key: string | null;
  pack_minutes: number | null;
  description: string;
  amount_cents: number;
  currency: string;
  recurring_interval: 'month' | null;
  email: string;
  client_reference_id: string | null;
  status: 'open' | 'paid' | 'complete';
  created_at: Date | string;
  paid_at: Date | string | null;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function sessionFromRow(row: SessionRow): CheckoutSession {
  return {
    id: row.id,
    kind: row.kind,
    productId: row.product_id,
    planKey: row.plan_key,
    packMinutes: row.pack_minutes,
    description: row.description,
    amountCents: row.amount_cents,
    currency: row.currency,
    recurringInterval: row.recurring_interval,
    email: row.email,
    clientReferenceId: row.client_reference_id,
    status: row.status,
    createdAt: toDate(row.created_at),
    paidAt: row.paid_at === null ? null : toDate(row.paid_at),
  };
}

export type AccountOutcome =
  | { outcome: 'created'; accountId: string }
  | { outcome: 'replayed'; accountId: string }
  | { outcome: 'conflict'; accountId: string }
  /** A trial for a customer (e-mail or website domain) who already has one: nothing was written. */
  | { outcome: 'trial_taken' };

/** Who a customer is for the one-trial rule, normalised (trial/customer.ts). */
export interface CustomerKeys {
  customerEmail: string;
  websiteDomain: string;
}

export type AccountInput = CreateAccountRequest & {
  plan_key: string;
  kind: 'paid' | 'trial';
  /** Minutes of a trial; null for a paid account. */
  trial_minutes: number | null;
} & CustomerKeys;

/** Data access of the service; every statement is plain PostgreSQL so PGlite and a real server behave alike. */
export class Store {
  constructor(readonly db: Database) {}

  async insertDemo(demo: DemoRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO demos (id, website, final_url, source, company_name, company_description, greeting_text, message_text,
         greeting_seconds, message_seconds, product_id, plan_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        demo.id,
        demo.website,
        demo.finalUrl,
        demo.source,
        demo.companyName,
        demo.companyDescription,
        demo.greetingText,
        demo.messageText,
        demo.greetingSeconds,
        demo.messageSeconds,
        demo.productId,
        demo.planName,
      ],
    );
  }

  async getDemo(id: string): Promise<DemoRecord | null> {
    const rows = await this.db.query<{
      id: string;
      website: string;
      final_url: string | null;
      source: 'website' | 'domain';
      company_name: string;
      company_description: string;
      greeting_text: string;
      message_text: string;
      greeting_seconds: number;
      message_seconds: number;
      product_id: string;
      plan_name: string;
    }>('SELECT * FROM demos WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      website: row.website,
      finalUrl: row.final_url,
      source: row.source,
      companyName: row.company_name,
      companyDescription: row.company_description,
      greetingText: row.greeting_text,
      messageText: row.message_text,
      greetingSeconds: Number(row.greeting_seconds),
      messageSeconds: Number(row.message_seconds),
      productId: row.product_id,
      planName: row.plan_name,
    };
  }

  /** A test payment: the session is recorded already paid, with a Stripe-like test id. */
  async createPaidCheckoutSession(session: NewCheckoutSession): Promise<CheckoutSession> {
    const id = `cs_test_${randomBase62(40)}`;
    const rows = await this.db.query<SessionRow>(
      `INSERT INTO checkout_sessions (id, kind, product_id, plan_key, pack_minutes, description, amount_cents, recurring_interval,
         email, client_reference_id, status, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'paid', now())
       RETURNING *`,
      [
        id,
        session.kind,
        session.productId,
        session.planKey,
        session.packMinutes,
        session.description,
        session.amountCents,
        session.recurringInterval,
        session.email,
        session.clientReferenceId,
      ],
    );
    return sessionFromRow(rows[0] as SessionRow);
  }

  /** A free trial started: complete with nothing to pay (no payment method collected), for the plan it turns into. */
  async createTrialSession(session: NewTrialSession): Promise<CheckoutSession> {
    const id = `cs_test_${randomBase62(40)}`;
    const rows = await this.db.query<SessionRow>(
      `INSERT INTO checkout_sessions (id, kind, product_id, plan_key, pack_minutes, description, amount_cents, recurring_interval,
         email, client_reference_id, status, paid_at)
       VALUES ($1, 'trial', $2, $3, NULL, $4, 0, 'month', $5, $6, 'complete', NULL)
       RETURNING *`,
      [id, session.productId, session.planKey, session.description, session.email, session.clientReferenceId],
    );
    return sessionFromRow(rows[0] as SessionRow);
  }

  /** The trial account already held by this e-mail or this website domain, and which of the two matched; null if none. */
  async findTrialAccount(keys: Partial<CustomerKeys>): Promise<{ accountId: string; matched: 'email' | 'domain' } | null> {
    const rows = await this.db.query<{ id: string; customer_email: string; website_domain: string }>(
      `SELECT id, customer_email, website_domain FROM accounts
       WHERE kind = 'trial' AND (customer_email = $1 OR website_domain = $2)
       ORDER BY created_at LIMIT 1`,
      [keys.customerEmail ?? null, keys.websiteDomain ?? null],
    );
    const row = rows[0];
    if (!row) return null;
    return { accountId: row.id, matched: row.customer_email === keys.customerEmail ? 'email' : 'domain' };
  }

  async getCheckoutSession(id: string): Promise<CheckoutSession | null> {
    const rows = await this.db.query<SessionRow>('SELECT * FROM checkout_sessions WHERE id = $1', [id]);
    return rows[0] ? sessionFromRow(rows[0]) : null;
  }

  /**
   * One account per checkout session. The same payload again is a replay (no second account);
   * a different payload for a used session is a conflict. A trial for a customer who already has
   * one writes nothing. Race-safe through the unique constraints: the insert does nothing on any of
   * them (the session's, or the one-trial-per-e-mail and per-domain indexes), and what it met is read after.
   */
  async createAccountOnce(input: AccountInput): Promise<AccountOutcome> {
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

  async countAccounts(): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    return rows[0]?.n ?? 0;
  }

  async countAccountsForSession(sessionId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE stripe_session_id = $1', [
      sessionId,
    ]);
    return rows[0]?.n ?? 0;
  }

  /**
   * A sign-up: the lead is stored once per list and e-mail address (case-insensitive), and every
   * submission, the first included, is kept as its own row with the consent and its time. A repeat
   * never changes the contact data stored for the address (anyone can type someone else's e-mail).
   */
  async recordLead(kind: LeadKind, lead: Lead, consentedAt: Date): Promise<{ created: boolean; id: string }> {
    const email = lead.email.trim().toLowerCase();
    const contact = [lead.firstName ?? null, lead.surname ?? null, lead.businessName ?? null, lead.phone ?? null];
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; created: boolean }>(
        `INSERT INTO leads (id, kind, email, first_name, surname, business_name, phone, consent, consented_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8)
         ON CONFLICT (kind, email) DO UPDATE SET submissions = leads.submissions + 1, updated_at = now()
         RETURNING id, (xmax = 0) AS created`,
        [`lead_${randomUUID()}`, kind, email, ...contact, consentedAt.toISOString()],
      );
      const row = rows[0];
      if (!row) throw new Error('Lead upsert returned no row');
      await tx.query(
        `INSERT INTO lead_submissions (id, lead_id, email, first_name, surname, business_name, phone, consent, consented_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8)`,
        [`sub_${randomUUID()}`, row.id, email, ...contact, consentedAt.toISOString()],
      );
      return { created: row.created, id: row.id };
    });
  }

  async findLeads(kind: LeadKind, email: string) {
    return this.db.query<{
      id: string;
      email: string;
      first_name: string | null;
      phone: string | null;
      consent: boolean;
      consented_at: Date;
      submissions: number;
      created_at: Date;
    }>(
      'SELECT id, email, first_name, phone, consent, consented_at, submissions, created_at FROM leads WHERE kind = $1 AND email = $2',
      [kind, email.trim().toLowerCase()],
    );
  }

  /** Every submission for a list and address, oldest first. */
  async findLeadSubmissions(kind: LeadKind, email: string) {
    return this.db.query<{ first_name: string | null; phone: string | null; consent: boolean; consented_at: Date }>(
      `SELECT s.first_name, s.phone, s.consent, s.consented_at FROM lead_submissions s JOIN leads l ON l.id = s.lead_id
       WHERE l.kind = $1 AND l.email = $2 ORDER BY s.consented_at, s.created_at`,
      [kind, email.trim().toLowerCase()],
    );
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
