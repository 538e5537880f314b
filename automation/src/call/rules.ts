import { timingSafeEqual } from 'node:crypto';
import type { CallSettings } from '../config.js';
import { ServiceError } from '../errors.js';
import type { Logger } from '../logger.js';
import { knowledgeOf, type DemoLookup } from './knowledge.js';
import type { CallLimits } from './limits.js';
import { LiveCall } from './live-call.js';
import { CallProviderError, type CallProvider } from './provider.js';
import type { CallStore, EndReason } from './store.js';

export interface CallDeps {
  demos: DemoLookup;
  store: CallStore;
  limits: CallLimits;
  provider: CallProvider;
  settings: Pick<CallSettings, 'maxSeconds' | 'connectSeconds'>;
  log: Logger;
  now?: () => number;
}

/** How long the page can still ask why its call ended (a WebRTC call ended by the server: the page only sees it drop). */
const ENDED_KEPT_MS = 10 * 60 * 1000;
const ENDED_KEPT_MAX = 1000;

const DEMO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The live calls of this instance: started after the limits allow it, connected within
 * `connectSeconds`, ended by the visitor, by the browser going away or, whatever the browser does, by
 * the server's timer at `maxSeconds`.
 */
export class CallService {
  private readonly calls = new Map<string, LiveCall>();
  private readonly timers = new Map<string, NodeJS.Timeout[]>();
  /** Calls ended in the last minutes: their token and why they ended (memory only, bounded). */
  private readonly recentlyEnded = new Map<string, { token: string; reason: EndReason; at: number }>();
  private readonly now: () => number;

  constructor(private readonly deps: CallDeps) {
    this.now = deps.now ?? Date.now;
  }

  get provider(): CallProvider {
    return this.deps.provider;
  }

  get maxSeconds(): number {
    return this.deps.settings.maxSeconds;
  }

  /** A new call with the demo's receptionist, for the client `client` (its rate-limit bucket). */
  async start(demoId: string, client: string): Promise<LiveCall> {
    const demo = DEMO_ID.test(demoId) ? await this.deps.demos.getDemo(demoId) : null;
    if (!demo) throw new ServiceError('demo_not_found');
    const call = new LiveCall(demo.id, knowledgeOf(demo), this.now());
    this.deps.limits.reserve(demo.id, client, call.id);
    try {
      await this.deps.store.started({ id: call.id, demoId: demo.id, provider: this.deps.provider.name });
    } catch (error) {
      this.deps.limits.release(demo.id, call.id);
      throw error;
    }
    this.calls.set(call.id, call);
    // Not connected in time: the line is freed for the next try.
    this.schedule(call, this.deps.settings.connectSeconds * 1000, () => void this.end(call, 'expired'));
    return call;
  }

  /** The call `id` if `token` is its own and it has not ended; otherwise a Spanish refusal. */
  find(id: string, token: string): LiveCall {
    const call = this.calls.get(id);
    if (!call || !call.hasToken(token) || call.ended) throw new ServiceError('call_expired');
    return call;
  }

  /** The browser is connected: the hard limit starts counting. */
  connected(call: LiveCall): void {
    if (call.connectedAt !== null) return;
    call.connectedAt = this.now();
    this.clearTimers(call);
    this.schedule(call, this.deps.settings.maxSeconds * 1000, () => void this.end(call, 'time_limit'));
  }

  /** WebRTC: the browser's offer through the provider, with the server's instructions. */
  async answerOffer(call: LiveCall, sdp: string): Promise<string> {
    if (!this.deps.provider.answerOffer) throw new ServiceError('invalid_request');
    if (call.connectedAt !== null) throw new ServiceError('call_in_progress');
    try {
      const answer = await this.deps.provider.answerOffer(call, sdp);
      this.connected(call);
      // The page's data channel reaches the model: the server watches the session and hangs up on a change.
      this.deps.provider.guard?.(call, () => void this.end(call, 'tampered'));
      return answer;
    } catch (error) {
      await this.end(call, 'provider_error');
      if (error instanceof CallProviderError) {
        this.deps.log.warn(`call ${call.id}: the provider refused the offer (${error.status}): ${error.message}`);
        throw new ServiceError('call_unavailable', { cause: error });
      }
      throw error;
    }
  }

  /**
   * Why the call `id` ended, if it ended in the last minutes and `token` is its own; null otherwise.
   * A WebRTC page sees its call drop when the server hangs up (the time limit, a changed session): it asks.
   */
  endedReason(id: string, token: string): EndReason | null {
    const ended = this.recentlyEnded.get(id);
    if (!ended || this.now() - ended.at > ENDED_KEPT_MS) return null;
    const given = Buffer.from(token);
    const expected = Buffer.from(ended.token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ended.reason : null;
  }

  /** Ends the call once: the provider's side hung up, the line freed, the counters stored. */
  async end(call: LiveCall, reason: EndReason): Promise<void> {
    if (!call.markEnded(reason)) return;
    this.clearTimers(call);
    this.calls.delete(call.id);
    this.remember(call, reason);
    this.deps.limits.release(call.demoId, call.id);
    const seconds = call.connectedAt === null ? 0 : (this.now() - call.connectedAt) / 1000;
    await this.deps.provider.hangUp(call);
    await this.deps.store
      .ended(call.id, { seconds, reason, callerTurns: call.callerTurns, receptionistTurns: call.receptionistTurns })
      .catch((error: unknown) => this.deps.log.error(`call ${call.id}: counters not stored`, error));
  }

  /** Every call in progress, ended (the service is stopping). */
  async endAll(): Promise<void> {
    await Promise.all([...this.calls.values()].map((call) => this.end(call, 'shutdown')));
  }

  get live(): number {
    return this.calls.size;
  }

  private remember(call: LiveCall, reason: EndReason): void {
    const at = this.now();
    for (const [id, ended] of this.recentlyEnded) {
      if (this.recentlyEnded.size < ENDED_KEPT_MAX && at - ended.at <= ENDED_KEPT_MS) break;
      this.recentlyEnded.delete(id);
    }
    this.recentlyEnded.set(call.id, { token: call.token, reason, at });
  }

  private schedule(call: LiveCall, ms: number, run: () => void): void {
    const timer = setTimeout(run, ms);
    timer.unref();
    this.timers.set(call.id, [...(this.timers.get(call.id) ?? []), timer]);
  }

  private clearTimers(call: LiveCall): void {
    for (const timer of this.timers.get(call.id) ?? []) clearTimeout(timer);
    this.timers.delete(call.id);
  }
}
