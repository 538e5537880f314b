// The server's own connection to an OpenAI Realtime call (#34): the "sideband" of OpenAI's
// «Webhooks and server-side controls» guide, a WebSocket to `wss://api.openai.com/v1/realtime?call_id=…`
// with the service's key, on the same session as the browser's WebRTC connection. Over WebRTC the
// page's data channel can send `session.update` (other instructions, tools, another voice) or add a
// `system` message to the conversation; the session's events reach this socket too, so the service
// sees the change and hangs up. Nothing of the conversation is kept: each event is looked at and dropped.
import WebSocket from 'ws';
import type { Logger } from '../logger.js';

/** What the server set: any other value reported by the session is someone else's change. */
export interface GuardedSession {
  instructions: string;
  voice: string;
  maxOutputTokens: number;
}

export interface SidebandOptions {
  /** `wss://api.openai.com/v1/realtime?call_id=…` (from the configured base URL). */
  url: string;
  apiKey: string;
  expected: GuardedSession;
  /** The session was changed by someone else: `why` is for the log, never for the page. */
  onTampered(why: string): void;
  log: Logger;
  /** For the log lines: the service's id of the call. */
  callId: string;
  timeoutMs: number;
}

/** The sideband URL of a base URL (`https://api.openai.com` → `wss://api.openai.com/v1/realtime?call_id=…`). */
export function sidebandUrl(baseUrl: string, providerCallId: string): string {
  const url = new URL('/v1/realtime', baseUrl);
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
  url.searchParams.set('call_id', providerCallId);
  return url.href;
}

type Session = {
  instructions?: unknown;
  tools?: unknown;
  voice?: unknown;
  max_output_tokens?: unknown;
  audio?: { output?: { voice?: unknown } };
};
type ServerEvent = {
  type?: unknown;
  session?: Session;
  item?: { role?: unknown };
  response?: { max_output_tokens?: unknown; audio?: { output?: { voice?: unknown } } };
};

const tooManyTokens = (value: unknown, limit: number) => value === 'inf' || (typeof value === 'number' && value > limit);

/**
 * Why this event shows a session other than the server's, or null. Only what the event reports is
 * compared (a field it leaves out is not a change): the instructions, the tools (the server sets
 * none), the voice, the cap on an answer's tokens, and a `system` message added to the conversation.
 */
export function tampering(event: ServerEvent, expected: GuardedSession): string | null {
  if (event.type === 'session.created' || event.type === 'session.updated') {
    const session = event.session ?? {};
    if (typeof session.instructions === 'string' && session.instructions.trim() !== expected.instructions.trim())
      return 'instructions changed';
    if (Array.isArray(session.tools) && session.tools.length > 0) return 'tools added';
    const voice = session.audio?.output?.voice ?? session.voice;
    if (typeof voice === 'string' && voice !== expected.voice) return `voice changed to ${voice.slice(0, 40)}`;
    if (tooManyTokens(session.max_output_tokens, expected.maxOutputTokens)) return 'max_output_tokens raised';
  }
  if (
    (event.type === 'conversation.item.created' ||
      event.type === 'conversation.item.added' ||
      event.type === 'conversation.item.done') &&
    event.item?.role === 'system'
  )
    return 'system message added';
  if (event.type === 'response.created') {
    const voice = event.response?.audio?.output?.voice;
    if (typeof voice === 'string' && voice !== expected.voice) return `response voice ${voice.slice(0, 40)}`;
    if (tooManyTokens(event.response?.max_output_tokens, expected.maxOutputTokens)) return 'response max_output_tokens raised';
  }
  return null;
}

/**
 * Opens the sideband and watches the session until `close()`. On connecting it sets the session's
 * instructions and tools again (whatever the page may have sent before the socket was open), so the
 * session is the server's from then on; any later change reported by the session calls `onTampered`
 * once. A sideband that cannot connect is logged and the call goes on, bounded by the server's
 * time limit as before.
 */
export function watchSession(options: SidebandOptions): { close(): void } {
  const { log, callId } = options;
  let closed = false;
  let tampered = false;
  let refused = false;
  const socket = new WebSocket(options.url, {
    headers: { Authorization: `Bearer ${options.apiKey}` },
    handshakeTimeout: options.timeoutMs,
    maxPayload: 1024 * 1024,
  });
  socket.on('unexpected-response', (_request, response) => {
    refused = true;
    log.warn(`call ${callId}: the sideband was refused (${response.statusCode}); the call goes on unwatched`);
    response.resume();
    socket.terminate();
  });
  socket.on('error', (error) => {
    if (!closed && !refused) log.warn(`call ${callId}: the sideband failed (${error.message}); the call goes on unwatched`);
  });
  socket.on('open', () => {
    log.info(`call ${callId}: sideband connected`);
    socket.send(
      JSON.stringify({
        type: 'session.update',
        session: { type: 'realtime', instructions: options.expected.instructions, tools: [] },
      }),
    );
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary || tampered) return;
    let event: ServerEvent;
    try {
      event = JSON.parse((data as Buffer).toString('utf8')) as ServerEvent;
    } catch {
      return;
    }
    if (typeof event !== 'object' || event === null) return;
    const why = tampering(event, options.expected);
    if (!why) return;
    tampered = true;
    log.warn(`call ${callId}: the session was changed from outside the server (${why}); hanging up`);
    options.onTampered(why);
  });
  socket.on('close', () => {
    if (!closed && !tampered) log.info(`call ${callId}: the sideband closed`);
  });
  return {
    close() {
      if (closed) return;
      closed = true;
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000);
    },
  };
}
