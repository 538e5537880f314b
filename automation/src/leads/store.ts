import { randomUUID } from 'node:crypto';
import type { Lead } from '@estefania/shared/webhooks';
import type { Database } from '../db/queryable.js';

/** The lists a lead signs up to (the `kind` stored, and the last part of the webhook's path). */
export const LEAD_KINDS = ['demo-request', 'newsletter', 'book-waitlist'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The `leads` table (one row per list and address) and `lead_submissions` (every sign-up with its consent). */
export class LeadStore {
  constructor(private readonly db: Database) {}

  /**
   * A sign-up: the lead is stored once per list and e-mail address (case-insensitive), and every
   * submission, the first included, is kept as its own row with the consent and its time. A repeat
   * never changes the contact data stored for the address (anyone can type someone else's e-mail).
   */
  async record(kind: LeadKind, lead: Lead, consentedAt: Date): Promise<{ created: boolean; id: string }> {
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
}
