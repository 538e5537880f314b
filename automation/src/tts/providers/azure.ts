import { escapeXml, localeOfVoice, pcmFromBytes, postForAudio } from './http.js';
import { pickVoice, type ProviderSettings, type SpeechProvider } from './provider.js';

/**
 * Azure AI Speech, text to speech REST API: POST https://<region>.tts.speech.microsoft.com/cognitiveservices/v1
 * with the resource key in `Ocp-Apim-Subscription-Key`, an SSML body and the output format in
 * `X-Microsoft-OutputFormat`. Raw 24 kHz 16-bit mono PCM comes back as the body.
 * Its documented errors: 400 (bad SSML), 401 (key), 415, 429 (throttled), 502/503 (service).
 */
export const AZURE_VOICES = {
  ES: 'es-ES-ElviraNeural',
  AR: 'es-AR-ElenaNeural',
  BO: 'es-BO-SofiaNeural',
  CL: 'es-CL-CatalinaNeural',
  CO: 'es-CO-SalomeNeural',
  CR: 'es-CR-MariaNeural',
  CU: 'es-CU-BelkysNeural',
  DO: 'es-DO-RamonaNeural',
  EC: 'es-EC-AndreaNeural',
  GQ: 'es-GQ-TeresaNeural',
  GT: 'es-GT-MartaNeural',
  HN: 'es-HN-KarlaNeural',
  MX: 'es-MX-DaliaNeural',
  NI: 'es-NI-YolandaNeural',
  PA: 'es-PA-MargaritaNeural',
  PE: 'es-PE-CamilaNeural',
  PR: 'es-PR-KarinaNeural',
  PY: 'es-PY-TaniaNeural',
  SV: 'es-SV-LorenaNeural',
  US: 'es-US-PalomaNeural',
  UY: 'es-UY-ValentinaNeural',
  VE: 'es-VE-PaolaNeural',
} as const satisfies Readonly<Record<string, string>>;

export const AZURE_OUTPUT_FORMAT = 'raw-24khz-16bit-mono-pcm';

export function azureSsml(text: string, voice: string, rate: number): string {
  const percent = Math.round((rate - 1) * 100);
  const prosody =
    percent === 0 ? escapeXml(text) : `<prosody rate="${percent > 0 ? '+' : ''}${percent}%">${escapeXml(text)}</prosody>`;
  return (
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${localeOfVoice(voice)}">` +
    `<voice name="${escapeXml(voice)}">${prosody}</voice></speak>`
  );
}

export function azureProvider(settings: ProviderSettings, credentials: { key: string; region: string }): SpeechProvider {
  const endpoint = `${settings.baseUrl ?? `https://${credentials.region}.tts.speech.microsoft.com`}/cognitiveservices/v1`;
  return {
    id: 'azure',
    variant: `rate=${settings.rate}`,
    voiceFor: (country) => pickVoice(settings, AZURE_VOICES, AZURE_VOICES.ES, country),
    async request(text, country, signal) {
      const voice = this.voiceFor(country);
      const { body } = await postForAudio('Azure Speech', {
        url: endpoint,
        headers: {
          'Ocp-Apim-Subscription-Key': credentials.key,
          'Content-Type': 'application/ssml+xml',
          'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT,
          'User-Agent': 'estefania-automation',
        },
        body: azureSsml(text, voice, settings.rate),
        timeoutMs: settings.timeoutMs,
        ...(signal ? { signal } : {}),
      });
      return { pcm: pcmFromBytes(body), sampleRate: 24_000 };
    },
  };
}
