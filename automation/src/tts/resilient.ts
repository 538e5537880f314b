import type { Logger } from '../logger.js';
import { CircuitBreaker } from './breaker.js';
import { ProviderError } from './providers/http.js';
import type { SpeechProvider } from './providers/provider.js';
import { VoiceBusyError, VoiceError, type Synthesis, type SynthesisOptions, type Synthesizer } from './synthesizer.js';

export interface ResilienceSettings {
  /** Attempts after the first, only for errors the service documents as passing (429, 5xx, timeouts). */
  retries: number;
  /** First backoff; doubled each attempt, with jitter. */
  backoffMs: number;
  /** A Retry-After longer than this is not waited for: the embedded voice speaks instead. */
  maxRetryAfterMs: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

/**
 * The timing of retries, which is not configurable. Retries and the breaker are, with their
 * defaults in config.ts (TTS_PROVIDER_RETRIES, TTS_BREAKER_FAILURES, TTS_BREAKER_COOLDOWN_SECONDS).
 */
export const RETRY_TIMING: Pick<ResilienceSettings, 'backoffMs' | 'maxRetryAfterMs'> = {
  backoffMs: 200,
  maxRetryAfterMs: 2_000,
};

/** The service is switched off by its breaker for now. */
export class BreakerOpenError extends VoiceError {
  override name = 'BreakerOpenError';
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new VoiceError('Cancelled'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new VoiceError('Cancelled'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * A production voice with bounds: each request has its own timeout (in the provider), retryable
 * failures are tried again with exponential backoff and jitter, and a breaker stops calling a
 * service that keeps failing.
 */
export class ProviderSynthesizer implements Synthesizer {
  readonly breaker: CircuitBreaker;

  constructor(
    readonly provider: SpeechProvider,
    private readonly settings: ResilienceSettings,
    private readonly random: () => number = Math.random,
  ) {
    this.breaker = new CircuitBreaker(settings.breakerFailures, settings.breakerCooldownMs);
  }

  async synthesize(text: string, options: SynthesisOptions = {}): Promise<Synthesis> {
    const { signal, country } = options;
    if (!text.trim()) throw new VoiceError('Nothing to say');
    if (signal?.aborted) throw new VoiceError('Cancelled');
    if (!this.breaker.tryAcquire()) throw new BreakerOpenError(`${this.provider.id}: circuit open`);
    const started = performance.now();
    let attempt = 0;
    for (;;) {
      try {
        const { pcm, sampleRate } = await this.provider.request(text, country, signal);
        if (pcm.length === 0) throw new ProviderError(`${this.provider.id}: empty audio`, null, false);
        this.breaker.success();
        return {
          pcm,
          sampleRate,
          elapsedMs: performance.now() - started,
          voice: { provider: this.provider.id, name: this.provider.voiceFor(country) },
        };
      } catch (error) {
        if (signal?.aborted) {
          this.breaker.release();
          throw new VoiceError('Cancelled');
        }
        const retryable = error instanceof ProviderError && error.retryable;
        const wait = error instanceof ProviderError ? error.retryAfterMs : null;
        if (!retryable || attempt >= this.settings.retries || (wait !== null && wait > this.settings.maxRetryAfterMs)) {
          // A request the service refused for its content (400) says nothing about the service's health.
          if (error instanceof ProviderError && (error.status === 400 || error.status === 422)) this.breaker.release();
          else this.breaker.failure();
          throw error instanceof VoiceError ? error : new ProviderError(`${this.provider.id}: ${String(error)}`, null, false);
        }
        const backoff = this.settings.backoffMs * 2 ** attempt * (0.5 + this.random());
        attempt += 1;
        try {
          await sleep(wait ?? backoff, signal);
        } catch (cancelled) {
          this.breaker.release();
          throw cancelled;
        }
      }
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The production voice, and the embedded one when it fails: a provider outage never fails a demo.
 * The synthesis says which voice spoke (`fallback: true` when the embedded one stood in).
 */
export class FallbackSynthesizer implements Synthesizer {
  constructor(
    private readonly primary: Synthesizer,
    private readonly fallback: Synthesizer,
    private readonly log: Logger,
  ) {}

  async synthesize(text: string, options: SynthesisOptions = {}): Promise<Synthesis> {
    if (options.embeddedOnly) return { ...(await this.fallback.synthesize(text, options)), fallback: true };
    try {
      return await this.primary.synthesize(text, options);
    } catch (error) {
      if (options.signal?.aborted || error instanceof VoiceBusyError) throw error;
      // The message says the status and the service's error code, never a key.
      this.log.warn(`voice: ${error instanceof Error ? error.message : String(error)}; the embedded voice speaks instead`);
      const synthesis = await this.fallback.synthesize(text, options);
      return { ...synthesis, fallback: true };
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}
