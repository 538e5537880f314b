import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. Behind `trustedProxies` reverse proxies the X-Forwarded-For chain is read
 * from the right: each trusted proxy appended the address it saw, so the entry just left of the
 * trusted hops is the first one no trusted proxy vouches for. Anything further left was written by
 * the client and is ignored (it could rotate it freely to dodge the rate limit).
 */
export function clientIp(c: Context, trustedProxies: number): string {
  let remote = 'unknown';
  try {
    remote = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on a node socket (app.request in tests).
  }
  if (trustedProxies <= 0) return remote;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The socket peer is the nearest trusted proxy; it vouches for the last entry, and so on leftwards.
  const chain = [...forwarded, remote];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? remote;
  return isIP(candidate) ? candidate : remote;
}

/**
 * The rate-limit bucket of an address: an IPv4 address (also when a dual-stack socket shows it as
 * ::ffff:a.b.c.d) or the /64 of an IPv6 address, which one subscriber usually gets whole.
 */
export function clientBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? [''];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headParts
      : [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
