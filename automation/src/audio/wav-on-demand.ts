import { readFile } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';
import { encodeWav } from '../tts/wav.js';
import type { AudioStore, Clip } from './audio-store.js';

/**
 * A demo clip as 16-bit mono WAV, made from its MP3 the first time a client asks for the `.wav`
 * address and kept beside it (#25: MP3 for everyone, WAV only for a client that asks). Decoded with
 * mpg123 compiled to WebAssembly (`mpg123-decoder`, of the maintained wasm-audio-decoders family):
 * about 12 ms of the event loop for 8 s of speech, some 40–90 ms the first time while it compiles.
 * Throws when the MP3 does not decode whole (a clip that would come out cut is never kept).
 */
export async function wavFromMp3(mp3: Uint8Array): Promise<Buffer> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(mp3);
    const samples = channelData[0];
    if (!samples || samplesDecoded === 0 || errors.length > 0) {
      throw new Error(`MP3 could not be decoded (${errors[0]?.message ?? 'no samples'})`);
    }
    const pcm = new Int16Array(samplesDecoded);
    for (let index = 0; index < samplesDecoded; index += 1) {
      const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
      pcm[index] = Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff);
    }
    return encodeWav(pcm, sampleRate);
  } finally {
    decoder.free();
  }
}

/** What WavOnDemand needs of the audio store. */
type ClipFiles = Pick<AudioStore, 'info' | 'save'>;

/** A clip's file on disk, as AudioStore.info answers it. */
type ClipFile = NonNullable<Awaited<ReturnType<AudioStore['info']>>>;

/**
 * Makes `<clip>.wav` from `<clip>.mp3` when it is not on disk yet, and answers the WAV's file (null:
 * no such demo or clip, or it was removed meanwhile). Requests for the same clip at the same time
 * share one conversion, so the file is written once and its validator never changes.
 */
export class WavOnDemand {
  private readonly running = new Map<string, Promise<ClipFile | null>>();

  constructor(
    private readonly audio: ClipFiles,
    private readonly decode: (mp3: Uint8Array) => Promise<Buffer> = wavFromMp3,
  ) {}

  ensure(demoId: string, clip: Clip): Promise<ClipFile | null> {
    const key = `${demoId}/${clip}`;
    const pending = this.running.get(key);
    if (pending) return pending;
    const work = this.convert(demoId, clip).finally(() => this.running.delete(key));
    this.running.set(key, work);
    return work;
  }

  private async convert(demoId: string, clip: Clip): Promise<ClipFile | null> {
    const kept = await this.audio.info(demoId, clip, 'wav');
    if (kept) return kept;
    const mp3 = await this.audio.info(demoId, clip, 'mp3');
    if (!mp3) return null;
    const bytes = await readFile(mp3.path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null; // the demo was removed meanwhile
      throw error;
    });
    if (!bytes) return null;
    const wav = await this.decode(bytes);
    // Removed while it was being decoded: do not bring its folder back for a WAV alone.
    if (!(await this.audio.info(demoId, clip, 'mp3'))) return null;
    await this.audio.save(demoId, clip, wav, 'wav');
    return this.audio.info(demoId, clip, 'wav');
  }
}
