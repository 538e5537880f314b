import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningService } from '../server.js';
import { startFakeProvider } from '../tts/providers/fake-server.js';
import {
  errorOf,
  expectCallEnded,
  expectSpanish,
  fixture,
  html,
  makeDemo,
  postJson,
  SITE,
  startSampleSites,
  startTestService,
  type SampleSites,
} from '../testing.js';
import { callStartedSchema, type CallStarted } from '@estefania/shared/webhooks';

type Event = { type: string; [key: string]: unknown };

/** A browser's side of the offline call: its JSON events in order and how many audio bytes arrived. */
function openCall(url: string, origin = SITE) {
  const socket = new WebSocket(url, { origin });
  const events: Event[] = [];
  let audioBytes = 0;
  socket.on('message', (data, isBinary) => {
    if (isBinary) audioBytes += (data as Buffer).byteLength;
    else events.push(JSON.parse((data as Buffer).toString('utf8')) as Event);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const until = async (test: (events: Event[]) => boolean, ms = 8_000) => {
    const deadline = Date.now() + ms;
    while (!test(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, events, audioBytes: () => audioBytes, closed, until };
}

const transcript = (events: Event[], role: string) =>
  events.filter((event) => event.type === 'transcript' && event.role === role).map((event) => event.text);

async function startCall(service: RunningService, demoId: string, origin = SITE) {
  return postJson(`${service.url}/calls`, { demo_id: demoId }, { origin });
}

describe('live calls with the offline receptionist (#34)', () => {
  let service: RunningService;
  let stop: () => Promise<void>;
  let sites: SampleSites;
  let demoId: string;

  beforeAll(async () => {
    sites = await startSampleSites({ '/': html(fixture('sites/casa-lola-taberna.html.txt')) });
    ({ service, stop } = await startTestService({
      call: { provider: { provider: 'offline' }, maxSeconds: 2, perDemoPerHour: 4, perClientPerHour: 100, connectSeconds: 5 },
    }));
    demoId = (await makeDemo(service.url, `http://casa-lola.test:${sites.port}/`)).demo_id;
  });
  afterAll(async () => {
    await stop?.();
    await sites?.close();
  });

  it('greets as the demo does, answers typed questions from the site with audio, and hangs up', async () => {
    const response = await startCall(service, demoId);
    expect(response.status).toBe(201);
    // The answer is what the page reads it as (the shared schema), or the page would refuse it.
    const started = callStartedSchema.parse(await response.json());
    expect(started).toMatchObject({ provider: 'offline', test_mode: true, transport: 'websocket', max_seconds: 2 });
    expect(started.connect_url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/calls\/[0-9a-f-]{36}\/live\?token=/);

    const call = openCall(started.connect_url);
    await call.until((events) => events.some((event) => event.type === 'audio_end'));
    expect(call.events[0]).toEqual({ type: 'ready', test_mode: true, max_seconds: 2 });
    expect(transcript(call.events, 'receptionist')[0]).toMatch(
      /^Hola, soy EstefanIA, la asistente de inteligencia artificial de .+\. ¿En qué puedo ayudarte\?$/,
    );
    expect(call.events.find((event) => event.type === 'audio_start')).toMatchObject({ format: 'pcm_s16le' });
    expect(call.audioBytes()).toBeGreaterThan(1000);

    call.socket.send(JSON.stringify({ type: 'text', text: '¿Dónde estáis?' }));
    await call.until((events) => transcript(events, 'receptionist').length >= 2);
    expect(transcript(call.events, 'caller')).toEqual(['¿Dónde estáis?']);
    expect(transcript(call.events, 'receptionist')[1]).toBe('Estamos en Calle Pureza, 36, 41010 Sevilla.');

    // Voice: heard, not understood, and said so once.
    call.socket.send(Buffer.alloc(5_000));
    await call.until((events) => transcript(events, 'receptionist').length >= 3);
    expect(transcript(call.events, 'receptionist')[2]).toBe(
      'Estoy en modo de prueba y no entiendo la voz. Escribe tu pregunta en el recuadro y te contesto.',
    );

    call.socket.send(JSON.stringify({ type: 'hangup' }));
    expect(await call.closed).toBe(1000);
    expect(call.events.at(-1)).toEqual({ type: 'ended', reason: 'hangup' });
    await expectCallEnded(service.db, started.call_id, 'hangup');
    const [row] = await service.db.query<Record<string, unknown>>('SELECT * FROM calls WHERE id = $1', [started.call_id]);
    // Counters only: nothing of what was said.
    expect(row).toMatchObject({ demo_id: demoId, provider: 'offline', end_reason: 'hangup', caller_turns: 1 });
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'caller_turns',
        'demo_id',
        'end_reason',
        'ended_at',
        'id',
        'provider',
        'receptionist_turns',
        'seconds',
        'started_at',
      ].sort(),
    );
  });

  it('ends the call at the hard limit, on the server, whatever the browser does', async () => {
    const started = (await (await startCall(service, demoId)).json()) as CallStarted;
    const call = openCall(started.connect_url);
    const code = await call.closed;
    expect(code).toBe(1000);
    expect(transcript(call.events, 'receptionist').at(-1)).toBe(
      'Se acabó el tiempo de esta llamada de prueba. ¡Gracias por llamar!',
    );
    expect(call.events.at(-1)).toEqual({ type: 'ended', reason: 'time_limit' });
  });

  it('allows one call at a time per demo, and a few per hour', async () => {
    const first = (await (await startCall(service, demoId)).json()) as CallStarted;
    const second = await startCall(service, demoId);
    expect(second.status).toBe(409);
    const busy = await errorOf(second);
    expect(busy.code).toBe('call_in_progress');
    expectSpanish(busy.message);
    await postJson(`${service.url}/calls/${first.call_id}/hangup`, { token: first.token }, { origin: SITE });
    // Two calls above and two here: the fifth of the hour is refused (4 per demo in this test's settings).
    const fourth = (await (await startCall(service, demoId)).json()) as CallStarted;
    await postJson(`${service.url}/calls/${fourth.call_id}/hangup`, { token: fourth.token }, { origin: SITE });
    const fifth = await startCall(service, demoId);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(fifth)).message).toMatch(/^Ya has hecho varias llamadas de prueba con esta demo en la última hora/);
  });

  it('refuses an unknown demo, another origin, a wrong token and an expired call, in Spanish', async () => {
    const unknown = await startCall(service, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(409);
    expect((await errorOf(unknown)).code).toBe('demo_not_found');
    expect((await startCall(service, demoId, 'https://elsewhere.example')).status).toBe(403);
    expect((await postJson(`${service.url}/calls`, { demo_id: demoId })).status).toBe(403);

    const socketTo = (url: string, origin = SITE) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { origin });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => resolve(101));
        socket.on('error', () => undefined);
      });
    const base = service.url.replace(/^http/, 'ws');
    expect(await socketTo(`${base}/calls/00000000-0000-4000-8000-000000000000/live?token=x`)).toBe(410);
    expect(await socketTo(`${base}/calls/00000000-0000-4000-8000-000000000000/live?token=x`, 'https://elsewhere.example')).toBe(
      403,
    );
    const hangup = await postJson(
      `${service.url}/calls/00000000-0000-4000-8000-000000000000/hangup`,
      { token: 'x' },
      { origin: SITE },
    );
    expect(hangup.status).toBe(410);
    expect((await errorOf(hangup)).message).toBe(
      'Esta llamada ya ha terminado o ha caducado. Pulsa «Háblale ahora» para empezar otra.',
    );
  });
});

