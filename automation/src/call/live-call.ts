import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CallKnowledge } from './knowledge.js';
import type { EndReason } from './store.js';

/** One call in progress: who it is for, what it knows, its counters; held in memory only. */
export class LiveCall {
  readonly id = randomUUID();
  /** The browser's proof that it started this call: needed to connect, send its offer and hang up. */
  readonly token = randomBytes(24).toString('base64url');
  readonly createdAt: number;
  connectedAt: number | null = null;
  endedWith: EndReason | null = null;
  /** The provider's own id of the call (WebRTC providers), for the hang-up. */
  providerCallId: string | null = null;
  callerTurns = 0;
  receptionistTurns = 0;
  private readonly endListeners: ((reason: EndReason) => void)[] = [];

  constructor(
    readonly demoId: string,
    readonly knowledge: CallKnowledge,
    now: number,
  ) {
    this.createdAt = now;
  }

  hasToken(token: string): boolean {
    const given = Buffer.from(token);
    const expected = Buffer.from(this.token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  get ended(): boolean {
    return this.endedWith !== null;
  }

  onEnd(listener: (reason: EndReason) => void): void {
    this.endListeners.push(listener);
  }

  /** Marks the call ended (once) and tells its listeners; answers whether this call did it. */
  markEnded(reason: EndReason): boolean {
    if (this.endedWith) return false;
    this.endedWith = reason;
    for (const listener of this.endListeners) listener(reason);
    return true;
  }
}
