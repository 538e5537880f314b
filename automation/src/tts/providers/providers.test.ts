import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../logger.js';
import { CachedSynthesizer, providerKeyParts } from '../cache.js';
import { mp3Of, parseMp3 } from '../mp3.js';
import { FallbackSynthesizer, ProviderSynthesizer } from '../resilient.js';
import { pcmSeconds, type Synthesis, type Synthesizer } from '../synthesizer.js';
import { azureProvider } from './azure.js';
import {
  fast,
  settings,
  startFakeProvider,
  tonePcmBytes,
  toneWav,
  type FakeAnswer,
  type ReceivedRequest,
} from './fake-server.js';
import { googleProvider } from './google.js';
import { ProviderError } from './http.js';
import { openAiProvider } from './openai.js';
import type { ProviderSettings, SpeechProvider } from './provider.js';

/*
 * Each adapter against a local fake of its service's documented HTTP contract, on 127.0.0.1: the
 * request it sends (path, auth header, content type, body), the audio it reads back, and what it does
 * with the service's errors (refused key, bad request, throttling, outages, hangs).
 */

const KEY = 'sk-test-0123456789abcdef-SECRET';

interface Contract {
  name: string;
  make: (baseUrl: string, extra?: Partial<ProviderSettings>) => SpeechProvider;
  /** The documented success answer, after checking the request is what the service accepts. */
  serve: (request: ReceivedRequest) => FakeAnswer;
  /** The service's own error body for a status. */
  error: (status: number, code: string) => FakeAnswer;
  /** What the request says about the voice, for the assertions. */
  voiceIn: (request: ReceivedRequest) => string;
  spainVoice: string;
  argentinaVoice: string;
}

const json = (value: unknown) => JSON.stringify(value);

const contracts: Contract[] = [
  {
    name: 'Azure Speech',
    make: (baseUrl, extra) => azureProvider(settings(baseUrl, extra), { key: KEY, region: 'westeurope' }),
    serve: (request) => {
      if (request.method !== 'POST' || request.path !== '/cognitiveservices/v1') return { status: 404 };
      if (request.headers['ocp-apim-subscription-key'] !== KEY) return { status: 401 };
      if (request.headers['content-type'] !== 'application/ssml+xml') return { status: 415 };
      if (request.headers['x-microsoft-outputformat'] !== 'raw-24khz-16bit-mono-pcm') return { status: 400 };
      if (
        !/^<speak version="1.0" xmlns="http:\/\/www.w3.org\/2001\/10\/synthesis" xml:lang="es-[A-Z]{2}"><voice name="[^"]+">/.test(
          request.body,
        )
      )
        return { status: 400 };
      return { status: 200, headers: { 'content-type': 'audio/x-wav' }, body: tonePcmBytes() };
    },
    error: (status) => ({ status }),
    voiceIn: (request) => /<voice name="([^"]+)"/.exec(request.body)?.[1] ?? '',
    spainVoice: 'es-ES-ElviraNeural',
    argentinaVoice: 'es-AR-ElenaNeural',
  },
  {
    name: 'Google Cloud TTS',
    make: (baseUrl, extra) => googleProvider(settings(baseUrl, extra), { apiKey: KEY }),
    serve: (request) => {
      if (request.method !== 'POST' || request.path !== '/v1/text:synthesize') return { status: 404 };
      if (request.headers['x-goog-api-key'] !== KEY)
        return { status: 403, body: json({ error: { code: 403, message: 'denied', status: 'PERMISSION_DENIED' } }) };
      const body = JSON.parse(request.body) as {
        input?: { ssml?: string };
        voice?: { languageCode?: string; name?: string };
        audioConfig?: { audioEncoding?: string; sampleRateHertz?: number; speakingRate?: number };
      };
      if (!body.input?.ssml?.startsWith('<speak>') || !body.voice?.name?.startsWith(`${body.voice.languageCode}-`))
        return { status: 400, body: json({ error: { code: 400, message: 'bad', status: 'INVALID_ARGUMENT' } }) };
      if (body.audioConfig?.audioEncoding !== 'LINEAR16' || body.audioConfig.sampleRateHertz !== 24_000)
        return { status: 400, body: json({ error: { code: 400, message: 'bad', status: 'INVALID_ARGUMENT' } }) };
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: json({ audioContent: toneWav().toString('base64') }),
      };
    },
    error: (status, code) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: json({ error: { code: status, message: 'x', status: code } }),
    }),
    voiceIn: (request) => (JSON.parse(request.body) as { voice: { name: string } }).voice.name,
    spainVoice: 'es-ES-Neural2-A',
    argentinaVoice: 'es-US-Neural2-A',
  },
  {
    name: 'OpenAI-compatible speech',
    make: (baseUrl, extra) => openAiProvider(settings(baseUrl, extra), { apiKey: KEY, model: 'gpt-4o-mini-tts' }),
    serve: (request) => {
      if (request.method !== 'POST' || request.path !== '/v1/audio/speech') return { status: 404 };
      if (request.headers.authorization !== `Bearer ${KEY}`)
        return {
          status: 401,
          body: json({ error: { message: 'bad key', type: 'invalid_request_error', code: 'invalid_api_key' } }),
        };
      const body = JSON.parse(request.body) as { model?: string; input?: string; voice?: string; response_format?: string };
      if (!body.model || !body.input || !body.voice || body.response_format !== 'pcm')
        return { status: 400, body: json({ error: { message: 'bad', type: 'invalid_request_error', code: null } }) };
      return { status: 200, headers: { 'content-type': 'audio/pcm' }, body: tonePcmBytes() };
    },
    error: (status, code) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: json({ error: { message: 'x', type: code, code } }),
    }),
    voiceIn: (request) => {
      const body = JSON.parse(request.body) as { voice: string; instructions: string };
      return `${body.voice} | ${body.instructions}`;
    },
    spainVoice: 'nova',
    argentinaVoice: 'nova',
  },
];

