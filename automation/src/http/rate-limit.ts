import type { MiddlewareHandler } from 'hono';
import { ServiceError } from '../errors.js';
import { clientBucket, clientIp } from './client-ip.js';

/** Sliding-window request counter per key (client bucket), in memory: enough for one local instance. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; answers whether it is allowed and, if not, how many seconds until it would be. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    this.sweep(now);
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  /** Forgets idle clients now and then so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= since) this.hits.delete(key);
    }
  }
}

/** 429 with Retry-After once a client (IPv4 address or IPv6 /64) passes `max` requests in the window. */
export function rateLimit(options: { max: number; windowMs: number; trustedProxies: number }): MiddlewareHandler {
  const limiter = new RateLimiter(options.max, options.windowMs);
  return async (c, next) => {
    const verdict = limiter.hit(clientBucket(clientIp(c, options.trustedProxies)));
    if (!verdict.allowed) throw new ServiceError('rate_limited', { retryAfterSeconds: verdict.retryAfterSeconds });
    await next();
  };
}
