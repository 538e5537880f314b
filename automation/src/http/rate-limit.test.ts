import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { ServiceError } from '../errors.js';
import { clientBucket } from './client-ip.js';
import { RateLimiter, rateLimit } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows max hits per window and per key, then tells when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    now = 10_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now = 60_001;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });
});

describe('client buckets', () => {
  const limited = (trustedProxies: number) => {
    const app = new Hono();
    app.onError((error, c) => c.json({ code: (error as ServiceError).code }, 429));
    app.post('/', rateLimit({ max: 2, windowMs: 60_000, trustedProxies }), (c) => c.json({ ok: true }));
    return (forwardedFor?: string) =>
      app.request('/', { method: 'POST', headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  };

  it('behind one trusted proxy, counts the address that proxy saw, whatever the client wrote to its left', async () => {
    const hit = limited(1);
    const statuses: number[] = [];
    // The client rotates a made-up first entry; the proxy appends the real address (203.0.113.9).
    for (let index = 0; index < 5; index += 1) statuses.push((await hit(`10.0.0.${index}, 203.0.113.9`)).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect((await hit('10.0.0.1, 198.51.100.7')).status).toBe(200);
  });

  it('with two trusted proxies, takes the entry left of both', async () => {
    const hit = limited(2);
    for (let index = 0; index < 2; index += 1)
      expect((await hit(`1.1.1.${index}, 203.0.113.9, 10.0.0.${index}`)).status).toBe(200);
    expect((await hit('9.9.9.9, 203.0.113.9, 10.0.0.5')).status).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const hit = limited(0);
    await hit('1.1.1.1');
    await hit('2.2.2.2');
    expect((await hit('3.3.3.3')).status).toBe(429);
  });

  it('puts an IPv6 /64 in one bucket, and an IPv4-mapped address with its IPv4', async () => {
    expect(clientBucket('2001:db8:1:2:aaaa::1')).toBe(clientBucket('2001:db8:1:2:bbbb:cccc:dddd:2'));
    expect(clientBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:db8:1:3::1')).not.toBe(clientBucket('2001:db8:1:2::1'));
    expect(clientBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientBucket('192.0.2.1')).toBe('192.0.2.1');
    const hit = limited(1);
    await hit('2001:db8:1:2::1');
    await hit('2001:db8:1:2::2');
    expect((await hit('2001:db8:1:2:ffff::3')).status).toBe(429);
    expect((await hit('2001:db8:9:9::1')).status).toBe(200);
  });
});
