import type { CallProviderName } from '../config.js';
import type { LiveCall } from './live-call.js';

/**
 * A realtime voice behind the live call (#34), like the voices behind the demo (tts/providers): the
 * service holds the credentials; the browser gets a short-lived call and never a key.
 */
export interface CallProvider {
  readonly name: CallProviderName;
  /** A stand-in for development and tests: the page labels the call «Modo de prueba». */
  readonly testMode: boolean;
  /** How the browser connects its audio. */
  readonly transport: 'websocket' | 'webrtc';
  /**
   * WebRTC providers: the browser's SDP offer, sent to the provider from the server with the call's
   * instructions, and the provider's answer back. Sets `call.providerCallId` (for the hang-up).
   */
  answerOffer?(call: LiveCall, sdpOffer: string): Promise<string>;
  /**
   * WebRTC providers, once the offer is answered: watches the session from the server until the call
   * ends, and calls `tampered` if the page changed what the server set (instructions, tools, voice).
   */
  guard?(call: LiveCall, tampered: () => void): void;
  /** Ends the provider's side of the call (the visitor hung up, the time limit). Never throws. */
  hangUp(call: LiveCall): Promise<void>;
}

/** The provider refused or did not answer; `status` is its HTTP status (0: no answer). */
export class CallProviderError extends Error {
  override name = 'CallProviderError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
