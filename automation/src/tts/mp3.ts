import { Mp3Encoder } from '@breezystack/lamejs';
import type { Synthesis } from './synthesizer.js';

/**
 * Speech bitrate of the demo clips: 32 kbit/s mono MP3 (MPEG-2 Layer III at 22.05 or 24 kHz) is
 * clear for a voice and about 4 KB per second, so both clips of a 15 s demo weigh about 60 KB,
 * against 660 KB of 16-bit WAV. MP3 because every current mobile browser plays it (Ogg Opus still
 * fails on older iPhones).
 */
export const SPEECH_KBPS = 32;

/** MPEG-2/2.5 Layer III sample rates LAME takes as they are; anything else is resampled first. */
const MP3_RATES = [8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000];

/** Samples encoded between two yields to the event loop (≈ 10 ms of work). */
const SAMPLES_PER_SLICE = 1152 * 16;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Linear resampling to the nearest MP3 rate (only for a provider that answers at an odd rate). */
function resample(pcm: Int16Array, from: number, to: number): Int16Array {
  const length = Math.floor((pcm.length * to) / from);
  const out = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const position = (index * from) / to;
    const left = Math.floor(position);
    const right = Math.min(left + 1, pcm.length - 1);
    const weight = position - left;
    out[index] = Math.round((pcm[left] ?? 0) * (1 - weight) + (pcm[right] ?? 0) * weight);
  }
  return out;
}

/**
 * 16-bit mono PCM → MP3 with LAME (the pure-JavaScript port, @breezystack/lamejs). Encoded in
 * slices with a yield between them, so a demo's two clips never hold the HTTP server for more
 * than a few milliseconds at a time.
 */
export async function encodeMp3(pcm: Int16Array, sampleRate: number, kbps = SPEECH_KBPS): Promise<Buffer> {
  let samples = pcm;
  let rate = sampleRate;
  if (!MP3_RATES.includes(rate)) {
    const target = MP3_RATES.find((candidate) => candidate >= rate) ?? 48_000;
    samples = resample(pcm, rate, target);
    rate = target;
  }
  const encoder = new Mp3Encoder(1, rate, kbps);
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < samples.length; offset += SAMPLES_PER_SLICE) {
    const frame = encoder.encodeBuffer(samples.subarray(offset, offset + SAMPLES_PER_SLICE));
    // lamejs hands out Int8Array views of its own buffer: copy the bytes out.
    if (frame.length > 0) parts.push(new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength).slice());
    if (offset + SAMPLES_PER_SLICE < samples.length) await yieldToEventLoop();
  }
  const tail = encoder.flush();
  if (tail.length > 0) parts.push(new Uint8Array(tail.buffer, tail.byteOffset, tail.byteLength).slice());
  return Buffer.concat(parts);
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
