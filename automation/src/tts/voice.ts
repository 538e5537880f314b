import type { AutomationConfig, RemoteVoiceSettings } from '../config.js';
import type { Logger } from '../logger.js';
import { CachedSynthesizer, providerKeyParts } from './cache.js';
import { EspeakPool, espeakVoiceFor } from './pool.js';
import { azureProvider } from './providers/azure.js';
import { googleProvider } from './providers/google.js';
import { openAiProvider } from './providers/openai.js';
import type { ProviderSettings, SpeechProvider } from './providers/provider.js';
import { FallbackSynthesizer, ProviderSynthesizer, RETRY_TIMING } from './resilient.js';
import type { Synthesizer, VoiceProvider } from './synthesizer.js';

/** The adapter of the configured production voice. */
export function speechProvider(settings: RemoteVoiceSettings): SpeechProvider {
  const common: ProviderSettings = {
    voice: settings.voice,
    voices: settings.voices,
    rate: settings.rate,
    timeoutMs: settings.timeoutMs,
    baseUrl: settings.baseUrl,
  };
  switch (settings.provider) {
    case 'azure':
      return azureProvider(common, settings.credentials);
    case 'google':
      return googleProvider(common, settings.credentials);
    case 'openai':
      return openAiProvider(common, settings.credentials);
  }
}

export interface DemoVoice {
  /** What create-demo calls: the production voice with the embedded one behind it, both cached. */
  voice: Synthesizer;
  /** The embedded eSpeak NG pool (started at boot so the first demo, or the first fallback, is quick). */
  embedded: EspeakPool;
}

/** For /health, the start-up line and the load test: which voice speaks, never a credential. */
export interface VoiceDescription {
  /** The production provider, or 'espeak' when the embedded voice speaks alone. */
  provider: VoiceProvider;
  /** The embedded eSpeak NG voice (the fallback when a provider is configured). */
  embedded: string;
  /** One line: "azure (embedded es+f3 as fallback)", or "es+f3". */
  summary: string;
}

export function describeVoice(config: Pick<AutomationConfig, 'voice' | 'remoteVoice'>): VoiceDescription {
  const embedded = config.voice.voice;
  const remote = config.remoteVoice;
  return remote
    ? { provider: remote.provider, embedded, summary: `${remote.provider} (embedded ${embedded} as fallback)` }
    : { provider: 'espeak', embedded, summary: embedded };
}

/** Builds the voice the service speaks with, from the configuration. */
export function createDemoVoice(config: AutomationConfig, log: Logger, embeddedVoice?: Synthesizer): DemoVoice {
  const pool = new EspeakPool(config.voice);
  const embedded = new CachedSynthesizer(
    embeddedVoice ?? pool,
    {
      provider: 'espeak',
      voice: (country) => espeakVoiceFor(config.voice.voice, country),
      variant: `rate=${config.voice.rate};pitch=${config.voice.pitch}`,
    },
    config.voiceCacheBytes,
  );
  const settings = config.remoteVoice;
  if (!settings) return { voice: embedded, embedded: pool };
  const provider = speechProvider(settings);
  // Backoff and the longest Retry-After honoured are not configurable (RETRY_TIMING).
  const remote = new ProviderSynthesizer(provider, {
    ...RETRY_TIMING,
    retries: settings.retries,
    breakerFailures: settings.breakerFailures,
    breakerCooldownMs: settings.breakerCooldownMs,
  });
  const cachedRemote = new CachedSynthesizer(remote, providerKeyParts(provider), config.voiceCacheBytes);
  return {
    voice: new FallbackSynthesizer(cachedRemote, embedded, log),
    embedded: pool,
  };
}
