import { VoiceError } from '../synthesizer.js';

/**
 * A production voice service's answer that is not audio. `retryable` follows the service's own
 * documentation: throttling (429, unless the account is out of quota), a timeout, a dropped
 * connection or a 5xx may pass if tried again; a refused key or a bad request will not.
 * The message never holds a credential: only the status and the service's own error code.
 */
export class ProviderError extends VoiceError {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    /** The service's Retry-After, when it sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Retry-After as seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** A short, credential-free summary of an error body: the service's error code or status word. */
async function errorCode(response: Response): Promise<string | null> {
  try {
    const text = (await response.text()).slice(0, 4_000);
    const body = JSON.parse(text) as {
      error?: { code?: unknown; status?: unknown; type?: unknown } | string;
      detail?: { status?: unknown };
    };
    const error = body.error;
    if (typeof error === 'string') return error.slice(0, 60);
    const code = error?.status ?? error?.code ?? error?.type ?? body.detail?.status;
    return typeof code === 'string' || typeof code === 'number' ? String(code).slice(0, 60) : null;
  } catch {
    return null;
  }
}

export interface AudioRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Per-request timeout. */
  timeoutMs: number;
  /** The caller's cancellation. */
  signal?: AbortSignal;
  /** Errors that are never worth retrying although their status says otherwise (quota exhausted). */
  permanentCodes?: readonly string[];
}

/** One POST to a speech service: the answer's bytes, or a ProviderError saying whether to try again. */
export async function postForAudio(provider: string, request: AudioRequest): Promise<{ body: Uint8Array; contentType: string }> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal,
      redirect: 'error',
    });
  } catch (error) {
    if (request.signal?.aborted) throw new VoiceError('Cancelled');
    if (timeout.aborted) throw new ProviderError(`${provider}: no answer within ${request.timeoutMs} ms`, null, true);
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.name) : 'error';
    throw new ProviderError(`${provider}: connection failed (${cause})`, null, true);
  }
  if (!response.ok) {
    const code = await errorCode(response);
    const permanent = code !== null && (request.permanentCodes ?? []).includes(code);
    throw new ProviderError(
      `${provider}: HTTP ${response.status}${code ? ` ${code}` : ''}`,
      response.status,
      RETRYABLE_STATUS.has(response.status) && !permanent,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  try {
    const body = new Uint8Array(await response.arrayBuffer());
    return { body, contentType: response.headers.get('content-type') ?? '' };
  } catch {
    if (request.signal?.aborted) throw new VoiceError('Cancelled');
    throw new ProviderError(`${provider}: ${timeout.aborted ? 'answer cut by the timeout' : 'answer cut off'}`, null, true);
  }
}

/** Little-endian 16-bit PCM bytes as samples (copied: the bytes may be unaligned). */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(Math.floor(bytes.length / 2));
  const view = new DataView(bytes.buffer, bytes.byteOffset, samples.length * 2);
  for (let index = 0; index < samples.length; index += 1) samples[index] = view.getInt16(index * 2, true);
  return samples;
}

/** The samples and rate of a 16-bit mono PCM WAV (Google's LINEAR16 answer carries a WAV header). */
export function pcmFromWav(bytes: Uint8Array): { pcm: Int16Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    // Streaming encoders write 0 or 0xFFFFFFFF as the data size: read to the end then.
    let size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error('not 16-bit mono PCM');
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('data before fmt');
      if (size === 0 || body + size > bytes.length) size = bytes.length - body;
      return { pcm: pcmFromBytes(bytes.subarray(body, body + size)), sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** Text for an SSML document. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/** The locale a voice name carries ("es-AR-ElenaNeural" → "es-AR"); Spain's when it carries none. */
export function localeOfVoice(voice: string): string {
  return /^([a-z]{2}-[A-Z]{2})-/.exec(voice)?.[1] ?? 'es-ES';
}
