// The browser's side of a live call (#34), loaded with the call's chunk only. Two transports behind one
// shape: the offline receptionist's WebSocket (JSON events, PCM frames played with Web Audio, the
// microphone sent as Opus chunks it only counts), and WebRTC through the service's offer relay (OpenAI
// Realtime: audio both ways, transcript events on the data channel). No key ever reaches the page.

import { postJson } from '@estefania/shared/http';
import { callStartedSchema, type CallStarted } from '@estefania/shared/webhooks';

/** How long starting a call may take before the page says the network failed. */
const CALL_START_TIMEOUT_MS = 15_000;

export type { CallStarted };

export type Speaker = 'caller' | 'receptionist';

export interface CallEvents {
  onConnected(): void;
  onTranscript(speaker: Speaker, text: string): void;
  /** A frame of the receptionist's voice arrived (and is being played). */
  onAudio(frames: number, speaking: boolean): void;
  /** The call ended; `reason` is the service's («hangup», «time_limit»…) or «disconnected». */
  onEnded(reason: string): void;
}

export class CallStartError extends Error {
  override name = 'CallStartError';
}

/** POST /calls: the service checks the demo and the limits and answers how to connect; its Spanish message on refusal. */
export async function startCall(
  endpoint: string,
  demoId: string,
  fallbackMessage: string,
  networkMessage: string,
): Promise<CallStarted> {
  const result = await postJson(endpoint, { demo_id: demoId }, { timeoutMs: CALL_START_TIMEOUT_MS });
  if (!result.ok) {
    if (result.reason === 'http') throw new CallStartError(result.message ?? fallbackMessage);
    throw new CallStartError(networkMessage);
  }
  // An answer that does not say how to connect (another server, a proxy's page) is a failed start.
  const started = callStartedSchema.safeParse(result.data);
  if (!started.success) throw new CallStartError(fallbackMessage);
  return started.data;
}

const hangupUrl = (started: CallStarted) =>
  started.connect_url.replace(/^ws/, 'http').replace(/\/(live|offer)(\?.*)?$/, '/hangup');

/** Ends the call on the service; answers why it ended (`hangup`: by this request). */
async function postHangup(started: CallStarted): Promise<string | null> {
  const response = await fetch(hangupUrl(started), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: started.token }),
    signal: AbortSignal.timeout(CALL_START_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const { reason } = (await response.json()) as { reason?: unknown };
  return typeof reason === 'string' ? reason : null;
}

export interface CallConnection {
  sendText(text: string): void;
  hangUp(): void;
}

/** Plays PCM frames one after the other, without gaps. */
class PcmPlayer {
  private context: AudioContext | null = null;
  private next = 0;
  private sampleRate = 22_050;
  private playingUntil = 0;

  start(sampleRate: number) {
    this.sampleRate = sampleRate;
    this.context ??= new AudioContext();
    void this.context.resume();
  }

  play(frame: ArrayBuffer): void {
    const context = this.context;
    if (!context) return;
    const samples = new Int16Array(frame);
    const buffer = context.createBuffer(1, samples.length, this.sampleRate);
    const channel = buffer.getChannelData(0);
    for (let index = 0; index < samples.length; index += 1) channel[index] = (samples[index] ?? 0) / 32768;
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    const at = Math.max(context.currentTime, this.next);
    source.start(at);
    this.next = at + buffer.duration;
    this.playingUntil = this.next;
  }

  get speaking(): boolean {
    return this.context !== null && this.context.currentTime < this.playingUntil;
  }

