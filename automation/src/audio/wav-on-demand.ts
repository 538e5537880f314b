import { readFile } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';
import { encodeWav } from '../tts/wav.js';
import type { AudioStore, Clip } from './audio-store.js';

/**
 * A demo clip as 16-bit mono WAV, made from its MP3 the first time a client asks for the `.wav`
 * address and kept beside it (#25: MP3 for everyone, WAV only for a client that asks). Decoded with
 * mpg123 compiled to WebAssembly (`mpg123-decoder`), the decoder of the maintained
 * wasm-audio-decoders family; a 15 s clip decodes in a few milliseconds.
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

/**
 * Makes `<clip>.wav` from `<clip>.mp3` when it is not on disk yet. Answers whether the WAV is there
 * afterwards (false: no such demo or clip). Requests for the same clip at the same time share one
 * conversion, so the file is written once.
 */
export class WavOnDemand {
  private readonly running = new Map<string, Promise<boolean>>();

  constructor(private readonly audio: AudioStore) {}

  async ensure(demoId: string, clip: Clip): Promise<boolean> {
    if (await this.audio.info(demoId, clip, 'wav')) return true;
    const key = `${demoId}/${clip}`;
    const pending = this.running.get(key);
    if (pending) return pending;
    const work = this.convert(demoId, clip).finally(() => this.running.delete(key));
    this.running.set(key, work);
    return work;
  }

  private async convert(demoId: string, clip: Clip): Promise<boolean> {
    const mp3 = await this.audio.info(demoId, clip, 'mp3');
    if (!mp3) return false;
    const wav = await wavFromMp3(await readFile(mp3.path));
    await this.audio.save(demoId, clip, wav, 'wav');
    return true;
  }
}
