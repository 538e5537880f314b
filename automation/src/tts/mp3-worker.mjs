// MP3 encoding thread: LAME (the pure-JavaScript port) costs about 2 ms of CPU per frame, half a
// second or more for a demo's two clips, and far more for its first frames while the JIT warms up
// (100–350 ms for one slice of 16 frames on a loaded 2-core machine). On the main thread that held
// /health for 383–488 ms during a demo (#33); here it holds nothing. Plain JavaScript on purpose,
// like espeak-worker.mjs: it runs unchanged under Node, tsx and Vitest. Protocol (see mp3.ts):
//   in:  { id, pcm: Int16Array, sampleRate, kbps }
//   out: { id, mp3: Uint8Array } or { id, error }
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';

/** MPEG-2/2.5 Layer III sample rates LAME takes as they are; anything else is resampled first. */
const MP3_RATES = [8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000];

/** Samples handed to LAME at a time (16 frames). */
const SAMPLES_PER_CALL = 1152 * 16;

/** Linear resampling to the nearest MP3 rate (only for a provider that answers at an odd rate). */
function resample(pcm, from, to) {
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

function encode(pcm, sampleRate, kbps) {
  let samples = pcm;
  let rate = sampleRate;
  if (!MP3_RATES.includes(rate)) {
    const target = MP3_RATES.find((candidate) => candidate >= rate) ?? 48_000;
    samples = resample(pcm, rate, target);
    rate = target;
  }
  const encoder = new Mp3Encoder(1, rate, kbps);
  const parts = [];
  let length = 0;
  const keep = (frame) => {
    if (frame.length === 0) return;
    // lamejs hands out Int8Array views of its own buffer: copy the bytes out.
    const bytes = new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength).slice();
    parts.push(bytes);
    length += bytes.length;
  };
  for (let offset = 0; offset < samples.length; offset += SAMPLES_PER_CALL) {
    keep(encoder.encodeBuffer(samples.subarray(offset, offset + SAMPLES_PER_CALL)));
  }
  keep(encoder.flush());
  const mp3 = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    mp3.set(part, at);
    at += part.length;
  }
  return mp3;
}

parentPort.on('message', ({ id, pcm, sampleRate, kbps }) => {
  try {
    const mp3 = encode(pcm, sampleRate, kbps);
    parentPort.postMessage({ id, mp3 }, [mp3.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
