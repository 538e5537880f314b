import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
