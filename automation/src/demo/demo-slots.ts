import { ServiceError } from '../errors.js';

interface Waiter {
  start: () => void;
  cancel: () => void;
}

export interface SlotStats {
  running: number;
  queued: number;
  /** Most demos ever waiting at once. */
  peakQueued: number;
  /** Refused with "overloaded" because the queue was full. */
  refused: number;
}

/**
 * A global cap on demos made at once: `max` run, up to `queue` more wait in order, and past that
 * the caller is told to come back later (503 + Retry-After) instead of piling work on the voice.
 * A waiting caller that goes away leaves the queue at once.
 */
export class DemoSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private peakQueued = 0;
  private refused = 0;
  /** Moving average of how long a demo takes, for Retry-After. */
  private averageMs = 3_000;

  constructor(
    private readonly max: number,
    private readonly queue: number,
  ) {}

  stats(): SlotStats {
    return { running: this.running, queued: this.waiting.length, peakQueued: this.peakQueued, refused: this.refused };
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new ServiceError('client_gone'));
    if (this.running < this.max) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) {
      this.refused += 1;
      const rounds = Math.ceil((this.waiting.length + 1) / this.max);
      const retryAfterSeconds = Math.min(60, Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)));
      return Promise.reject(new ServiceError('overloaded', { retryAfterSeconds }));
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => waiter.cancel();
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running += 1;
          resolve();
        },
        cancel: () => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new ServiceError('client_gone'));
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
      this.peakQueued = Math.max(this.peakQueued, this.waiting.length);
    });
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.start();
  }
}
