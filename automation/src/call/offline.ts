// The offline receptionist (#34): the default when no realtime provider is configured, for development,
// tests and CI. A WebSocket on this service: it speaks the demo's greeting and its replies with the
// embedded voice (eSpeak NG) as PCM frames, sends the transcript of both sides, answers a fixed set of
// intents from typed text and says plainly that it does not understand voice. It never pretends to be
// the real thing: every session says `test_mode: true`, and the page labels it «Modo de prueba».
import type { WebSocket } from 'ws';
import type { Synthesizer } from '../tts/synthesizer.js';
import { replyTo, TIME_IS_UP, VOICE_NOT_UNDERSTOOD } from './intents.js';
import type { LiveCall } from './live-call.js';
import type { CallProvider } from './provider.js';
import type { EndReason } from './store.js';

/** Samples per binary frame: about 93 ms at eSpeak's 22,050 Hz. */
const FRAME_SAMPLES = 2048;
/** Longest typed question read. */
export const MAX_QUESTION_CHARS = 300;
/** Questions answered per call: past this the receptionist stops answering (the call still ends on time). */
const MAX_QUESTIONS = 30;
/** Microphone bytes heard before the receptionist says it does not understand voice (about half a second of Opus). */
const VOICE_HEARD_BYTES = 4_000;

/** What the page is told, as JSON text frames; audio goes as binary frames between audio_start and audio_end. */
export type OfflineEvent =
  | { type: 'ready'; test_mode: true; max_seconds: number }
  | { type: 'transcript'; role: 'receptionist' | 'caller'; text: string }
  | { type: 'audio_start'; sample_rate: number; format: 'pcm_s16le' }
  | { type: 'audio_end' }
  | { type: 'ended'; reason: EndReason }
  | { type: 'error'; message: string };

export const offlineProvider: CallProvider = {
  name: 'offline',
  testMode: true,
  transport: 'websocket',
  // The socket is closed by the call's end listener (attachOffline).
  hangUp: () => Promise.resolve(),
};

const isQuestion = (value: unknown): value is { type: 'text'; text: string } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'text' &&
  typeof (value as { text?: unknown }).text === 'string';

/**
 * Runs the offline receptionist on a connected socket. `end` ends the call (hang-up, socket closed);
 * the call's own end (the server's time limit included) closes the socket.
 */
export function attachOffline(
  socket: WebSocket,
  call: LiveCall,
  deps: { voice: Synthesizer; maxSeconds: number; end: (reason: EndReason) => Promise<void> },
): void {
  const send = (event: OfflineEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  let speaking: Promise<void> = Promise.resolve();
  const say = (text: string) => {
    call.receptionistTurns += 1;
    send({ type: 'transcript', role: 'receptionist', text });
    speaking = speaking
      .then(() => speak(text))
      .catch(() =>
        send({ type: 'error', message: 'No hemos podido generar la voz de esta respuesta; la tienes escrita arriba.' }),
      );
    return speaking;
  };
  const speak = async (text: string) => {
    if (call.ended) return;
    const synthesis = await deps.voice.synthesize(text, { country: call.knowledge.country, embeddedOnly: true });
    if (call.ended || socket.readyState !== socket.OPEN) return;
    send({ type: 'audio_start', sample_rate: synthesis.sampleRate, format: 'pcm_s16le' });
    const pcm = synthesis.pcm;
    for (let start = 0; start < pcm.length; start += FRAME_SAMPLES) {
      const frame = pcm.subarray(start, Math.min(pcm.length, start + FRAME_SAMPLES));
      // Little-endian 16-bit samples, as the page reads them (Int16Array is the platform's order: LE on every target).
      socket.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
    }
    send({ type: 'audio_end' });
  };

  let questions = 0;
  let takingMessage = false;
  let voiceBytes = 0;
  let toldAboutVoice = false;

  call.onEnd((reason) => {
    if (reason === 'time_limit') {
      send({ type: 'transcript', role: 'receptionist', text: TIME_IS_UP });
    }
    send({ type: 'ended', reason });
    socket.close(1000, reason);
  });

  socket.on('message', (data, isBinary) => {
    if (call.ended) return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data));
    if (isBinary) {
      // The microphone: counted, never decoded, kept or stored.
      voiceBytes += bytes.byteLength;
      if (!toldAboutVoice && voiceBytes >= VOICE_HEARD_BYTES) {
        toldAboutVoice = true;
        void say(VOICE_NOT_UNDERSTOOD);
      }
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(bytes.toString('utf8'));
    } catch {
      return send({ type: 'error', message: 'Mensaje no válido.' });
    }
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'hangup') {
      void deps.end('hangup');
      return;
    }
    if (!isQuestion(message)) return send({ type: 'error', message: 'Mensaje no válido.' });
    const text = message.text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUESTION_CHARS);
    if (!text) return;
    questions += 1;
    if (questions > MAX_QUESTIONS) return;
    call.callerTurns += 1;
    send({ type: 'transcript', role: 'caller', text });
    const reply = replyTo(call.knowledge, text, takingMessage);
    takingMessage = reply.intent === 'booking' && !takingMessage;
    void say(reply.text);
  });
  socket.on('close', () => void deps.end('disconnected'));
  socket.on('error', () => void deps.end('disconnected'));

  send({ type: 'ready', test_mode: true, max_seconds: deps.maxSeconds });
  void say(call.knowledge.greeting);
}
