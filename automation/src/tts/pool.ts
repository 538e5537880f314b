import { Worker } from 'node:worker_threads';
import type { VoiceSettings } from '../config.js';
import { VoiceBusyError, VoiceError, type Synthesis, type SynthesisOptions, type Synthesizer } from './synthesizer.js';

/**
 * The eSpeak NG voice for a listener's country: Spain's ("es") by default, Latin American Spanish
 * ("es-419", seseo and its intonation) for any other Spanish-speaking country, with the same variant.
 */
export function espeakVoiceFor(voice: string, country: string | undefined): string {
  if (!country || country === 'ES') return voice;
  const [base = 'es', variant] = voice.split('+');
  if (base !== 'es') return voice;
  return variant ? `es-419+${variant}` : 'es-419';
}

type WorkerMessage =
  | { type: 'ready'; sampleRate: number }
  | { type: 'result'; id: number; pcm: Int16Array; sampleRate: number; elapsedMs: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'fatal'; message: string };

interface Task {
  id: number;
  text: string;
  voice: string;
  resolve: (synthesis: Synthesis) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_URL = new URL('./espeak-worker.mjs', import.meta.url);

/**
 * A small pool of speech worker threads. Tasks queue when every worker is busy; a worker that
 * crashes, hangs past the timeout or cannot load its voice is replaced, and its task fails with a
 * VoiceError (the HTTP layer answers 502).
 */
export class EspeakPool implements Synthesizer {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private lastFatal: string | null = null;

  constructor(private readonly settings: VoiceSettings) {}

  get size(): number {
    return this.settings.workers;
  }

  /** Starts every worker and waits until they have loaded the voice (so the first demo is fast). */
  async warmUp(): Promise<void> {
    while (this.slots.size < this.settings.workers) this.spawn();
    await Promise.all(
      [...this.slots].map(
        (slot) =>
          new Promise<void>((resolve, reject) => {
            if (slot.ready) return resolve();
            const onMessage = (message: WorkerMessage) => {
              if (message.type === 'ready') done();
              if (message.type === 'fatal') done(new VoiceError(message.message));
            };
            const onExit = () => done(new VoiceError(this.lastFatal ?? 'Speech worker exited during start-up'));
            const done = (error?: Error) => {
              slot.worker.off('message', onMessage);
              slot.worker.off('exit', onExit);
              if (error) reject(error);
              else resolve();
            };
            slot.worker.on('message', onMessage);
            slot.worker.once('exit', onExit);
          }),
      ),
    );
  }

  synthesize(text: string, options: SynthesisOptions = {}): Promise<Synthesis> {
    const { signal } = options;
    const voice = espeakVoiceFor(this.settings.voice, options.country);
    if (this.closed) return Promise.reject(new VoiceError('The speech pool is closed'));
    if (!text.trim()) return Promise.reject(new VoiceError('Nothing to say'));
    if (signal?.aborted) return Promise.reject(new VoiceError('Cancelled'));
    if (this.queue.length >= this.settings.maxQueue) {
      return Promise.reject(new VoiceBusyError(`${this.queue.length} syntheses already waiting`));
    }
    return new Promise((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        text,
        voice,
        resolve: (synthesis) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(synthesis);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      // Still queued: drop it. Already on a worker: let it finish (it is short), the caller ignores it.
      const onAbort = () => {
        const index = this.queue.indexOf(task);
        if (index >= 0) {
          this.queue.splice(index, 1);
          task.reject(new VoiceError('Cancelled'));
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Syntheses waiting for a worker. */
  get queued(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new VoiceError('The speech pool is closed'));
    await Promise.all(
      [...this.slots].map(async (slot) => {
        this.slots.delete(slot);
        if (slot.timer) clearTimeout(slot.timer);
        slot.task?.reject(new VoiceError('The speech pool is closed'));
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL, {
      workerData: { voice: this.settings.voice, rate: this.settings.rate, pitch: this.settings.pitch },
      // The engine's heap grows with long texts; keep a bound on a runaway worker.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const slot: Slot = { worker, ready: false, task: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => this.retire(slot, new VoiceError(`Speech worker failed: ${error.message}`)));
    worker.on('exit', () => this.retire(slot, new VoiceError(this.lastFatal ?? 'Speech worker exited')));
    return slot;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    switch (message.type) {
      case 'ready':
        slot.ready = true;
        this.lastFatal = null;
        this.dispatch();
        return;
      case 'fatal':
        this.lastFatal = message.message;
        this.retire(slot, new VoiceError(message.message));
        return;
      case 'result':
      case 'error': {
        const task = slot.task;
        if (!task || task.id !== message.id) return;
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = null;
        slot.task = null;
        if (message.type === 'result') {
          task.resolve({
            pcm: message.pcm,
            sampleRate: message.sampleRate,
            elapsedMs: message.elapsedMs,
            voice: { provider: 'espeak', name: task.voice },
          });
        } else {
          task.reject(new VoiceError(message.message));
        }
        this.dispatch();
      }
    }
  }

  /** Removes a dead or stuck worker; its task fails; queued work goes to a replacement. */
  private retire(slot: Slot, error: VoiceError): void {
    if (!this.slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = null;
    task?.reject(error);
    void slot.worker.terminate();
    if (!slot.ready) {
      // The voice itself cannot load: fail what is waiting instead of respawning in a loop.
      for (const queued of this.queue.splice(0)) queued.reject(error);
      return;
    }
    this.dispatch();
  }

  private dispatch(): void {
    if (this.closed) return;
    while (this.queue.length > 0) {
      const idle = [...this.slots].find((slot) => slot.ready && !slot.task);
      if (!idle) {
        const starting = [...this.slots].filter((slot) => !slot.ready).length;
        if (this.slots.size < this.settings.workers && starting === 0) this.spawn();
        return;
      }
      const task = this.queue.shift() as Task;
      idle.task = task;
      idle.timer = setTimeout(() => {
        this.retire(idle, new VoiceError(`Speech synthesis took longer than ${this.settings.timeoutMs} ms`));
      }, this.settings.timeoutMs);
      idle.worker.postMessage({ id: task.id, text: task.text, voice: task.voice });
    }
  }
}
