// create-demo with a production voice in front (#25): the provider speaks in the customer's accent,
// a provider outage still gives a demo (the embedded voice speaks and the answer says so), and the
// same site asked again costs no provider call.
import { defaultSiteConfig } from '@estefania/shared/config';
import { demoDataSchema } from '@estefania/shared/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteVoiceSettings } from '../config.js';
import { silentLogger } from '../logger.js';
import type { RunningService } from '../server.js';
import { parseMp3 } from '../tts/mp3.js';
import { startFakeProvider, tonePcmBytes } from '../tts/providers/fake-server.js';
import { createDemoVoice } from '../tts/voice.js';
import { fakeVoice, fixture, html, startSampleSites, startTestService, testConfig, type SampleSites } from '../testing.js';

const pyme = defaultSiteConfig.plans.pyme.productId;
const KEY = 'azure-test-key-never-logged';

const ARGENTINE_WORKSHOP = `<!doctype html><html lang="es"><head><title>Taller Rivas | Mecánica general</title>
<meta name="description" content="Taller mecánico en Rosario: frenos, tren delantero y mantenimiento de tu auto.">
</head><body><main><p>Pedí tu turno por WhatsApp.</p></main>
<footer><p>Bv. Oroño 1234, Rosario</p><a href="https://wa.me/5493414567890">WhatsApp</a></footer></body></html>`;

describe('create-demo with a production voice', () => {
  let sites: SampleSites;
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let providerUp = true;
  let service: RunningService;
  let stop: () => Promise<void>;
  const embedded = fakeVoice();

  beforeAll(async () => {
    sites = await startSampleSites({
      '/clinica': html(fixture('og-site-name.html.txt')),
      '/taller': html(ARGENTINE_WORKSHOP),
      '/otra': html(fixture('json-ld.html.txt')),
    });
    // A fake of Azure Speech's REST contract on loopback: 3 s of audio per line, or 503 when "down".
    provider = await startFakeProvider((request) =>
      !providerUp
        ? { status: 503 }
        : request.headers['ocp-apim-subscription-key'] === KEY
          ? { status: 200, headers: { 'content-type': 'audio/x-wav' }, body: tonePcmBytes(3) }
          : { status: 401 },
    );
    const remoteVoice: RemoteVoiceSettings = {
      provider: 'azure',
      voice: null,
      voices: {},
      rate: 1,
      timeoutMs: 1_000,
      retries: 1,
      breakerFailures: 3,
      breakerCooldownMs: 60_000,
      baseUrl: provider.url,
      credentials: { key: KEY, region: 'westeurope' },
    };
    const config = { ...testConfig('/unused'), remoteVoice };
    const voice = createDemoVoice(config, silentLogger, embedded).voice;
    ({ service, stop } = await startTestService({ remoteVoice }, { voice }));
  });
  afterAll(async () => {
    await stop?.();
    await sites?.close();
    await provider?.close();
  });

  const createDemo = async (path: string) => {
    const response = await fetch(`${service.url}/webhooks/create-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_website: `http://negocio.test:${sites.port}${path}`,
        customer_language: 'es',
        product_id: pyme,
        plan_name: 'PYME',
      }),
    });
    expect(response.status).toBe(200);
    return demoDataSchema.parse(await response.json());
  };

  it("speaks with the provider, in Spain's voice for a Spanish clinic, and serves light MP3 clips", async () => {
    const demo = await createDemo('/clinica');
    expect(demo).toMatchObject({
      locale: 'es-ES',
      audio_voice: { provider: 'azure', name: 'es-ES-ElviraNeural', fallback: false },
    });
    const audio = await fetch(demo.audio_message);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const info = parseMp3(new Uint8Array(await audio.arrayBuffer()));
    expect(info).toMatchObject({ channels: 1, bitrateKbps: 32 });
    expect(info.durationSeconds).toBeCloseTo(3, 0);
    const ssml = provider.requests.map((request) => request.body).join('\n');
    expect(ssml).toContain('<voice name="es-ES-ElviraNeural">');
  });

  it('gives an Argentine workshop an Argentine voice and Argentine words', async () => {
    const before = provider.requests.length;
    const demo = await createDemo('/taller');
    expect(demo).toMatchObject({ locale: 'es-AR', audio_voice: { provider: 'azure', name: 'es-AR-ElenaNeural' } });
    const sent = provider.requests
      .slice(before)
      .map((request) => request.body)
      .join('\n');
    expect(sent).toContain('<voice name="es-AR-ElenaNeural">');
    expect(sent).toContain('xml:lang="es-AR"');
    expect(sent).toMatch(/turno/);
    expect(sent).not.toMatch(/\b(?:coche|ITV|cita)\b/);
  });

  it('costs no provider call when the same site is asked again', async () => {
    const before = provider.requests.length;
    const demo = await createDemo('/clinica');
    expect(provider.requests.length).toBe(before);
    expect(demo.audio_voice).toMatchObject({ provider: 'azure', fallback: false });
  });

  it('still makes the demo when the provider is down: the embedded voice speaks, and the answer says so', async () => {
    providerUp = false;
    const calls = embedded.calls;
    const demo = await createDemo('/otra');
    expect(demo.audio_voice).toEqual({ provider: 'espeak', name: 'es+f3', fallback: true });
    expect(embedded.calls).toBeGreaterThan(calls);
    expect((await fetch(demo.audio_greeting)).status).toBe(200);
    providerUp = true;
  });
});
