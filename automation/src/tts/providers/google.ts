import { escapeXml, localeOfVoice, pcmFromWav, postForAudio } from './http.js';
import { pickVoice, type ProviderSettings, type SpeechProvider } from './provider.js';

/**
 * Google Cloud Text-to-Speech REST API v1: POST https://texttospeech.googleapis.com/v1/text:synthesize
 * with an API key in `X-Goog-Api-Key` (kept out of the URL, so it is never in a log line), a JSON
 * body `{input: {ssml}, voice: {languageCode, name}, audioConfig: {audioEncoding: "LINEAR16",
 * sampleRateHertz, speakingRate}}` and the audio back as base64 `audioContent` (a WAV file).
 * Its errors are JSON `{error: {code, message, status}}`: INVALID_ARGUMENT 400, PERMISSION_DENIED
 * 403, RESOURCE_EXHAUSTED 429, INTERNAL 500, UNAVAILABLE 503.
 *
 * Google's Spanish neural voices are Spain's (es-ES) and the United States' (es-US), which is the
 * Latin American accent it offers: every other Spanish-speaking country gets es-US.
 */
export const GOOGLE_VOICES = {
  ES: 'es-ES-Neural2-A',
  US: 'es-US-Neural2-A',
} as const satisfies Readonly<Record<string, string>>;

const SAMPLE_RATE = 24_000;

export function googleRequestBody(text: string, voice: string, rate: number): string {
  return JSON.stringify({
    input: { ssml: `<speak>${escapeXml(text)}</speak>` },
    voice: { languageCode: localeOfVoice(voice), name: voice },
    audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: SAMPLE_RATE, speakingRate: rate },
  });
}

export function googleProvider(settings: ProviderSettings, credentials: { apiKey: string }): SpeechProvider {
  const endpoint = `${settings.baseUrl ?? 'https://texttospeech.googleapis.com'}/v1/text:synthesize`;
  return {
    id: 'google',
    variant: `rate=${settings.rate}`,
    voiceFor: (country) => pickVoice(settings, GOOGLE_VOICES, GOOGLE_VOICES.ES, country, GOOGLE_VOICES.US),
    async request(text, country, signal) {
      const voice = this.voiceFor(country);
      const { body } = await postForAudio('Google Cloud TTS', {
        url: endpoint,
        headers: { 'X-Goog-Api-Key': credentials.apiKey, 'Content-Type': 'application/json; charset=utf-8' },
        body: googleRequestBody(text, voice, settings.rate),
        timeoutMs: settings.timeoutMs,
        ...(signal ? { signal } : {}),
      });
      const answer = JSON.parse(new TextDecoder().decode(body)) as { audioContent?: unknown };
      if (typeof answer.audioContent !== 'string') throw new Error('Google Cloud TTS: answer without audioContent');
      return pcmFromWav(Buffer.from(answer.audioContent, 'base64'));
    },
  };
}
