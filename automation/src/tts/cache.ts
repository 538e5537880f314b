import { createHash } from 'node:crypto';
import { encodeMp3 } from './mp3.js';
import type { Synthesis, SynthesisOptions, Synthesizer, VoiceProvider } from './synthesizer.js';
import type { SpeechProvider } from './providers/provider.js';

export interface CacheKeyParts {
  provider: VoiceProvider;
  /**
   * Who would speak for this country: the voice, and the accent asked of it where the service takes one
   * (OpenAI's). Countries that get the same speaker share their cached syntheses.
   */
  voice: (country: string | undefined) => string;
  /** Everything else that changes the sound (rate, pitch, model). */
  variant: string;
}

/**
 * Syntheses kept by (provider, voice, country, settings, text), least recently used first out, bounded in
 * bytes: the same site's demo asked again (a visitor who reloads, a team trying their own site)
 * costs no provider call and no engine time. Concurrent requests for the same line share one synthesis.
 * Only the voice that really spoke is stored under its own key: a fallback is never kept as the provider's.
 * An entry also keeps its MP3 once a caller asked for it (`mp3Of`): a repeated line is not encoded
 * again. The bound counts the samples only (the MP3 is about a twelfth of their size).
 */
/** A cache entry: the synthesis with its MP3, encoded on first use and kept (dropped again if encoding failed). */
function withMp3(synthesis: Synthesis): Synthesis {
  let mp3: Promise<Buffer> | null = null;
  return {
    ...synthesis,
    cached: false,
    mp3: () => {
      if (!mp3) {
        mp3 = encodeMp3(synthesis.pcm, synthesis.sampleRate);
        mp3.catch(() => (mp3 = null));
      }
      return mp3;
    },
  };
}

/** The key parts of a production provider: its voice for the country, with the accent it is asked for where it takes one. */
export function providerKeyParts(provider: SpeechProvider): CacheKeyParts {
  return {
    provider: provider.id,
    voice: (country) => [provider.voiceFor(country), provider.accentFor?.(country)].filter(Boolean).join(' · '),
    variant: provider.variant,
  };
}

export class CachedSynthesizer implements Synthesizer {
  private readonly entries = new Map<string, Synthesis>();
  private readonly pending = new Map<string, Promise<Synthesis>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly inner: Synthesizer,
    private readonly key: CacheKeyParts,
    private readonly maxBytes: number,
  ) {}

  keyOf(text: string, country: string | undefined): string {
    return createHash('sha256')
      .update([this.key.provider, this.key.voice(country), this.key.variant, text].join('\u0000'))
      .digest('base64url');
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async synthesize(text: string, options: SynthesisOptions = {}): Promise<Synthesis> {
    if (this.maxBytes <= 0) return this.inner.synthesize(text, options);
    const key = this.keyOf(text, options.country);
    const hit = this.entries.get(key);
    if (hit) {
      this.hits += 1;
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { ...hit, elapsedMs: 0, cached: true };
    }
    this.misses += 1;
    const running = this.pending.get(key);
    if (running) return { ...(await running), cached: true };
    const promise = this.inner.synthesize(text, options).then((synthesis) => {
      // A stand-in voice (fallback) is not what this key names.
      if (synthesis.fallback || synthesis.voice.provider !== this.key.provider) return synthesis;
      const entry = withMp3(synthesis);
      this.store(key, entry);
      return entry;
    });
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(key);
    }
  }

  private store(key: string, synthesis: Synthesis): void {
    const size = synthesis.pcm.byteLength;
    if (size > this.maxBytes) return;
    this.entries.set(key, synthesis);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.pcm.byteLength;
    }
  }

  close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
    return this.inner.close();
  }
}
