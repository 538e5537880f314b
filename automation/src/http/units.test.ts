import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { parseRange } from './range.js';
import { RateLimiter } from './rate-limit.js';

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=50-10', null],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ] as const)('%s', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

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

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      publicUrl: 'http://localhost:8787',
      siteUrl: 'http://localhost:5173',
      databaseUrl: null,
      allowPrivateHosts: false,
      fetch: { timeoutMs: 5000, maxBytes: 1572864, maxRedirects: 3 },
    });
    expect(config.dataDir).toMatch(/automation[\\/]\.data$/);
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:5174', 'http://localhost:5177']) {
      expect(config.allowedOrigins).toContain(origin);
    }
    expect(config.allowedOrigins).not.toContain('http://localhost:8787');
  });

  it('reads the environment and refuses nonsense', () => {
    const config = loadConfig({
      PORT_AUTOMATION: '9000',
      SITE_URL: 'https://www.estefania.es/',
      AUTOMATION_PUBLIC_URL: 'https://automation.estefania.es',
      CORS_ORIGINS: 'https://estefania.es, https://www.estefania.es',
      AUTOMATION_ALLOW_PRIVATE_HOSTS: 'true',
      DATABASE_URL: 'postgres://u:p@db/estefania',
      AUTOMATION_DATA_DIR: '/var/lib/estefania',
    });
    expect(config).toMatchObject({
      port: 9000,
      siteUrl: 'https://www.estefania.es',
      publicUrl: 'https://automation.estefania.es',
      allowPrivateHosts: true,
      databaseUrl: 'postgres://u:p@db/estefania',
      dataDir: '/var/lib/estefania',
    });
    expect(config.allowedOrigins).toEqual(expect.arrayContaining(['https://www.estefania.es', 'https://estefania.es']));
    expect(() => loadConfig({ PORT_AUTOMATION: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTOMATION_ALLOW_PRIVATE_HOSTS: 'maybe' })).toThrow(ConfigError);
  });
});
