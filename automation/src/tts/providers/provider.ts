import type { RemoteVoiceProvider } from '../synthesizer.js';

/** What a production voice is set up with (config.ts reads it from the environment). */
export interface ProviderSettings {
  /** The Spain Spanish voice; null = the provider's default below. */
  voice: string | null;
  /** Per-country voices that replace the built-in table ("AR" → "es-AR-TomasNeural"). */
  voices: Record<string, string>;
  /** Speaking rate, 1 = the voice's normal pace. */
  rate: number;
  /** One HTTP request. */
  timeoutMs: number;
  /** Base URL of the service; null = the provider's public endpoint. */
  baseUrl: string | null;
}

/** One request to one production speech service, in its documented HTTP contract. */
export interface SpeechProvider {
  readonly id: RemoteVoiceProvider;
  /** The voice that speaks for a country (absent = Spain): a regional one where the service has it, otherwise its Spain voice. */
  voiceFor(country: string | undefined): string;
  /** Settings besides the voice that change the sound (part of the cache key). */
  readonly variant: string;
  /**
   * For a service whose voices have no accent of their own (OpenAI's): the accent asked for beside the voice,
   * which changes the sound for a country as another voice would (part of the cache key).
   */
  accentFor?(country: string | undefined): string;
  /** One attempt; throws ProviderError (with whether to retry) or VoiceError('Cancelled'). */
  request(text: string, country: string | undefined, signal?: AbortSignal): Promise<{ pcm: Int16Array; sampleRate: number }>;
}

/** A voice from the settings' per-country table, else the built-in one, else the Spain voice. */
export function pickVoice(
  settings: ProviderSettings,
  builtIn: Readonly<Record<string, string>>,
  spainDefault: string,
  country: string | undefined,
  latinAmericaDefault: string = spainDefault,
): string {
  if (!country || country === 'ES') return settings.voice ?? spainDefault;
  return settings.voices[country] ?? builtIn[country] ?? latinAmericaDefault;
}
