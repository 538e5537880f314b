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

  it('selects the voice: the embedded one by default, a production provider with its credentials from the environment', () => {
    expect(loadConfig({})).toMatchObject({ remoteVoice: null, voiceCacheBytes: 64 * 1024 * 1024 });
    const azure = loadConfig({
      TTS_PROVIDER: 'Azure',
      AZURE_SPEECH_KEY: 'k-123',
      AZURE_SPEECH_REGION: 'westeurope',
      TTS_PROVIDER_VOICES: 'AR=es-AR-TomasNeural, mx=es-MX-JorgeNeural',
      TTS_PROVIDER_RATE: '1.1',
      TTS_PROVIDER_TIMEOUT_MS: '5000',
    });
    expect(azure.remoteVoice).toMatchObject({
      provider: 'azure',
      voices: { AR: 'es-AR-TomasNeural', MX: 'es-MX-JorgeNeural' },
      rate: 1.1,
      timeoutMs: 5000,
      retries: 2,
      credentials: { key: 'k-123', region: 'westeurope' },
    });
    expect(loadConfig({ TTS_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }).remoteVoice).toMatchObject({
      credentials: { apiKey: 'sk-x', model: 'gpt-4o-mini-tts' },
    });
    expect(() => loadConfig({ TTS_PROVIDER: 'polly' })).toThrow(/TTS_PROVIDER must be espeak, azure, google or openai/);
    expect(() => loadConfig({ TTS_PROVIDER: 'google' })).toThrow(/needs GOOGLE_TTS_API_KEY/);
    expect(() => loadConfig({ TTS_PROVIDER: 'azure' })).toThrow(
      'TTS_PROVIDER=azure needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION in the environment',
    );
    // A custom endpoint needs no region.
    expect(() => loadConfig({ TTS_PROVIDER: 'azure', TTS_PROVIDER_URL: 'https://tts.example.es' })).toThrow(
      'TTS_PROVIDER=azure needs AZURE_SPEECH_KEY in the environment',
    );
    expect(() => loadConfig({ TTS_PROVIDER_RATE: '3' })).toThrow(ConfigError);
  });

  it('never repeats a credential in its error messages', () => {
    let message = '';
    try {
      loadConfig({ REPORT_TOKEN: 'short-secret', TTS_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'super-secret-key' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('REPORT_TOKEN');
    expect(message).not.toContain('short-secret');
    expect(message).not.toContain('super-secret-key');
  });
});