describe('live calls with OpenAI Realtime, against a local fake of its documented protocol (#34)', () => {
  const ANSWER_SDP = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n';

  it('relays the offer with the server-built session, never hands out the key, and hangs up at the limit', async () => {
    const fake = await startFakeProvider((request) =>
      request.path === '/v1/realtime/calls'
        ? {
            status: 201,
            headers: { location: '/v1/realtime/calls/rtc_test_123', 'content-type': 'application/sdp' },
            body: ANSWER_SDP,
          }
        : { status: 200, body: '' },
    );
    const { service, stop } = await startTestService({
      call: {
        provider: {
          provider: 'openai',
          apiKey: 'sk-test-secret',
          model: 'gpt-realtime',
          voice: 'marin',
          baseUrl: fake.url,
          timeoutMs: 2_000,
        },
        maxSeconds: 1,
        perDemoPerHour: 10,
        perClientPerHour: 10,
        connectSeconds: 5,
      },
    });
    try {
      const demo = await makeDemo(service.url, 'https://www.taller-perez.invalid/');
      const startResponse = await startCall(service, demo.demo_id);
      const startText = await startResponse.text();
      expect(startText).not.toContain('sk-test-secret');
      const started = JSON.parse(startText) as CallStarted;
      expect(started).toMatchObject({ provider: 'openai', test_mode: false, transport: 'webrtc' });
      expect(started.connect_url).toBe(`${service.url}/calls/${started.call_id}/offer`);

      const offer = await postJson(started.connect_url, { token: started.token, sdp: 'v=0\r\no=- offer\r\n' }, { origin: SITE });
      expect(offer.status).toBe(200);
      expect(await offer.json()).toEqual({ sdp: ANSWER_SDP });

      const [create] = fake.requests;
      expect(create?.method).toBe('POST');
      expect(create?.headers.authorization).toBe('Bearer sk-test-secret');
      expect(create?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(create?.body).toContain('name="sdp"');
      expect(create?.body).toContain('v=0\r\no=- offer');
      const session = JSON.parse(/name="session"\r\n\r\n(\{.*\})\r\n/s.exec(create?.body ?? '')?.[1] ?? '{}') as {
        type: string;
        model: string;
        instructions: string;
        audio: { output: { voice: string }; input: { transcription: { language: string } } };
      };
      expect(session).toMatchObject({ type: 'realtime', model: 'gpt-realtime', audio: { output: { voice: 'marin' } } });
      expect(session.audio.input.transcription.language).toBe('es');
      expect(session.instructions).toContain(`la asistente de inteligencia artificial de ${demo.company_name}`);

      // The server's clock: the provider is told to hang up, whatever the browser does.
      const deadline = Date.now() + 5_000;
      while (!fake.requests.some((request) => request.path.endsWith('/hangup')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const hangup = fake.requests.find((request) => request.path.endsWith('/hangup'));
      expect(hangup).toMatchObject({ method: 'POST', path: '/v1/realtime/calls/rtc_test_123/hangup' });
      expect(hangup?.headers.authorization).toBe('Bearer sk-test-secret');
      await expectCallEnded(service.db, started.call_id, 'time_limit');
    } finally {
      await stop();
      await fake.close();
    }
  });

  it('answers a provider that refuses or is down with a Spanish 502, and frees the line', async () => {
    const fake = await startFakeProvider(() => ({ status: 401, body: JSON.stringify({ error: { code: 'invalid_api_key' } }) }));
    const { service, stop } = await startTestService({
      call: {
        provider: {
          provider: 'openai',
          apiKey: 'sk-bad',
          model: 'gpt-realtime',
          voice: 'marin',
          baseUrl: fake.url,
          timeoutMs: 2_000,
        },
        maxSeconds: 60,
        perDemoPerHour: 10,
        perClientPerHour: 10,
        connectSeconds: 5,
      },
    });
    try {
      const demo = await makeDemo(service.url, 'https://www.taller-perez.invalid/');
      const started = (await (await startCall(service, demo.demo_id)).json()) as CallStarted;
      const offer = await postJson(started.connect_url, { token: started.token, sdp: 'v=0\r\no=- offer\r\n' }, { origin: SITE });
      expect(offer.status).toBe(502);
      const error = await errorOf(offer);
      expect(error.code).toBe('call_unavailable');
      expect(error.message).toMatch(/demo grabada/);
      expect(JSON.stringify(error)).not.toContain('sk-bad');
      // The line is free again.
      expect((await startCall(service, demo.demo_id)).status).toBe(201);
    } finally {
      await stop();
      await fake.close();
    }
  });
});
