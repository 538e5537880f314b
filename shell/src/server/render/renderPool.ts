import { rmSync } from 'node:fs';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './renderProtocol';

type RenderMessage = Extract<ToWorker, { type: 'render' }>;
export type WorkerResult = Extract<FromWorker, { type: 'result' }>;

/** What a render on a worker came to: the worker's answer, or why there is none. */
export type RunOutcome = { ok: true; result: WorkerResult } | { ok: false; reason: string };

export interface WorkerStats {
  key: string;
  threadId: number;
  heapUsed: number;
  heapTotal: number;
  versions: number;
  retiring: boolean;
  /** Started ahead of need (idle until its key's current worker is retired or ends). */
  standby: boolean;
}

export interface RenderPoolOptions {
  /** The worker script (the built renderWorker.js, or a test's fake). */
  workerFile: string | URL;
  /** Given to every worker; `cacheDir` below is added per worker. */
  workerData?: Record<string, unknown>;
  execArgv?: string[];
  resourceLimits?: ResourceLimits;
  /** A folder the server owns: each worker gets `<cacheDir>/w<threadId>`, removed when it ends. */
  cacheDir?: string;
  /** How long a worker may take to say it is ready. */
  startTimeoutMs?: number;
  /** A worker is retired once it has been asked for this many distinct versions (of its remote). */
  maxVersions?: number;
  /** A worker whose heap passes this is retired after the render that found it. */
  maxHeapBytes?: number;
  log?: (message: string) => void;
}

interface Pending {
  slot: Slot;
  resolve: (outcome: RunOutcome) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Slot {
  key: string;
  worker: Worker;
  threadId: number;
  ready: Promise<boolean>;
  versions: Set<string>;
  pending: Set<number>;
  retiring: boolean;
  /** It said it was ready once (a worker that cannot even start is not restarted in a loop). */
  started: boolean;
  /** Set once the worker ended or was given up: why, for whatever was waiting on it. */
  dead: string | null;
  /** The worker said why it failed (its own message beats the generic exit one). */
  fatal: string | null;
}

const MB = 1024 * 1024;

/**
 * Worker threads that render documents, one live worker per key (a remote's name, or `shell` for
 * pages no remote owns). Whatever a worker does — exits, runs out of memory, loops forever, crashes —
 * costs only the renders it had under way: they come back as `{ ok: false, reason }` (the caller
 * sends the fallback) and the next render gets a fresh worker. A worker is retired (no new work,
 * ended once its renders finish) after `maxVersions` distinct versions or past `maxHeapBytes`, so the
 * module graphs of old remote releases go with it.
 */
export class RenderPool {
  private readonly slots = new Map<string, Slot>();
  /** A worker started ahead for a key whose current one is on its last version: warm when needed. */
  private readonly standby = new Map<string, Slot>();
  private readonly all = new Set<Slot>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  private readonly log: (message: string) => void;

  constructor(private readonly options: RenderPoolOptions) {
    this.log = options.log ?? ((message) => console.error(message));
  }

  /**
   * Renders on `key`'s worker; the worker is ended if it has not answered within `deadlineMs` of
   * getting the message (the time a fresh worker takes to start is not counted).
   */
  async run(
    key: string,
    message: Omit<RenderMessage, 'id' | 'type'>,
    { deadlineMs, version }: { deadlineMs: number; version?: string },
  ): Promise<RunOutcome> {
    if (this.closed) return { ok: false, reason: 'el servidor se está cerrando' };
    const slot = this.slotFor(key, version);
    if (version !== undefined) slot.versions.add(version);
    if (slot.versions.size >= (this.options.maxVersions ?? Infinity) && !this.standby.has(key)) {
      // The successor starts now and takes over as soon as it is ready: the full worker is retired
      // then (drained, then ended) instead of living on, idle successor beside it, until the next version.
      const spare = this.spawn(key);
      this.standby.set(key, spare);
      void spare.ready.then((ready) => this.handOver(key, spare, ready));
    }
    const id = this.nextId++;
    slot.pending.add(id);
    const outcome = new Promise<RunOutcome>((resolve) => this.pending.set(id, { slot, resolve, timer: undefined }));
    if (!(await slot.ready)) {
      this.settle(id, { ok: false, reason: slot.dead ?? 'el proceso de renderizado no arrancó' });
      return outcome;
    }
    const entry = this.pending.get(id);
    // Ended while it was starting: settled already.
    if (!entry) return outcome;
    entry.timer = setTimeout(() => {
      void this.kill(slot, `superó el plazo de ${deadlineMs} ms`);
    }, deadlineMs);
    slot.worker.postMessage({ ...message, type: 'render', id } satisfies RenderMessage);
    return outcome;
  }

  /** Starts `key`'s worker now, so the first render does not wait for it; true once it is ready. */
  warm(key: string): Promise<boolean> {
    return this.closed ? Promise.resolve(false) : this.slotFor(key, undefined).ready;
  }

  /** No new work for `key`'s current worker; it ends once what it has under way is done. */
  retire(key: string, why: string): void {
    const slot = this.slots.get(key);
    if (slot) this.retireSlot(slot, why);
  }

