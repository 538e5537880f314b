import { pcmFromBytes, postForAudio } from './http.js';
import type { ProviderSettings, SpeechProvider } from './provider.js';

/**
 * An OpenAI-compatible speech endpoint: POST <base>/v1/audio/speech with `Authorization: Bearer`,
 * JSON `{model, input, voice, response_format: "pcm", speed, instructions}`; "pcm" is raw 24 kHz
 * 16-bit little-endian mono. Errors are JSON `{error: {message, type, code}}`: 400, 401, 403, 429
 * (`rate_limit_exceeded` passes with time; `insufficient_quota` does not), 500, 503.
 *
 * Its voices have no country: the accent is asked for in `instructions` (models that take them,
 * such as gpt-4o-mini-tts; others ignore the field).
 */
const ACCENTS: Readonly<Record<string, string>> = {
  ES: 'español de España (peninsular, con distinción de ce y zeta)',
  AR: 'español rioplatense de Argentina',
  UY: 'español rioplatense de Uruguay',
  MX: 'español de México',
  CO: 'español de Colombia',
  CL: 'español de Chile',
  PE: 'español de Perú',
  VE: 'español de Venezuela',
  US: 'español latinoamericano neutro',
};

export function openAiInstructions(country: string | undefined): string {
  const accent = ACCENTS[country ?? 'ES'] ?? 'español latinoamericano neutro';
  return `Habla en ${accent}, como una recepcionista cercana y profesional, con ritmo tranquilo.`;
}

export function openAiProvider(settings: ProviderSettings, credentials: { apiKey: string; model: string }): SpeechProvider {
  const endpoint = `${settings.baseUrl ?? 'https://api.openai.com'}/v1/audio/speech`;
  return {
    id: 'openai',
    variant: `model=${credentials.model};rate=${settings.rate}`,
    // The accent is asked for in `instructions`, and it is the part of the cache key that tells countries apart.
    accentFor: openAiInstructions,
    voiceFor: (country = 'ES') =>
      country === 'ES' ? (settings.voice ?? 'nova') : (settings.voices[country] ?? settings.voice ?? 'nova'),
    async request(text, country, signal) {
      const voice = this.voiceFor(country);
      const { body } = await postForAudio('OpenAI speech', {
        url: endpoint,
        headers: { Authorization: `Bearer ${credentials.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: credentials.model,
          input: text,
          voice,
          response_format: 'pcm',
          speed: settings.rate,
          instructions: openAiInstructions(country),
        }),
        timeoutMs: settings.timeoutMs,
        permanentCodes: ['insufficient_quota', 'invalid_api_key'],
        ...(signal ? { signal } : {}),
      });
      return { pcm: pcmFromBytes(body), sampleRate: 24_000 };
    },
  };
}
