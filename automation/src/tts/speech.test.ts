import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { writeDemoScript } from '../demo/script.js';
import { estimateSpeechSeconds } from '../demo/speech.js';
import { encodeMp3, parseMp3 } from './mp3.js';
import { EspeakPool } from './pool.js';
import { synthesisSeconds, VoiceBusyError, VoiceError } from './synthesizer.js';
import { encodeWav, parseWav } from './wav.js';

const settings = loadConfig({}).voice;
const seconds = synthesisSeconds;

describe('offline Spanish voice (eSpeak NG in worker threads)', () => {
  const pool = new EspeakPool({ ...settings, workers: 2 });

  beforeAll(() => pool.warmUp());
  afterAll(() => pool.close());

  it('produces a valid WAV of plausible duration', async () => {
    const text = 'Hola, soy Estefanía, la asistente de inteligencia artificial de Clínica Dental Sonrisa.';
    const synthesis = await pool.synthesize(text);
    const wav = encodeWav(synthesis.pcm, synthesis.sampleRate);
    const info = parseWav(wav);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(info).toMatchObject({ format: 1, channels: 1, sampleRate: 22050, bitsPerSample: 16 });
    expect(info.dataBytes).toBe(synthesis.pcm.length * 2);
    expect(info.durationSeconds).toBeGreaterThan(3.5);
    expect(info.durationSeconds).toBeLessThan(9);
    // Real speech, not silence: a good share of samples are loud.
    const loud = synthesis.pcm.filter((sample) => Math.abs(sample) > 1000).length;
    expect(loud / synthesis.pcm.length).toBeGreaterThan(0.1);
    // How much faster than real time is a figure `npm run bench -w automation` prints (its voice
    // real-time factor), not a test: on a loaded machine a timed assertion fails for the machine.
  });

  it("speaks a Latin American business's demo with the Latin American voice, still within 13–17 s, as MP3 under 120 KB", async () => {
    const script = writeDemoScript({
      companyName: 'Taller Rivas',
      description: 'Taller Rivas es un taller mecánico en Rosario especializado en frenos y tren delantero.',
      sector: 'automotriz',
      country: 'AR',
    });
    const [greeting, message] = await Promise.all([
      pool.synthesize(script.greetingSpeech, { country: 'AR' }),
      pool.synthesize(script.messageSpeech, { country: 'AR' }),
    ]);
    expect(greeting.voice).toEqual({ provider: 'espeak', name: 'es-419+f3' });
    const total = seconds(greeting) + seconds(message);
    expect(total).toBeGreaterThan(13);
    expect(total).toBeLessThan(17.5);
    const clips = [await encodeMp3(greeting.pcm, greeting.sampleRate), await encodeMp3(message.pcm, message.sampleRate)];
    expect(clips[0]!.length + clips[1]!.length).toBeLessThan(120 * 1024);
    const heard = clips.reduce((total, clip) => total + parseMp3(clip).durationSeconds, 0);
    // MP3 adds at most a frame of padding at each end.
    expect(Math.abs(heard - total)).toBeLessThan(0.2);
  });

  it('a demo script lasts about 15 seconds once spoken, close to its estimate', async () => {
    const inputs = [
      {
        companyName: 'Clínica Dental Sonrisa',
        description: 'Clínica dental en Madrid especializada en implantes, ortodoncia invisible y estética dental.',
      },
      { companyName: 'Peluquería Ana', description: null },
      {
        companyName: 'Talleres Martínez Hermanos',
        description:
          'Taller mecánico familiar en Sevilla: mecánica, electricidad, neumáticos y pre-ITV para coches de todas las marcas desde 1987.',
      },
    ];
    for (const input of inputs) {
      const script = writeDemoScript(input);
      const [greeting, message] = await Promise.all([
        pool.synthesize(script.greetingSpeech),
        pool.synthesize(script.messageSpeech),
      ]);
      const total = seconds(greeting) + seconds(message);
      expect(total, script.messageText).toBeGreaterThan(11);
      expect(total, script.messageText).toBeLessThan(18);
      expect(Math.abs(total - script.estimatedSeconds.total), script.messageText).toBeLessThan(2);
      expect(Math.abs(seconds(greeting) - estimateSpeechSeconds(script.greetingText))).toBeLessThan(1.2);
    }
  });

  it('is given "Estefanía" (stress on the í) where people read EstefanIA', async () => {
    const { default: initEspeak } = await import('@echogarden/espeak-ng-emscripten');
    const engine = new (await initEspeak()).eSpeakNGWorker();
    expect(engine.set_voice(settings.voice)).toBe(0);
    const spoken = writeDemoScript({ companyName: 'Bar Pepe', description: null }).greetingSpeech;
    expect(spoken).toContain('Estefanía');
    expect(spoken).not.toContain('EstefanIA');
    // Spain Spanish phonemes, stress on the í: e-s-t-e-f-a-n-ˈi-a.
    expect(engine.synthesize_ipa('Estefanía').ipa).toMatch(/n_ˈi_*a/);
    // What the voice would do with the brand spelling: a different word stressed elsewhere.
    expect(engine.synthesize_ipa('EstefanIA').ipa).not.toMatch(/n_ˈi_*a/);
    // And it is the Spain voice: "inteligencia" with θ (distinción), not the Latin American s.
    expect(engine.synthesize_ipa('inteligencia').ipa).toContain('θ');
  });

  it('speaks with a female voice (median pitch well above a male voice)', async () => {
    const { pcm, sampleRate } = await pool.synthesize('Hola, soy Estefanía, la asistente de inteligencia artificial.');
    expect(medianPitch(pcm, sampleRate)).toBeGreaterThan(160);
  });

  it('serves concurrent requests on both workers', async () => {
    const texts = Array.from({ length: 6 }, (_, index) => `Esta es la frase número ${index + 1} de la prueba de concurrencia.`);
    const results = await Promise.all(texts.map((text) => pool.synthesize(text)));
    for (const result of results) expect(seconds(result)).toBeGreaterThan(1.5);
  });

  it('fails with a VoiceError (not a hang) when the voice does not exist', async () => {
    const broken = new EspeakPool({ ...settings, voice: 'zz-no-such-voice', workers: 1 });
    await expect(broken.warmUp()).rejects.toBeInstanceOf(VoiceError);
    await expect(broken.synthesize('Hola')).rejects.toThrow(/zz-no-such-voice/);
    await broken.close();
    await expect(broken.synthesize('Hola')).rejects.toBeInstanceOf(VoiceError);
  });

  it('rejects an empty text and times out a stuck synthesis', async () => {
    await expect(pool.synthesize('   ')).rejects.toBeInstanceOf(VoiceError);
    const impatient = new EspeakPool({ ...settings, workers: 1, timeoutMs: 1 });
    await expect(
      impatient.synthesize('Una frase bastante larga para que no termine en un milisegundo, ni de lejos.'),
    ).rejects.toThrow(/longer than 1 ms/);
    await impatient.close();
  });
});