  /** Heap of every live worker (each worker's own V8 heap), asked with a short wait. */
  async stats(timeoutMs = 2000): Promise<WorkerStats[]> {
    const live = [...this.all].filter((slot) => !slot.dead);
    const answers = await Promise.all(
      live.map(async (slot): Promise<WorkerStats | null> => {
        if (!(await slot.ready)) return null;
        const id = this.nextId++;
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            slot.worker.off('message', listen);
            resolve(null);
          }, timeoutMs);
          const listen = (message: FromWorker) => {
            if (message.type !== 'stats' || message.id !== id) return;
            clearTimeout(timer);
            slot.worker.off('message', listen);
            resolve({
              key: slot.key,
              threadId: slot.threadId,
              heapUsed: message.heapUsed,
              heapTotal: message.heapTotal,
              versions: slot.versions.size,
              retiring: slot.retiring,
              standby: this.standby.get(slot.key) === slot,
            });
          };
          slot.worker.on('message', listen);
          slot.worker.postMessage({ type: 'stats', id } satisfies ToWorker);
        });
      }),
    );
    return answers.filter((answer): answer is WorkerStats => answer !== null);
  }

  /** Ends every worker (renders under way come back as failures). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.all].map((slot) => this.kill(slot, 'el servidor se está cerrando', false)));
  }

  private slotFor(key: string, version: string | undefined): Slot {
    const current = this.slots.get(key);
    if (current && !current.dead && !current.retiring) {
      const max = this.options.maxVersions ?? Infinity;
      if (version === undefined || current.versions.has(version) || current.versions.size < max) return current;
      this.retireSlot(current, `ya cargó ${current.versions.size} versiones`);
    }
    const ahead = this.standby.get(key);
    this.standby.delete(key);
    const slot = ahead && !ahead.dead ? ahead : this.spawn(key);
    this.slots.set(key, slot);
    return slot;
  }

  /** A ready successor replaces `key`'s current worker, which is retired (it finishes what it has). */
  private handOver(key: string, spare: Slot, ready: boolean): void {
    if (!ready || this.closed || this.standby.get(key) !== spare || spare.dead) return;
    const current = this.slots.get(key);
    // No current worker (ended meanwhile): the next render takes the successor as it is.
    if (!current || current === spare || current.dead || current.retiring) return;
    this.standby.delete(key);
    this.slots.set(key, spare);
    this.retireSlot(current, `ya cargó ${current.versions.size} versiones`);
  }

  private spawn(key: string): Slot {
    const { workerFile, workerData = {}, execArgv, resourceLimits, cacheDir, startTimeoutMs = 20000 } = this.options;
    const worker = new Worker(workerFile, {
      workerData: { ...workerData, key, cacheRoot: cacheDir ?? null },
      ...(execArgv ? { execArgv } : {}),
      ...(resourceLimits ? { resourceLimits } : {}),
    });
    let markReady: (ready: boolean) => void = () => undefined;
    const slot: Slot = {
      key,
      worker,
      threadId: worker.threadId,
      ready: new Promise<boolean>((resolve) => (markReady = resolve)),
      versions: new Set(),
      pending: new Set(),
      retiring: false,
      started: false,
      dead: null,
      fatal: null,
    };
    this.all.add(slot);
    const startTimer = setTimeout(() => {
      void this.kill(slot, `no arrancó en ${startTimeoutMs} ms`);
    }, startTimeoutMs);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        slot.started = true;
        clearTimeout(startTimer);
        markReady(true);
      } else if (message.type === 'fatal') {
        slot.fatal = message.message;
      } else if (message.type === 'result') {
        this.settle(message.id, { ok: true, result: message });
        const limit = this.options.maxHeapBytes;
        if (limit && message.heapUsed > limit && !slot.retiring)
          this.retireSlot(slot, `su memoria llegó a ${Math.round(message.heapUsed / MB)} MB`);
        else if (slot.retiring && slot.pending.size === 0) void this.kill(slot, null);
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const why =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? 'se quedó sin memoria (límite del proceso de renderizado)'
          : `falló: ${error.message}`;
      this.ended(slot, why);
    });
    worker.on('exit', (code) => {
      clearTimeout(startTimer);
      markReady(false);
      this.ended(slot, slot.fatal ?? `terminó por su cuenta (código ${code})`);
      this.all.delete(slot);
      if (cacheDir) rmSync(`${cacheDir}/w${slot.threadId}`, { recursive: true, force: true });
    });
    return slot;
  }

  /** The worker ended (or is being ended): whatever it had under way fails with `why`. */
  private ended(slot: Slot, why: string): void {
    if (slot.dead === null) {
      slot.dead = why;
      if (!this.closed && !slot.retiring)
        this.log(`[shell-server] renderizado «${slot.key}»: el proceso de renderizado ${why}; se sustituye por uno nuevo`);
    }
    if (this.slots.get(slot.key) === slot) {
      this.slots.delete(slot.key);
      // Its replacement starts now, warm for the next render (the retry after the backoff).
      if (!this.closed && slot.started && !this.standby.has(slot.key)) this.standby.set(slot.key, this.spawn(slot.key));
    }
    if (this.standby.get(slot.key) === slot) this.standby.delete(slot.key);
    for (const id of [...slot.pending]) this.settle(id, { ok: false, reason: `el proceso de renderizado ${slot.dead}` });
  }

  private async kill(slot: Slot, why: string | null, logIt = true): Promise<void> {
    if (why !== null) {
      if (slot.dead === null && logIt && !this.closed)
        this.log(`[shell-server] renderizado «${slot.key}»: el proceso de renderizado ${why}; se detiene y se sustituye`);
      slot.dead ??= why;
      slot.retiring = true; // already logged: `ended` stays quiet
      this.ended(slot, why);
    }
    await slot.worker.terminate().catch(() => undefined);
  }

  private retireSlot(slot: Slot, why: string): void {
    if (slot.retiring || slot.dead) return;
    slot.retiring = true;
    this.log(`[shell-server] renderizado «${slot.key}»: el proceso de renderizado se retira (${why}); uno nuevo toma el relevo`);
    if (this.slots.get(slot.key) === slot) this.slots.delete(slot.key);
    if (slot.pending.size === 0) void this.kill(slot, null);
  }

  private settle(id: number, outcome: RunOutcome): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    entry.slot.pending.delete(id);
    entry.resolve(outcome);
  }
}
