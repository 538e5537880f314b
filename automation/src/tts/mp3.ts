import { Worker } from 'node:worker_threads';
import type { Synthesis } from './synthesizer.js';

/**
 * Speech bitrate of the demo clips: 32 kbit/s mono MP3 (MPEG-2 Layer III at 22.05 or 24 kHz) is
 * clear for a voice and about 4 KB per second, so both clips of a 15 s demo weigh about 60 KB,
 * against 660 KB of 16-bit WAV. MP3 because every current mobile browser plays it (Ogg Opus still
 * fails on older iPhones).
 */
export const SPEECH_KBPS = 32;

const WORKER_URL = new URL('./mp3-worker.mjs', import.meta.url);

interface Job {
  resolve: (mp3: Buffer) => void;
  reject: (error: Error) => void;
}

type EncoderReply = { id: number; mp3: Uint8Array; error?: undefined } | { id: number; error: string };

/**
 * One encoding thread for the process, started on first use and kept while jobs wait (unreferenced
 * when idle, so it never keeps a process alive). LAME ran on the main thread before, in slices with
 * yields between them; a slice of a cold encoder still held the event loop for 100–350 ms, and a
 * demo's /health waited up to 488 ms (#33). A thread that dies fails its jobs; the next call starts
 * another.
 */
class Mp3Thread {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  encode(pcm: Int16Array, sampleRate: number, kbps: number): Promise<Buffer> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    // A copy goes over: the caller (the synthesis cache) keeps its samples.
    const copy = pcm.slice();
    return new Promise<Buffer>((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, pcm: copy, sampleRate, kbps }, [copy.buffer]);
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    worker.on('message', (reply: EncoderReply) => {
      const job = this.jobs.get(reply.id);
      if (!job) return;
      this.jobs.delete(reply.id);
      if (this.jobs.size === 0) worker.unref();
      if (reply.error === undefined) job.resolve(Buffer.from(reply.mp3.buffer, reply.mp3.byteOffset, reply.mp3.byteLength));
      else job.reject(new Error(`MP3 encoding failed: ${reply.error}`));
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const job of this.jobs.values()) job.reject(error);
      this.jobs.clear();
      void worker.terminate();
    };
    worker.on('error', (error) => fail(new Error(`MP3 encoder failed: ${error.message}`)));
    worker.on('exit', () => fail(new Error('MP3 encoder exited')));
    this.worker = worker;
    return worker;
  }
}

const thread = new Mp3Thread();

/**
 * 16-bit mono PCM → MP3 with LAME (the pure-JavaScript port, @breezystack/lamejs), on the encoding
 * thread (`mp3-worker.mjs`): the HTTP server's thread only hands the samples over.
 */
export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps = SPEECH_KBPS): Promise<Buffer> {
  return thread.encode(pcm, sampleRate, kbps);
}

export interface Mp3Info {
  /** MPEG version of the first frame: 1, 2 or 2.5. */
  version: 1 | 2 | 2.5;
  layer: 3;
  bitrateKbps: number;
  sampleRate: number;
  channels: 1 | 2;
  frames: number;
  durationSeconds: number;
}

const BITRATES: Record<'1' | '2', number[]> = {
  '1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<'1' | '2' | '2.5', number[]> = {
  '1': [44_100, 48_000, 32_000],
  '2': [22_050, 24_000, 16_000],
  '2.5': [11_025, 12_000, 8_000],
};

/**
 * Walks the MPEG Layer III frames of a file (after an optional ID3v2 tag) and checks every one:
 * what a browser's decoder would find. Throws on anything that is not a clean MP3 stream.
 */
export function parseMp3(file: Uint8Array): Mp3Info {
  let offset = 0;
  if (file.length >= 10 && file[0] === 0x49 && file[1] === 0x44 && file[2] === 0x33) {
    const size = ((file[6]! & 0x7f) << 21) | ((file[7]! & 0x7f) << 14) | ((file[8]! & 0x7f) << 7) | (file[9]! & 0x7f);
    offset = 10 + size;
  }
  let first: Omit<Mp3Info, 'frames' | 'durationSeconds'> | null = null;
  let frames = 0;
  let samples = 0;
  while (offset + 4 <= file.length) {
    const b1 = file[offset + 1]!;
    const b2 = file[offset + 2]!;
    const b3 = file[offset + 3]!;
    if (file[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`No frame sync at byte ${offset}`);
    const versionBits = (b1 >> 3) & 0x03;
    const layerBits = (b1 >> 1) & 0x03;
    if (versionBits === 1) throw new Error('Reserved MPEG version');
    if (layerBits !== 1) throw new Error('Not Layer III');
    const version = versionBits === 3 ? '1' : versionBits === 2 ? '2' : '2.5';
    const bitrate = BITRATES[version === '1' ? '1' : '2'][(b2 >> 4) & 0x0f];
    const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 0x03];
    if (!bitrate || !sampleRate) throw new Error(`Bad bitrate or sample rate at byte ${offset}`);
    const padding = (b2 >> 1) & 0x01;
    const samplesPerFrame = version === '1' ? 1152 : 576;
    const length = Math.floor(((samplesPerFrame / 8) * bitrate * 1000) / sampleRate) + padding;
    const channels = ((b3 >> 6) & 0x03) === 3 ? 1 : 2;
    first ??= { version: Number(version) as 1 | 2 | 2.5, layer: 3, bitrateKbps: bitrate, sampleRate, channels };
    if (offset + length > file.length) throw new Error('Last frame runs past the end of the file');
    frames += 1;
    samples += samplesPerFrame;
    offset += length;
  }
  if (!first || frames === 0) throw new Error('No MP3 frame');
  return { ...first, frames, durationSeconds: samples / first.sampleRate };
}

/** A synthesis as MP3: its cache entry's encoding when the cache holds it, otherwise encoded now. */
export function mp3Of(synthesis: Pick<Synthesis, 'pcm' | 'sampleRate' | 'mp3'>): Promise<Buffer> {
  return synthesis.mp3 ? synthesis.mp3() : encodeMp3(synthesis.pcm, synthesis.sampleRate);
}
