import { isIP } from 'node:net';

export type AddressClass =
  'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'shared' | 'multicast' | 'reserved';

/** Cloud instance-metadata endpoints: refused always, even when private hosts are allowed. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', '169.254.170.2', '168.63.129.16', '100.100.100.200', 'fd00:ec2::254']);
const METADATA_HOSTNAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

function ipv4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

function inRange(address: number, base: string, bits: number): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (address & mask) >>> 0 === (ipv4ToInt(base) & mask) >>> 0;
}

function classifyIpv4(address: string): AddressClass {
  if (METADATA_ADDRESSES.has(address)) return 'metadata';
  const n = ipv4ToInt(address);
  if (inRange(n, '0.0.0.0', 8)) return 'unspecified';
  if (inRange(n, '127.0.0.0', 8)) return 'loopback';
  if (inRange(n, '10.0.0.0', 8) || inRange(n, '172.16.0.0', 12) || inRange(n, '192.168.0.0', 16)) return 'private';
  if (inRange(n, '169.254.0.0', 16)) return 'link-local';
  if (inRange(n, '100.64.0.0', 10)) return 'shared';
  if (inRange(n, '224.0.0.0', 4)) return 'multicast';
  if (
    inRange(n, '192.0.0.0', 24) ||
    inRange(n, '192.0.2.0', 24) ||
    inRange(n, '198.18.0.0', 15) ||
    inRange(n, '198.51.100.0', 24) ||
    inRange(n, '203.0.113.0', 24) ||
    inRange(n, '240.0.0.0', 4)
  ) {
    return 'reserved';
  }
  return 'public';
}

/** Expands an IPv6 address (with optional embedded IPv4 tail) to eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const n = ipv4ToInt(v4[1]);
    text = `${text.slice(0, -v4[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array<string>(missing).fill('0'), ...tailParts];
  return parts.map((part) => parseInt(part || '0', 16));
}

function classifyIpv6(address: string): AddressClass {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const canonical = groups.map((g) => g.toString(16)).join(':');
  if (METADATA_ADDRESSES.has(address.toLowerCase()) || canonical === 'fd00:ec2:0:0:0:0:0:254') return 'metadata';
  if (groups.every((g) => g === 0)) return 'unspecified';
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible / NAT64 well-known prefix: judge the embedded IPv4.
  const embedded = `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return classifyIpv4(embedded);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classifyIpv4(embedded);
  // Prefixes that tunnel or translate to IPv4 somewhere we cannot check (the gateway picks the real
  // destination): IPv4-translated ::ffff:0:0:0/96, NAT64 for local use 64:ff9b:1::/48, 6to4 2002::/16,
  // Teredo 2001::/32, plus discard-only 100::/64.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) return 'reserved';
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'reserved';
  if (g0 === 0x2002) return 'reserved';
  if (g0 === 0x2001 && g1 === 0) return 'reserved';
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // deprecated site-local
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  return 'public';
}

/** Classifies an IP literal (IPv4 or IPv6, brackets allowed); throws on anything else. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare.split('%')[0] ?? '');
  if (family === 4) return classifyIpv4(bare);
  if (family === 6) return classifyIpv6(bare);
  throw new TypeError(`Not an IP address: ${address}`);
}

export interface HostPolicy {
  /** Loopback, private, link-local, shared and similar ranges become reachable (tests, intranet setups). */
  allowPrivate: boolean;
}

/** Why an address may not be contacted, or null when it may. Metadata endpoints are refused in every mode. */
export function addressRefusal(address: string, policy: HostPolicy): AddressClass | null {
  const kind = classifyAddress(address);
  if (kind === 'public') return null;
  if (kind === 'metadata' || kind === 'multicast') return kind;
  return policy.allowPrivate ? null : kind;
}

/**
 * Checks a URL hostname before any DNS query: IP literals by range, plus names that are local or
 * internal by definition. Names that resolve are checked again on every resolved address.
 */
export function hostnameRefusal(hostname: string, policy: HostPolicy): AddressClass | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(bare)) return addressRefusal(bare, policy);
  if (METADATA_HOSTNAMES.has(bare)) return 'metadata';
  if (policy.allowPrivate) return null;
  if (bare === 'localhost' || bare.endsWith('.localhost')) return 'loopback';
  if (bare.endsWith('.local') || bare.endsWith('.internal') || bare.endsWith('.lan') || bare.endsWith('.home.arpa'))
    return 'private';
  if (!bare.includes('.')) return 'private'; // single-label names only exist on local networks
  return null;
}
