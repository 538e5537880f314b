import { describe, expect, it } from 'vitest';
import { ProviderSynthesizer } from '../resilient.js';
import { synthesisSeconds } from '../synthesizer.js';
import { azureProvider } from './azure.js';
import { googleProvider } from './google.js';
import { openAiProvider } from './openai.js';
import { fast, settings } from './fake-server.js';
import type { SpeechProvider } from './provider.js';

// Against the real services, only where their credentials are in the environment (never in CI).
const smoke: Array<[string, boolean, () => SpeechProvider]> = [
  [
    'Azure Speech',
    Boolean(process.env.AZURE_SPEECH_KEY && process.env.AZURE_SPEECH_REGION),
    () =>
      azureProvider(settings('', { baseUrl: null, timeoutMs: 10_000 }), {
        key: process.env.AZURE_SPEECH_KEY ?? '',
        region: process.env.AZURE_SPEECH_REGION ?? '',
      }),
  ],
  [
    'Google Cloud TTS',
    Boolean(process.env.GOOGLE_TTS_API_KEY),
    () => googleProvider(settings('', { baseUrl: null, timeoutMs: 10_000 }), { apiKey: process.env.GOOGLE_TTS_API_KEY ?? '' }),
  ],
  [
    'OpenAI speech',
    Boolean(process.env.OPENAI_API_KEY),
    () =>
      openAiProvider(settings('', { baseUrl: null, timeoutMs: 20_000 }), {
        apiKey: process.env.OPENAI_API_KEY ?? '',
        model: process.env.TTS_OPENAI_MODEL ?? 'gpt-4o-mini-tts',
      }),
  ],
];
describe.each(smoke)('smoke test against the real %s', (_name, enabled, make) => {
  // Skipped unless this provider's credentials are in the environment: the test speaks to the real, paid
  // service over the internet, which CI (and this machine) has neither of. The fake-server tests cover the rest.
  it.skipIf(!enabled)(
    'says a demo line in Spain and Argentine Spanish',
    async () => {
      const voice = new ProviderSynthesizer(make(), fast);
      for (const country of ['ES', 'AR']) {
        const synthesis = await voice.synthesize(
          'Hola, soy Estefanía, la asistente de inteligencia artificial de Taller Gómez.',
          { country },
        );
        expect(synthesisSeconds(synthesis)).toBeGreaterThan(2);
        expect(synthesisSeconds(synthesis)).toBeLessThan(10);
      }
    },
    60_000,
  );
});
