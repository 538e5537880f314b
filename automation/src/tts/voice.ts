import type { AutomationConfig, RemoteVoiceSettings } from '../config.js';
import type { Logger } from '../logger.js';
import { CachedSynthesizer } from './cache.js';
import { EspeakPool, espeakVoiceFor } from './pool.js';
import { azureProvider } from './providers/azure.js';
import { googleProvider } from './providers/google.js';
import { openAiProvider } from './providers/openai.js';
import type { ProviderSettings, SpeechProvider } from './providers/provider.js';
import { FallbackSynthesizer, ProviderSynthesizer } from './resilient.js';
import type { Synthesizer } from './synthesizer.js';

/** The adapter of the configured production voice. */
export function speechProvider(settings: RemoteVoiceSettings): SpeechProvider {
  const common: ProviderSettings = {
    voice: settings.voice,
    voices: settings.voices,
    rate: settings.rate,
    timeoutMs: settings.timeoutMs,
    baseUrl: settings.baseUrl,
  };
  const credentials = settings.credentials;
  switch (settings.provider) {
    case 'azure':
      if (!('key' in credentials)) throw new Error('Azure Speech needs a key and a region');
      return azureProvider(common, credentials);
    case 'google':
      if (!('apiKey' in credentials)) throw new Error('Google Cloud TTS needs an API key');
      return googleProvider(common, credentials);
    case 'openai':
      if (!('model' in credentials)) throw new Error('The OpenAI speech endpoint needs an API key and a model');
      return openAiProvider(common, credentials);
  }
}

export interface DemoVoice {
  /** What create-demo calls: the production voice with the embedded one behind it, both cached. */
  voice: Synthesizer;
  /** The embedded eSpeak NG pool (started at boot so the first demo, or the first fallback, is quick). */
  embedded: EspeakPool;
  /** The production provider's synthesizer (breaker state), if one is configured. */
  remote: ProviderSynthesizer | null;
  /** For /health and the start-up line: provider and Spain voice, no credential. */
  describe: { provider: string; voice: string };
}

/** Builds the voice the service speaks with, from the configuration. */
export function createDemoVoice(config: AutomationConfig, log: Logger, embeddedVoice?: Synthesizer): DemoVoice {
  const pool = new EspeakPool(config.voice);
  const embedded = new CachedSynthesizer(
    embeddedVoice ?? pool,
    {
      provider: 'espeak',
      voice: (locale) => espeakVoiceFor(config.voice.voice, locale),
      variant: `rate=${config.voice.rate};pitch=${config.voice.pitch}`,
    },
    config.voiceCacheBytes,
  );
  const settings = config.remoteVoice;
  if (!settings)
    return { voice: embedded, embedded: pool, remote: null, describe: { provider: 'espeak', voice: config.voice.voice } };
  const provider = speechProvider(settings);
  const remote = new ProviderSynthesizer(provider, {
    retries: settings.retries,
    backoffMs: 200,
    maxRetryAfterMs: 2_000,
    breakerFailures: settings.breakerFailures,
    breakerCooldownMs: settings.breakerCooldownMs,
  });
  const cachedRemote = new CachedSynthesizer(
    remote,
    { provider: provider.id, voice: (locale) => provider.voiceFor(locale), variant: provider.variant },
    config.voiceCacheBytes,
  );
  return {
    voice: new FallbackSynthesizer(cachedRemote, embedded, log),
    embedded: pool,
    remote,
    describe: { provider: provider.id, voice: provider.voiceFor(undefined) },
  };
}