const fakes: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function fake(answer: (request: ReceivedRequest, index: number) => FakeAnswer) {
  const server = await startFakeProvider(answer);
  fakes.push(server);
  return server;
}

function embeddedVoice(): Synthesizer & { calls: number } {
  const voice = {
    calls: 0,
    synthesize: (): Promise<Synthesis> => {
      voice.calls += 1;
      return Promise.resolve({
        pcm: new Int16Array(2205),
        sampleRate: 22_050,
        elapsedMs: 1,
        voice: { provider: 'espeak', name: 'es+f3' },
      });
    },
    close: () => Promise.resolve(),
  };
  return voice;
}

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error) => lines.push(`${message} ${error instanceof Error ? error.message : JSON.stringify(error ?? '')}`),
  };
}

describe.each(contracts)('$name adapter', (contract) => {
  it('sends the documented request and reads the audio back, with a regional voice where there is one', async () => {
    const server = await fake(contract.serve);
    const voice = new ProviderSynthesizer(contract.make(server.url), fast);
    const spain = await voice.synthesize('Hola, soy Estefanía.');
    expect(spain).toMatchObject({ sampleRate: 24_000, voice: { name: contract.spainVoice } });
    expect(pcmSeconds(spain.pcm, spain.sampleRate)).toBeCloseTo(0.5, 2);
    expect(contract.voiceIn(server.requests[0]!)).toContain(contract.spainVoice);
    const argentina = await voice.synthesize('¿Querés sacar un turno?', { country: 'AR' });
    expect(argentina.voice.name).toBe(contract.argentinaVoice);
    expect(server.requests).toHaveLength(2);
    if (contract.name.startsWith('OpenAI')) expect(contract.voiceIn(server.requests[1]!)).toContain('rioplatense');
  });

  it('escapes the text it sends (no markup injected into SSML or JSON)', async () => {
    const server = await fake(contract.serve);
    const voice = new ProviderSynthesizer(contract.make(server.url), fast);
    const text = 'Reparación de A&B <urgente> "ya"';
    await voice.synthesize(text);
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]!.body;
    if (contract.name.startsWith('OpenAI')) expect((JSON.parse(body) as { input: string }).input).toBe(text);
    else expect(body).toContain('A&amp;B &lt;urgente&gt; &quot;ya&quot;');
  });

  it('does not retry a refused key, and never puts the key in the error', async () => {
    const server = await fake((request) =>
      contract.serve({
        ...request,
        headers: { ...request.headers, authorization: 'x', 'x-goog-api-key': 'x', 'ocp-apim-subscription-key': 'x' },
      }),
    );
    const voice = new ProviderSynthesizer(contract.make(server.url), fast);
    const error = await voice.synthesize('Hola.').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(false);
    expect((error as ProviderError).status).toBeGreaterThanOrEqual(401);
    expect(String((error as Error).message)).not.toContain(KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('retries throttling (429 with Retry-After) and a 503, then speaks', async () => {
    const server = await fake((request, index) =>
      index === 0
        ? {
            ...contract.error(429, contract.name.startsWith('Google') ? 'RESOURCE_EXHAUSTED' : 'rate_limit_exceeded'),
            headers: { 'retry-after': '0' },
          }
        : index === 1
          ? contract.error(503, 'UNAVAILABLE')
          : contract.serve(request),
    );
    const voice = new ProviderSynthesizer(contract.make(server.url), fast);
    const synthesis = await voice.synthesize('Hola.');
    expect(synthesis.pcm.length).toBe(12_000);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after the retries on a service that stays down, and does not wait for a long Retry-After', async () => {
    const down = await fake(() => contract.error(503, 'UNAVAILABLE'));
    await expect(new ProviderSynthesizer(contract.make(down.url), fast).synthesize('Hola.')).rejects.toMatchObject({
      status: 503,
      retryable: true,
    });
    expect(down.requests).toHaveLength(3);
    const throttled = await fake(() => ({ ...contract.error(429, 'RESOURCE_EXHAUSTED'), headers: { 'retry-after': '120' } }));
    const started = Date.now();
    await expect(new ProviderSynthesizer(contract.make(throttled.url), fast).synthesize('Hola.')).rejects.toMatchObject({
      status: 429,
    });
    expect(throttled.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('times out a request that hangs, per attempt', async () => {
    const server = await fake((request) => ({ ...contract.serve(request), delayMs: 2_000 }));
    const voice = new ProviderSynthesizer(contract.make(server.url, { timeoutMs: 150 }), { ...fast, retries: 1 });
    const started = Date.now();
    await expect(voice.synthesize('Hola.')).rejects.toMatchObject({ retryable: true });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('does not retry a request the service refuses as malformed (400)', async () => {
    const server = await fake(() => contract.error(400, 'INVALID_ARGUMENT'));
    await expect(new ProviderSynthesizer(contract.make(server.url), fast).synthesize('Hola.')).rejects.toMatchObject({
      status: 400,
      retryable: false,
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('OpenAI-compatible speech, quota', () => {
  it('does not retry a 429 that says the account is out of quota', async () => {
    const server = await fake(() => contracts[2]!.error(429, 'insufficient_quota'));
    await expect(new ProviderSynthesizer(contracts[2]!.make(server.url), fast).synthesize('Hola.')).rejects.toMatchObject({
      retryable: false,
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('circuit breaker', () => {
  it('stops calling a failing service, then lets one trial through after the cool-down', async () => {
    let healthy = false;
    const server = await fake((request) => (healthy ? contracts[0]!.serve(request) : { status: 503 }));
    const voice = new ProviderSynthesizer(contracts[0]!.make(server.url), {
      ...fast,
      retries: 0,
      breakerFailures: 2,
      breakerCooldownMs: 200,
    });
    await expect(voice.synthesize('Uno.')).rejects.toMatchObject({ status: 503 });
    await expect(voice.synthesize('Dos.')).rejects.toMatchObject({ status: 503 });
    expect(voice.breaker.state).toBe('open');
    await expect(voice.synthesize('Tres.')).rejects.toThrow(/circuit open/);
    expect(server.requests).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    healthy = true;
    await voice.synthesize('Cuatro.');
    expect(voice.breaker.state).toBe('closed');
    expect(server.requests).toHaveLength(3);
  });
});

describe('fallback to the embedded voice', () => {
  it('speaks with the embedded voice when the provider is down, says so, and logs no credential', async () => {
    const server = await fake(() => ({ status: 500 }));
    await server.close();
    const log = recordingLogger();
    const embedded = embeddedVoice();
    const voice = new FallbackSynthesizer(new ProviderSynthesizer(contracts[1]!.make(server.url), fast), embedded, log);
    const synthesis = await voice.synthesize('Hola.', { country: 'MX' });
    expect(synthesis).toMatchObject({ fallback: true, voice: { provider: 'espeak' } });
    expect(embedded.calls).toBe(1);
    expect(log.lines.join('\n')).toMatch(/embedded voice/);
    expect(log.lines.join('\n')).not.toContain(KEY);
  });

  it('does not fall back for a caller that went away', async () => {
    const server = await fake((request) => ({ ...contracts[0]!.serve(request), delayMs: 1_000 }));
    const embedded = embeddedVoice();
    const voice = new FallbackSynthesizer(
      new ProviderSynthesizer(contracts[0]!.make(server.url), fast),
      embedded,
      recordingLogger(),
    );
    const controller = new AbortController();
    const pending = voice.synthesize('Hola.', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow(/Cancelled/);
    expect(embedded.calls).toBe(0);
  });
});

describe('synthesis cache', () => {
  it('answers a repeated line from the cache, by provider, voice and text, and never stores a fallback as the provider', async () => {
    let up = true;
    const server = await fake((request) => (up ? contracts[0]!.serve(request) : { status: 503 }));
    const provider = contracts[0]!.make(server.url);
    const cached = new CachedSynthesizer(
      new ProviderSynthesizer(provider, { ...fast, retries: 0 }),
      { provider: provider.id, voice: (country) => provider.voiceFor(country), variant: provider.variant },
      1024 * 1024,
    );
    const voice = new FallbackSynthesizer(cached, embeddedVoice(), recordingLogger());
    const first = await voice.synthesize('Hola, soy Estefanía.');
    const again = await voice.synthesize('Hola, soy Estefanía.');
    expect(first.cached).toBeFalsy();
    expect(again).toMatchObject({ cached: true, elapsedMs: 0, voice: { name: 'es-ES-ElviraNeural' } });
    expect(server.requests).toHaveLength(1);
    // Another accent is another voice: not the same entry.
    await voice.synthesize('Hola, soy Estefanía.', { country: 'AR' });
    expect(server.requests).toHaveLength(2);
    // A cached line is served even while the provider is down; a new one falls back and is not kept.
    up = false;
    expect(await voice.synthesize('Hola, soy Estefanía.')).toMatchObject({ cached: true });
    expect(await voice.synthesize('Otra frase.')).toMatchObject({ fallback: true });
    up = true;
    expect(await voice.synthesize('Otra frase.')).toMatchObject({ voice: { provider: 'azure' } });
    expect(cached.hits).toBe(2);
  });

  it('keeps a line said for another country apart, though the voice name is the same (OpenAI)', async () => {
    const server = await fake(contracts[2]!.serve);
    const provider = contracts[2]!.make(server.url);
    const cached = new CachedSynthesizer(new ProviderSynthesizer(provider, fast), providerKeyParts(provider), 1024 * 1024);
    const argentina = await cached.synthesize('Hola.', { country: 'AR' });
    const mexico = await cached.synthesize('Hola.', { country: 'MX' });
    expect([argentina.voice.name, mexico.voice.name]).toEqual(['nova', 'nova']);
    expect(mexico.cached).toBeFalsy();
    expect(server.requests.map((request) => contracts[2]!.voiceIn(request))).toEqual([
      expect.stringContaining('Argentina'),
      expect.stringContaining('México'),
    ]);
    expect((await cached.synthesize('Hola.', { country: 'AR' })).cached).toBe(true);
  });

  it('shares a line between countries that get the same speaker (eSpeak: one Latin American voice)', async () => {
    const cache = new CachedSynthesizer(
      embeddedVoice(),
      { provider: 'espeak', voice: (country) => (country === 'ES' || !country ? 'es' : 'es-419'), variant: '' },
      1024 * 1024,
    );
    await cache.synthesize('Hola.', { country: 'AR' });
    expect((await cache.synthesize('Hola.', { country: 'MX' })).cached).toBe(true);
    expect((await cache.synthesize('Hola.', { country: 'ES' })).cached).toBeFalsy();
  });

  it('keeps the MP3 of a line in its entry: a repeated line is not encoded again', async () => {
    const cache = new CachedSynthesizer(embeddedVoice(), { provider: 'espeak', voice: () => 'es+f3', variant: '' }, 1024 * 1024);
    const first = await cache.synthesize('uno');
    const again = await cache.synthesize('uno');
    const mp3 = mp3Of(first);
    expect(mp3Of(again)).toBe(mp3);
    expect(parseMp3(await mp3)).toMatchObject({ sampleRate: 22_050, channels: 1 });
  });

  it('stays within its byte bound, dropping the least recently used line', async () => {
    const embedded = embeddedVoice();
    const cache = new CachedSynthesizer(embedded, { provider: 'espeak', voice: () => 'es+f3', variant: '' }, 2205 * 2 * 2);
    await cache.synthesize('uno');
    await cache.synthesize('dos');
    await cache.synthesize('uno');
    await cache.synthesize('tres');
    expect(cache.size.entries).toBe(2);
    await cache.synthesize('uno');
    expect(embedded.calls).toBe(3);
    await cache.synthesize('dos');
    expect(embedded.calls).toBe(4);
  });
});
