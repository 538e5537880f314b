import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing.js';
import { encodeMp3, parseMp3 } from '../tts/mp3.js';
import { parseWav } from '../tts/wav.js';
import { AudioStore } from './audio-store.js';
import { WavOnDemand, wavFromMp3 } from './wav-on-demand.js';

const DEMO = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

/** Two seconds of a spoken-level tone, as the voice's MP3 would be. */
async function sampleMp3(): Promise<Buffer> {
  const pcm = new Int16Array(22_050 * 2).map((_, index) => Math.round(8_000 * Math.sin(index / 8)));
  return encodeMp3(pcm, 22_050);
}

describe('WAV for a client that asks (#25)', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let mp3: Buffer;

  beforeAll(async () => {
    temp = await makeTempDir();
    mp3 = await sampleMp3();
  });
  afterAll(() => temp?.remove());

  it('decodes the MP3 into 16-bit mono PCM WAV of the same length and rate', async () => {
    const wav = parseWav(await wavFromMp3(mp3));
    const source = parseMp3(mp3);
    expect(wav).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16, sampleRate: source.sampleRate });
    expect(Math.abs(wav.durationSeconds - source.durationSeconds)).toBeLessThan(0.1);
  });

  it('refuses bytes that are not an MP3, rather than keep a broken clip', async () => {
    await expect(wavFromMp3(new Uint8Array(4_000).fill(7))).rejects.toThrow(/could not be decoded/);
  });

  it('converts once for requests at the same time, then serves what it kept', async () => {
    const store = new AudioStore(join(temp.path, 'once'));
    await store.save(DEMO, 'greeting', mp3);
    let decodes = 0;
    const wavs = new WavOnDemand(store, (bytes) => {
      decodes += 1;
      return wavFromMp3(bytes);
    });
    const files = await Promise.all([1, 2, 3].map(() => wavs.ensure(DEMO, 'greeting')));
    expect(files.map((file) => file?.path)).toEqual(Array(3).fill(store.pathOf(DEMO, 'greeting', 'wav')));
    expect(decodes).toBe(1);
    const kept = await store.info(DEMO, 'greeting', 'wav');
    expect(kept).toEqual(files[0]);
    expect(await wavs.ensure(DEMO, 'greeting')).toEqual(kept);
    expect(decodes).toBe(1);
    expect((await store.info(DEMO, 'greeting', 'wav'))?.modified).toEqual(kept?.modified);
    expect(parseWav(await readFile(kept?.path ?? '')).channels).toBe(1);
  });

  it('answers null, writing nothing, when there is no MP3 or the demo goes while it decodes', async () => {
    const store = new AudioStore(join(temp.path, 'gone'));
    let decodes = 0;
    const wavs = new WavOnDemand(store, async (bytes) => {
      decodes += 1;
      // The demo is removed while its clip is being decoded.
      await store.remove(DEMO);
      return wavFromMp3(bytes);
    });
    expect(await wavs.ensure(DEMO, 'message')).toBeNull();
    expect(decodes).toBe(0);
    await store.save(DEMO, 'message', mp3);
    expect(await wavs.ensure(DEMO, 'message')).toBeNull();
    expect(decodes).toBe(1);
    expect(await store.info(DEMO, 'message', 'wav')).toBeNull();
    expect(await store.info(DEMO, 'message', 'mp3')).toBeNull();
  });

  it('tries again after a failed conversion instead of remembering the failure', async () => {
    const store = new AudioStore(join(temp.path, 'retry'));
    await store.save(DEMO, 'greeting', mp3);
    let fail = true;
    const wavs = new WavOnDemand(store, async (bytes) => {
      if (fail) throw new Error('decoder out of memory');
      return wavFromMp3(bytes);
    });
    await expect(wavs.ensure(DEMO, 'greeting')).rejects.toThrow('decoder out of memory');
    fail = false;
    expect(await wavs.ensure(DEMO, 'greeting')).not.toBeNull();
  });
});
