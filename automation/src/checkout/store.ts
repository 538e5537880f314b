import { randomBase62 } from '../db/ids.js';
import type { Database } from '../db/queryable.js';

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

export type NewCheckoutSession = Omit<CheckoutSession, 'id' | 'currency' | 'status' | 'createdAt' | 'paidAt'>;

export interface NewTrialSession {
  productId: string;
  planKey: string;
  description: string;
  email: string;
  clientReferenceId: string | null;
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

/** A Stripe-like test session id. */
function newSessionId(): string {
  return `cs_test_${randomBase62(40)}`;
}

/**
 * The `checkout_sessions` table: paid test checkouts and started trials. Other features read a
 * session, or start a trial one, through the interfaces they declare (accounts' `SessionLookup`,
 * trial's `TrialSessions`).
 */
export class CheckoutStore {
  constructor(private readonly db: Database) {}

  /** A test payment: the session is recorded already paid. */
  async createPaidSession(session: NewCheckoutSession): Promise<CheckoutSession> {
    const rows = await this.db.query<SessionRow>(
      `INSERT INTO checkout_sessions (id, kind, product_id, plan_key, pack_minutes, description, amount_cents, recurring_interval,
         email, client_reference_id, status, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'paid', now())
       RETURNING *`,
      [
        newSessionId(),
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
    const rows = await this.db.query<SessionRow>(
      `INSERT INTO checkout_sessions (id, kind, product_id, plan_key, pack_minutes, description, amount_cents, recurring_interval,
         email, client_reference_id, status, paid_at)
       VALUES ($1, 'trial', $2, $3, NULL, $4, 0, 'month', $5, $6, 'complete', NULL)
       RETURNING *`,
      [newSessionId(), session.productId, session.planKey, session.description, session.email, session.clientReferenceId],
    );
    return sessionFromRow(rows[0] as SessionRow);
  }

  async getSession(id: string): Promise<CheckoutSession | null> {
    const [row] = await this.db.query<SessionRow>('SELECT * FROM checkout_sessions WHERE id = $1', [id]);
    return row ? sessionFromRow(row) : null;
  }
}
