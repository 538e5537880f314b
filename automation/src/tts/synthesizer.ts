/** What every voice behind the demo does, whichever engine or service speaks. */

/** Who may speak: the embedded eSpeak NG voice, then the production providers (TTS_PROVIDER's values). */
export const VOICE_PROVIDERS = ['espeak', 'azure', 'google', 'openai'] as const;
export type VoiceProvider = (typeof VOICE_PROVIDERS)[number];
/** A production provider: every voice but the embedded one. */
export type RemoteVoiceProvider = Exclude<VoiceProvider, 'espeak'>;

/** Who spoke: the embedded eSpeak NG voice or a production provider, and which of its voices. */

export interface SpokenVoice {
  provider: VoiceProvider;
  /** The provider's own voice name ("es-AR-ElenaNeural", "es+f3"…). */
  name: string;
}

export interface Synthesis {
  pcm: Int16Array;
  sampleRate: number;
  /** Time the synthesis itself took (the engine, or the provider's round trips). */
  elapsedMs: number;
  voice: SpokenVoice;
  /** Served from the synthesis cache: nothing was paid or computed for it. */
  cached?: boolean;
  /**
   * The clip as MP3, when the synthesis cache holds the line: its entry encodes on first use and
   * keeps the encoding, so a repeated line is not encoded again. Read it through `mp3Of`.
   */
  mp3?: () => Promise<Buffer>;
  /** The production provider failed or was switched off by its breaker, and the embedded voice spoke instead. */
  fallback?: boolean;
}

export interface SynthesisOptions {
  /** A synthesis still waiting for a worker (or a provider request) when `signal` aborts is dropped. */
  signal?: AbortSignal;
  /**
   * The listener's country, ISO 3166-1 alpha-2 ("ES", "AR", "MX"…), whose Spanish is spoken: a voice
   * with that accent speaks where the engine has one, otherwise the default voice. Absent = Spain.
   */
  country?: string;
  /** Skip the production voice (the other clip of the demo already fell back to the embedded one). */
  embeddedOnly?: boolean;
}

export interface Synthesizer {
  synthesize(text: string, options?: SynthesisOptions): Promise<Synthesis>;
  close(): Promise<void>;
}

/** The voice could not produce audio (unknown voice, engine crash, timeout, pool closed, provider down). */
export class VoiceError extends Error {
  override name = 'VoiceError';
}

/** Too many syntheses are already waiting: try later. */
export class VoiceBusyError extends VoiceError {
  override name = 'VoiceBusyError';
}

/** Seconds of 16-bit mono PCM. */
export function pcmSeconds(pcm: Int16Array, sampleRate: number): number {
  return pcm.length / sampleRate;
}

/** How long a synthesis speaks. */
export function synthesisSeconds(synthesis: Pick<Synthesis, 'pcm' | 'sampleRate'>): number {
  return pcmSeconds(synthesis.pcm, synthesis.sampleRate);
}
