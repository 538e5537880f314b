/**
 * A circuit breaker for a remote voice: after `failures` failed syntheses in a row it opens and the
 * service is not called for `cooldownMs` (demos use the embedded voice at once instead of waiting
 * for timeouts); then one trial call is let through (half-open): success closes it, failure opens
 * it again for another cooldown.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly failures: number,
    private readonly cooldownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.cooldownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go out now (in half-open, only one at a time). */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.consecutiveFailures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  failure(): void {
    this.trialInFlight = false;
    this.consecutiveFailures += 1;
    if (this.openedAt !== null || this.consecutiveFailures >= this.failures) this.openedAt = this.now();
  }

  /** A call that ended without saying anything about the service (cancelled by the caller). */
  release(): void {
    this.trialInFlight = false;
  }
}