describe('speech queue', () => {
  const pool = new EspeakPool({ ...settings, workers: 1, maxQueue: 2 });

  beforeAll(() => pool.warmUp());
  afterAll(() => pool.close());

  it('is bounded: past maxQueue waiting syntheses the voice answers busy at once', async () => {
    const text = 'Hola, soy Estefanía, la asistente de inteligencia artificial de Clínica Dental Sonrisa.';
    const accepted = [pool.synthesize(text), pool.synthesize(text), pool.synthesize(text)];
    await expect(pool.synthesize(text)).rejects.toBeInstanceOf(VoiceBusyError);
    await Promise.all(accepted);
  });

  it('drops a queued synthesis whose caller went away', async () => {
    const text = 'Hola, soy Estefanía, la asistente de inteligencia artificial de Clínica Dental Sonrisa.';
    const running = pool.synthesize(text);
    const controller = new AbortController();
    const queued = pool.synthesize(text, { signal: controller.signal });
    expect(pool.queued).toBe(1);
    controller.abort();
    await expect(queued).rejects.toThrow('Cancelled');
    expect(pool.queued).toBe(0);
    await running;
  });
});

describe('WAV parsing', () => {
  it('rejects files that are not valid PCM WAV', () => {
    expect(() => parseWav(Buffer.from('not a wav file at all, clearly not one, no no no'))).toThrow();
    const good = encodeWav(new Int16Array(100), 22050);
    const truncated = good.subarray(0, good.length - 10);
    expect(() => parseWav(truncated)).toThrow(/size/);
    expect(parseWav(good).durationSeconds).toBeCloseTo(100 / 22050, 6);
  });
});

/** Median fundamental frequency of the voiced frames, by autocorrelation (70–400 Hz). */
function medianPitch(pcm: Int16Array, sampleRate: number): number {
  const frame = 1024;
  const pitches: number[] = [];
  for (let start = 0; start + frame < pcm.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i += 1) energy += (pcm[start + i] ?? 0) ** 2;
    if (energy / frame < 1e6) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag <= Math.floor(sampleRate / 70); lag += 1) {
      let sum = 0;
      for (let i = 0; i < frame - lag; i += 1) sum += (pcm[start + i] ?? 0) * (pcm[start + i + lag] ?? 0);
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag > 0) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}
