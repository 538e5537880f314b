// OpenAI's Realtime API over WebRTC (#34), with the server in the middle of the signalling only: the
// browser makes its SDP offer and sends it here; the service posts it to `POST /v1/realtime/calls`
// (multipart: `sdp`, and `session` with the instructions built from the demo) with its own key, and
// hands the SDP answer back. The audio then flows browser ⇄ OpenAI. The browser never holds a key, not
// even an ephemeral one, and the service learns the call's id (the answer's `Location` header), with
// which it ends the call at the time limit: `POST /v1/realtime/calls/{call_id}/hangup`, and watches
// the session over the sideband (sideband.ts), hanging up if the page changes what the server set.
import type { Logger } from '../logger.js';
import { instructionsOf } from './knowledge.js';
import type { LiveCall } from './live-call.js';
import { CallProviderError, type CallProvider } from './provider.js';
import { sidebandUrl, watchSession } from './sideband.js';

export interface OpenAiRealtimeSettings {
  apiKey: string;
  model: string;
  voice: string;
  baseUrl: string;
  timeoutMs: number;
}

/** Bounds a single answer (cost): a receptionist's reply is a few sentences. */
const MAX_OUTPUT_TOKENS = 1024;

/** The session the call starts with: the model, its voice, the instructions, and Spanish transcription of the caller. */
export function realtimeSession(settings: Pick<OpenAiRealtimeSettings, 'model' | 'voice'>, call: LiveCall) {
  return {
    type: 'realtime',
    model: settings.model,
    instructions: instructionsOf(call.knowledge),
    max_output_tokens: MAX_OUTPUT_TOKENS,
    audio: {
      input: {
        transcription: { model: 'gpt-4o-mini-transcribe', language: 'es' },
        turn_detection: { type: 'server_vad' },
      },
      output: { voice: settings.voice },
    },
  };
}

async function failure(response: Response): Promise<CallProviderError> {
  let code = '';
  try {
    const body = (await response.json()) as { error?: { code?: string; type?: string } };
    code = body.error?.code ?? body.error?.type ?? '';
  } catch {
    // Not JSON: the status says enough.
  }
  return new CallProviderError(`OpenAI answered ${response.status}${code ? ` (${code})` : ''}`, response.status);
}

export function openAiRealtimeProvider(settings: OpenAiRealtimeSettings, log: Logger): CallProvider {
  const auth = { Authorization: `Bearer ${settings.apiKey}` };
  return {
    name: 'openai',
    testMode: false,
    transport: 'webrtc',

    async answerOffer(call, sdpOffer) {
      const form = new FormData();
      form.set('sdp', sdpOffer);
      form.set('session', JSON.stringify(realtimeSession(settings, call)));
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}/v1/realtime/calls`, {
          method: 'POST',
          headers: auth,
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new CallProviderError(`OpenAI did not answer: ${error instanceof Error ? error.message : String(error)}`, 0);
      }
      if (!response.ok) throw await failure(response);
      const callId = /\/realtime\/calls\/([^/?#]+)\/?$/.exec(response.headers.get('location') ?? '')?.[1];
      const answer = await response.text();
      if (!callId || !answer.startsWith('v=')) {
        throw new CallProviderError('OpenAI answered without a call id or an SDP answer', response.status);
      }
      call.providerCallId = decodeURIComponent(callId);
      return answer;
    },

    guard(call, tampered) {
      if (!call.providerCallId) return;
      const sideband = watchSession({
        url: sidebandUrl(settings.baseUrl, call.providerCallId),
        apiKey: settings.apiKey,
        expected: { instructions: instructionsOf(call.knowledge), voice: settings.voice, maxOutputTokens: MAX_OUTPUT_TOKENS },
        onTampered: tampered,
        log,
        callId: call.id,
        timeoutMs: settings.timeoutMs,
      });
      call.onEnd(() => sideband.close());
    },

    async hangUp(call) {
      if (!call.providerCallId) return;
      try {
        const response = await fetch(`${settings.baseUrl}/v1/realtime/calls/${encodeURIComponent(call.providerCallId)}/hangup`, {
          method: 'POST',
          headers: auth,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        // 404: the call had already ended on OpenAI's side (the visitor closed the page).
        if (!response.ok && response.status !== 404) log.warn(`call ${call.id}: OpenAI hang-up answered ${response.status}`);
      } catch (error) {
        log.warn(`call ${call.id}: OpenAI hang-up failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
