import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultSiteConfig } from '@estefania/shared/config';
import { demoDataSchema, type DemoData } from '@estefania/shared/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { startService, type RunningService } from '../server.js';
import {
  errorOf,
  expectSpanish,
  fixture,
  html,
  makeTempDir,
  postJson,
  seedDataDir,
  SITE,
  startSampleSites,
  testConfig,
  testResolver,
  type SampleSites,
  demoRequest,
  startTestService,
} from '../testing.js';
import { parseMp3 } from '../tts/mp3.js';
import { parseWav } from '../tts/wav.js';
import { DemoStore } from './store.js';

const pyme = defaultSiteConfig.plans.pyme.productId;

describe('create-demo and its audio', () => {
  let sites: SampleSites;
  let service: RunningService;
  let stop: () => Promise<void>;
  /** Made by the first test, played by the audio tests. */
  let demo: DemoData;

  beforeAll(async () => {
    sites = await startSampleSites({
      '/': html(fixture('og-site-name.html.txt')),
      '/latin1': html(fixture('latin1.html.txt'), 'text/html'),
      '/english': html(fixture('english.html.txt')),
    });
    ({ service, stop } = await startTestService({}, { voice: 'embedded' }));
  });
  afterAll(async () => {
    await stop?.();
    await sites?.close();
  });

  describe('POST /webhooks/create-demo', () => {
    it('reads the website and answers the demo data with two real Spanish audio files', async () => {
      const website = `http://clinica-sonrisa.test:${sites.port}/`;
      const response = await postJson(`${service.url}/webhooks/create-demo`, demoRequest(website), { origin: SITE });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual([
        'audio_greeting',
        'audio_message',
        'audio_voice',
        'company_description',
        'company_name',
        'company_sector',
        'demo_id',
        'locale',
        'site_read',
        'website',
      ]);
      demo = demoDataSchema.parse(body);
      expect(demo).toMatchObject({
        website,
        company_name: 'Clínica Dental Sonrisa',
        // The description the message had time for, as it says it (#25): what is shown is what is heard.
        company_description: 'Clínica dental en Madrid especializada en implantes y ortodoncia invisible.',
        company_sector: 'dentistas',
        site_read: true,
        audio_greeting: `${service.url}/audio/${demo.demo_id}/greeting.mp3`,
        audio_message: `${service.url}/audio/${demo.demo_id}/message.mp3`,
        locale: 'es-ES',
        audio_voice: { provider: 'espeak', name: 'es+f3', fallback: false },
      });

      // Light audio: MP3 at a speech bitrate, both clips of a 15 s demo well under 120 KB.
      let total = 0;
      let bytes = 0;
      for (const url of [demo.audio_greeting, demo.audio_message]) {
        const audio = await fetch(url);
        expect(audio.status).toBe(200);
        expect(audio.headers.get('content-type')).toBe('audio/mpeg');
        expect(audio.headers.get('accept-ranges')).toBe('bytes');
        const file = new Uint8Array(await audio.arrayBuffer());
        bytes += file.length;
        const info = parseMp3(file);
        expect(info).toMatchObject({ layer: 3, channels: 1, sampleRate: 22050, bitrateKbps: 32 });
        expect(info.durationSeconds).toBeGreaterThan(2);
        total += info.durationSeconds;
      }
      expect(total).toBeGreaterThan(11);
      expect(total).toBeLessThan(18);
      expect(bytes).toBeLessThan(120 * 1024);
      // No WAV is written with the demo: only for a client that asks for it (below).
      const audioDir = join(service.config.dataDir, 'audio', demo.demo_id);
      expect((await readdir(audioDir)).sort()).toEqual(['greeting.mp3', 'message.mp3']);

      const stored = await new DemoStore(service.db).getDemo(demo.demo_id);
      expect(stored).toMatchObject({ source: 'website', productId: pyme, planName: 'PYME' });
      expect(stored?.messageText).toContain(demo.company_description.replace(/\.$/, ''));
      expect(stored?.greetingText).toContain('EstefanIA');
      expect(stored?.greetingText).toContain('inteligencia artificial');
      expect(stored?.messageText).toContain('Clínica dental en Madrid');
    });

    it('decodes a Latin-1 site', async () => {
      const response = await postJson(
        `${service.url}/webhooks/create-demo`,
        demoRequest(`http://angela.test:${sites.port}/latin1`),
      );
      expect(response.status).toBe(200);
      expect(((await response.json()) as DemoData).company_name).toBe('Peluquería Ángela Núñez');
    });

    it('still answers a usable demo when the site cannot be reached, named after the domain', async () => {
      const unresolvable = await postJson(
        `${service.url}/webhooks/create-demo`,
        demoRequest('https://www.peluqueria-ana.invalid'),
      );
      expect(unresolvable.status).toBe(200);
      const body = demoDataSchema.parse(await unresolvable.json());
      expect(body).toMatchObject({
        company_name: 'Peluquería Ana',
        company_description: '',
        company_sector: 'peluquerias-salones',
        site_read: false,
      });
      expect((await fetch(body.audio_message)).status).toBe(200);
      expect(await new DemoStore(service.db).getDemo(body.demo_id)).toMatchObject({ source: 'domain' });

      const refused = await postJson(`${service.url}/webhooks/create-demo`, demoRequest('http://taller-cerrado.test:1/'));
      expect(refused.status).toBe(200);
      expect(((await refused.json()) as DemoData).company_name).toBe('Taller Cerrado');
    });

    it.each([
      ['a missing field', { customer_website: 'https://a.es', customer_language: 'es', product_id: pyme }, 'plan_name'],
      ['an extra field', { ...demoRequest('https://a.es'), extra: 1 }, '(cuerpo)'],
      ['another language', demoRequest('https://a.es', { customer_language: 'en' }), 'customer_language'],
      ['a non-http address', demoRequest('ftp://a.es/'), 'customer_website'],
      ['no address at all', demoRequest('clinica'), 'customer_website'],
      ['credentials in the address', demoRequest('https://user:pw@a.es/'), 'customer_website'],
    ])('answers 400 with a Spanish message for %s', async (_label, body, path) => {
      const response = await postJson(`${service.url}/webhooks/create-demo`, body);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_request');
      expectSpanish(error.message);
      expect(error.details?.map((detail) => detail.path)).toContain(path);
      for (const detail of error.details ?? []) expectSpanish(detail.message);
    });

    it('answers 400 for broken JSON, 415 for another content type and 413 for a huge body', async () => {
      const broken = await postJson(`${service.url}/webhooks/create-demo`, '{"customer_website": ');
      expect(broken.status).toBe(400);
      expect((await errorOf(broken)).code).toBe('invalid_json');

      const form = await fetch(`${service.url}/webhooks/create-demo`, { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
      expect(form.status).toBe(415);
      expectSpanish((await errorOf(form)).message);

      const huge = await postJson(`${service.url}/webhooks/create-demo`, demoRequest(`https://a.es/${'x'.repeat(100_000)}`));
      expect(huge.status).toBe(413);
      const error = await errorOf(huge);
      expect(error.code).toBe('payload_too_large');
      expectSpanish(error.message);
    });

    it('handles concurrent requests without blocking the server', async () => {
      const requests = Array.from({ length: 6 }, (_, index) =>
        postJson(`${service.url}/webhooks/create-demo`, demoRequest(`http://negocio-${index}.test:${sites.port}/`)),
      );
      // While six demos (twelve syntheses) are in progress the server keeps answering at once.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const started = performance.now();
      const health = await fetch(`${service.url}/health`);
      const healthMs = performance.now() - started;
      expect(health.status).toBe(200);
      const responses = await Promise.all(requests);
      const bodies = await Promise.all(responses.map(async (response) => demoDataSchema.parse(await response.json())));
      expect(responses.every((response) => response.status === 200)).toBe(true);
      expect(new Set(bodies.map((body) => body.demo_id)).size).toBe(6);
      expect(healthMs).toBeLessThan(750);
    });
  });

  describe('GET /audio', () => {
    it('supports range requests, HEAD and conditional requests', async () => {
      const full = new Uint8Array(await (await fetch(demo.audio_greeting)).arrayBuffer());

      const head = await fetch(demo.audio_greeting, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(full.length));

      const first = await fetch(demo.audio_greeting, { headers: { range: 'bytes=0-43' } });
      expect(first.headers.get('content-type')).toBe('audio/mpeg');
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-43/${full.length}`);
      expect(new Uint8Array(await first.arrayBuffer())).toEqual(full.subarray(0, 44));

      const middle = await fetch(demo.audio_greeting, { headers: { range: 'bytes=1000-' } });
      expect(middle.status).toBe(206);
      expect(new Uint8Array(await middle.arrayBuffer())).toEqual(full.subarray(1000));

      const suffix = await fetch(demo.audio_greeting, { headers: { range: 'bytes=-100' } });
      expect(suffix.headers.get('content-range')).toBe(`bytes ${full.length - 100}-${full.length - 1}/${full.length}`);
      expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(full.subarray(full.length - 100));

      const beyond = await fetch(demo.audio_greeting, { headers: { range: `bytes=${full.length + 10}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${full.length}`);
      expectSpanish((await errorOf(beyond)).message);

      const etag = head.headers.get('etag') ?? '';
      expect((await fetch(demo.audio_greeting, { headers: { 'if-none-match': etag } })).status).toBe(304);
    });

    it("makes a clip's WAV from its MP3 for a client that asks, once, and keeps it (#25)", async () => {
      const wavUrl = demo.audio_message.replace(/\.mp3$/, '.wav');
      const mp3 = parseMp3(new Uint8Array(await (await fetch(demo.audio_message)).arrayBuffer()));
      // Two clients at once get the same file (that it is converted once: wav-on-demand.test.ts).
      const [first, second] = await Promise.all([fetch(wavUrl), fetch(wavUrl)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('audio/wav');
      const wav = new Uint8Array(await first.arrayBuffer());
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(wav);
      const info = parseWav(wav);
      expect(info).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16, sampleRate: mp3.sampleRate });
      expect(Math.abs(info.durationSeconds - mp3.durationSeconds)).toBeLessThan(0.15);
      // Not silence: the voice is in it.
      const samples = new Int16Array(wav.buffer, wav.byteOffset + 44, (wav.byteLength - 44) / 2);
      expect(Math.max(...Array.from(samples.subarray(0, 50_000), Math.abs))).toBeGreaterThan(1000);
      // Kept: the same validator next time, ranges as for the MP3, and the file beside it.
      const again = await fetch(wavUrl, { headers: { range: 'bytes=0-43' } });
      expect(again.status).toBe(206);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(wav.subarray(0, 44));
      expect(await readdir(join(service.config.dataDir, 'audio', demo.demo_id))).toContain('message.wav');
    });

    it('answers 404 for unknown or malformed audio paths', async () => {
      for (const path of [
        '/audio/00000000-0000-4000-8000-000000000000/greeting.mp3',
        `/audio/${demo.demo_id}/other.mp3`,
        `/audio/${demo.demo_id}/greeting.ogg`,
        '/audio/..%2F..%2Fetc/passwd',
        '/audio/not-an-id/greeting.wav',
        // No MP3 to make it from.
        '/audio/00000000-0000-4000-8000-000000000000/greeting.wav',
      ]) {
        const response = await fetch(`${service.url}${path}`);
        expect(response.status, path).toBe(404);
        expectSpanish((await errorOf(response)).message);
      }
    });
  });
});

describe('safety limits of create-demo', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let sites: SampleSites;
  let guarded: RunningService;
  let limited: RunningService;

  beforeAll(async () => {
    temp = await makeTempDir();
    sites = await startSampleSites({ '/': html(fixture('og-site-name.html.txt')) });
    await Promise.all([seedDataDir(`${temp.path}/guarded`), seedDataDir(`${temp.path}/limited`)]);
    [guarded, limited] = await Promise.all([
      startService({
        config: testConfig(`${temp.path}/guarded`, { allowPrivateHosts: false }),
        log: silentLogger,
        resolve: testResolver(),
      }),
      // A voice that cannot load, and two demos per minute.
      startService({
        config: (() => {
          const config = testConfig(`${temp.path}/limited`, { createDemoRateLimit: { max: 2, windowMs: 60_000 } });
          return { ...config, voice: { ...config.voice, voice: 'zz-no-such-voice', workers: 1 } };
        })(),
        log: silentLogger,
        resolve: testResolver(),
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([guarded?.close(), limited?.close()]);
    await sites?.close();
    await temp?.remove();
  });

  it.each([
    'http://127.0.0.1:PORT/',
    'http://localhost:PORT/',
    'http://[::1]:PORT/',
    'http://10.0.0.8/',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/',
  ])('refuses %s with 400 and never contacts it', async (template) => {
    const before = sites.hits.length;
    const response = await postJson(
      `${guarded.url}/webhooks/create-demo`,
      demoRequest(template.replace('PORT', String(sites.port))),
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('forbidden_host');
    expectSpanish(error.message);
    expect(sites.hits.length).toBe(before);
  });

  it('does not fetch a name that resolves to a private address, but still answers a demo named after the domain', async () => {
    const before = sites.hits.length;
    const response = await postJson(
      `${guarded.url}/webhooks/create-demo`,
      demoRequest(`http://clinica-sonrisa.test:${sites.port}/`),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as DemoData).company_name).toBe('Clínica Sonrisa');
    expect(sites.hits.length).toBe(before);
  });

  it('answers 502 in Spanish when the voice fails, and 429 past the per-IP limit', async () => {
    const url = `${limited.url}/webhooks/create-demo`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postJson(url, demoRequest('https://www.peluqueria-ana.invalid/'));
      expect(response.status).toBe(502);
      const error = await errorOf(response);
      expect(error.code).toBe('voice_failed');
      expectSpanish(error.message);
    }
    const limitedResponse = await postJson(url, demoRequest('https://www.peluqueria-ana.invalid/'));
    expect(limitedResponse.status).toBe(429);
    expect(Number(limitedResponse.headers.get('retry-after'))).toBeGreaterThan(0);
    expectSpanish((await errorOf(limitedResponse)).message);
    // Other endpoints are not limited.
    expect((await fetch(`${limited.url}/health`)).status).toBe(200);
  });
});