  close(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}

function connectSocket(started: CallStarted, microphone: MediaStream | null, events: CallEvents): CallConnection {
  const socket = new WebSocket(started.connect_url);
  socket.binaryType = 'arraybuffer';
  const player = new PcmPlayer();
  let frames = 0;
  let ended = false;
  let recorder: MediaRecorder | null = null;
  const finish = (reason: string) => {
    if (ended) return;
    ended = true;
    if (recorder?.state === 'recording') recorder.stop();
    player.close();
    events.onEnded(reason);
  };
  socket.addEventListener('open', () => {
    events.onConnected();
    if (microphone && typeof MediaRecorder !== 'undefined') {
      // The offline receptionist only counts these bytes, to say it does not understand voice.
      recorder = new MediaRecorder(microphone);
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0 && socket.readyState === WebSocket.OPEN) socket.send(event.data);
      });
      recorder.start(250);
    }
  });
  socket.addEventListener('message', (event: MessageEvent<string | ArrayBuffer>) => {
    if (typeof event.data !== 'string') {
      frames += 1;
      player.play(event.data);
      events.onAudio(frames, true);
      return;
    }
    const message = JSON.parse(event.data) as {
      type: string;
      role?: Speaker;
      text?: string;
      sample_rate?: number;
      reason?: string;
    };
    if (message.type === 'audio_start') player.start(message.sample_rate ?? 22_050);
    else if (message.type === 'transcript' && message.role && message.text) events.onTranscript(message.role, message.text);
    else if (message.type === 'ended') finish(message.reason ?? 'hangup');
  });
  socket.addEventListener('close', () => finish('disconnected'));
  return {
    sendText: (text) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'text', text })),
    hangUp: () => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'hangup' }));
      else finish('hangup');
    },
  };
}

function connectWebRtc(started: CallStarted, microphone: MediaStream | null, events: CallEvents): CallConnection {
  const peer = new RTCPeerConnection();
  const speaker = new Audio();
  speaker.autoplay = true;
  let ended = false;
  const finish = (reason: string) => {
    if (ended) return;
    ended = true;
    peer.close();
    speaker.srcObject = null;
    events.onEnded(reason);
  };
  peer.addEventListener('track', (event) => {
    speaker.srcObject = event.streams[0] ?? new MediaStream([event.track]);
    events.onAudio(1, true);
  });
  const track = microphone?.getAudioTracks()[0];
  if (track && microphone) peer.addTrack(track, microphone);
  else peer.addTransceiver('audio', { direction: 'recvonly' });
  const channel = peer.createDataChannel('oai-events');
  channel.addEventListener('open', () => channel.send(JSON.stringify({ type: 'response.create' })));
  channel.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as { type: string; transcript?: string };
    if (!message.transcript) return;
    if (message.type === 'conversation.item.input_audio_transcription.completed')
      events.onTranscript('caller', message.transcript);
    else if (message.type === 'response.output_audio_transcript.done' || message.type === 'response.audio_transcript.done')
      events.onTranscript('receptionist', message.transcript);
  });
  // The call dropped without the visitor hanging up: the service may have ended it (the time limit, a
  // session changed from the page), so the page asks it why; if it did not, this ends it there too.
  let dropping = false;
  const dropped = () => {
    if (ended || dropping) return;
    dropping = true;
    void postHangup(started)
      .then((reason) => finish(reason && reason !== 'hangup' ? reason : 'disconnected'))
      .catch(() => finish('disconnected'));
  };
  channel.addEventListener('close', dropped);
  peer.addEventListener('connectionstatechange', () => {
    if (peer.connectionState === 'connected') events.onConnected();
    if (peer.connectionState === 'failed' || peer.connectionState === 'disconnected') dropped();
  });
  void (async () => {
    try {
      await peer.setLocalDescription(await peer.createOffer());
      const response = await fetch(started.connect_url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: started.token, sdp: peer.localDescription?.sdp ?? '' }),
      });
      if (!response.ok) return finish('provider_error');
      const { sdp } = (await response.json()) as { sdp: string };
      await peer.setRemoteDescription({ type: 'answer', sdp });
    } catch {
      finish('disconnected');
    }
  })();
  return {
    sendText: (text) => {
      if (channel.readyState !== 'open') return;
      channel.send(
        JSON.stringify({
          type: 'conversation.item.create',
          item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
        }),
      );
      channel.send(JSON.stringify({ type: 'response.create' }));
      events.onTranscript('caller', text);
    },
    hangUp: () => {
      void postHangup(started).catch(() => undefined);
      finish('hangup');
    },
  };
}

export function connectCall(started: CallStarted, microphone: MediaStream | null, events: CallEvents): CallConnection {
  return started.transport === 'webrtc' ? connectWebRtc(started, microphone, events) : connectSocket(started, microphone, events);
}
