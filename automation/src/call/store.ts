import type { Database } from '../db/queryable.js';

/** Why a call ended; `tampered`: the page changed the session the server set, and the server hung up. */
export type EndReason = 'hangup' | 'time_limit' | 'disconnected' | 'expired' | 'provider_error' | 'shutdown' | 'tampered';

/** The `calls` table: one row per call, its counters only (no address, no audio, no transcript). */
export class CallStore {
  constructor(private readonly db: Database) {}

  async started(call: { id: string; demoId: string; provider: string }): Promise<void> {
    await this.db.query('INSERT INTO calls (id, demo_id, provider) VALUES ($1, $2, $3)', [call.id, call.demoId, call.provider]);
  }

  async ended(
    id: string,
    counters: { seconds: number; reason: EndReason; callerTurns: number; receptionistTurns: number },
  ): Promise<void> {
    await this.db.query(
      `UPDATE calls SET ended_at = now(), seconds = $2, end_reason = $3, caller_turns = $4, receptionist_turns = $5
       WHERE id = $1 AND ended_at IS NULL`,
      [id, counters.seconds, counters.reason, counters.callerTurns, counters.receptionistTurns],
    );
  }
}
