// Speech synthesis worker thread: one eSpeak NG (Emscripten/WebAssembly) instance per thread, so a
// synthesis never blocks the HTTP server. Plain JavaScript on purpose: it runs unchanged under
// Node, tsx and Vitest. Protocol (see pool.ts):
//   in:  { id, text, voice? } (voice: another eSpeak NG voice for this text, e.g. es-419+f3)
//   out: { type: 'ready', sampleRate } once, then { type: 'result', id, pcm: Int16Array, sampleRate, elapsedMs }
//        or { type: 'error', id, message }; { type: 'fatal', message } if the voice cannot be loaded.
import { parentPort, workerData } from 'node:worker_threads';
import initEspeak from '@echogarden/espeak-ng-emscripten';

const { voice, rate, pitch } = workerData;

let engine;
try {
  const espeak = await initEspeak({ print: () => {}, printErr: () => {} });
  engine = new espeak.eSpeakNGWorker();
  const status = engine.set_voice(voice);
  if (status !== 0) throw new Error(`eSpeak NG does not know the voice "${voice}" (status ${status})`);
  engine.rate = rate;
  engine.pitch = pitch;
} catch (error) {
  parentPort.postMessage({ type: 'fatal', message: error instanceof Error ? error.message : String(error) });
  parentPort.close();
}

if (engine) {
  const sampleRate = engine.samplerate;
  let current = voice;
  parentPort.on('message', ({ id, text, voice: wanted }) => {
    const started = performance.now();
    try {
      if (wanted && wanted !== current) {
        const status = engine.set_voice(wanted);
        if (status !== 0) throw new Error(`eSpeak NG does not know the voice "${wanted}" (status ${status})`);
        // set_voice resets the prosody.
        engine.rate = rate;
        engine.pitch = pitch;
        current = wanted;
      }
      const chunks = [];
      let length = 0;
      // The callback runs for each block of samples; returning false lets the synthesis continue.
      engine.synthesize(text, (samples) => {
        if (samples && samples.length > 0) {
          chunks.push(samples);
          length += samples.length;
        }
        return false;
      });
      if (length === 0) throw new Error('eSpeak NG produced no audio');
      const pcm = new Int16Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        pcm.set(chunk, offset);
        offset += chunk.length;
      }
      parentPort.postMessage({ type: 'result', id, pcm, sampleRate, elapsedMs: performance.now() - started }, [pcm.buffer]);
    } catch (error) {
      parentPort.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
    }
  });
  parentPort.postMessage({ type: 'ready', sampleRate });
}
