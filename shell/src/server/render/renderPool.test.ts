// @vitest-environment node
import { emptySite } from '@estefania/shared/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackManifest } from '../testing/manifest';
import { RenderPool, type RenderPoolOptions, type RunOutcome } from './renderPool';
import type { RenderRequest } from './renderProtocol';

const fakeWorker = new URL('../testing/fakeRenderWorker.mjs', import.meta.url);
const manifest = loopbackManifest();

const pools: RenderPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function setup(options: Partial<RenderPoolOptions> = {}) {
  const logs: string[] = [];
  const pool = new RenderPool({ workerFile: fakeWorker, log: (message) => logs.push(message), ...options });
  pools.push(pool);
  const run = (
    behave: string,
    { deadlineMs = 1000, version, url = '/precios' }: { deadlineMs?: number; version?: string; url?: string } = {},
  ) => {
    const request: RenderRequest = {
      url,
      manifest,
      site: emptySite,
      route: { remote: 'pricing', page: 'PricingPage' },
      headTags: '',
      behave,
    };
    return pool.run(
      'pricing',
      { request, remote: null, failure: null, budgetMs: deadlineMs },
      { deadlineMs, ...(version ? { version } : {}) },
    );
  };
  return { pool, run, logs };
}

/** The worker thread that rendered it (the fake writes its threadId into the HTML). */
const thread = (outcome: RunOutcome) => (outcome.ok ? /en (\d+)/.exec(outcome.result.html)?.[1] : null);
const gone = (outcome: RunOutcome) => (outcome.ok ? '' : outcome.reason);

describe('RenderPool', () => {
  it('renders on one worker per key and keeps using it', async () => {
    const { run } = setup();
    const first = await run('ok');
    const second = await run('ok', { url: '/cookies' });
    expect(first.ok && first.result.html).toContain('/precios');
    expect(thread(second)).toBe(thread(first));
  });

  it('ends a worker that overruns the deadline (a busy loop), answers in time, and starts a fresh one', async () => {
    const { run, logs } = setup();
    const before = await run('ok');
    const started = Date.now();
    const stuck = await run('spin', { deadlineMs: 300 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(gone(stuck)).toMatch(/superó el plazo de 300 ms/);
    expect(logs.join('\n')).toMatch(/«pricing».*superó el plazo de 300 ms; se detiene y se sustituye/);
    const after = await run('ok');
    expect(after.ok).toBe(true);
    expect(thread(after)).not.toBe(thread(before));
  });

  it('a render that never answers (a hung async load) also ends at the deadline', async () => {
    const { run } = setup();
    expect(gone(await run('hang', { deadlineMs: 200 }))).toMatch(/superó el plazo/);
  });

  it('process.exit in a worker ends only that worker: the render fails, the next one works', async () => {
    const { run, logs } = setup();
    const exited = await run('exit');
    expect(gone(exited)).toMatch(/terminó por su cuenta \(código 7\)/);
    expect(logs).toHaveLength(1);
    expect((await run('ok')).ok).toBe(true);
  });

  it('a worker that allocates without end hits its memory limit, not the process', async () => {
    const { run } = setup({ resourceLimits: { maxOldGenerationSizeMb: 32 } });
    const bomb = await run('bomb', { deadlineMs: 10_000 });
    expect(gone(bomb)).toMatch(/se quedó sin memoria/);
    expect((await run('ok')).ok).toBe(true);
  });

  it('an uncaught exception in a worker fails its renders under way and the worker is replaced', async () => {
    const { run } = setup();
    const crashed = await run('crash');
    expect(gone(crashed)).toMatch(/falló: el remoto explotó/);
    expect((await run('ok')).ok).toBe(true);
  });

  it('every render under way on a worker that is ended comes back as a failure', async () => {
    const { run } = setup();
    await run('ok');
    const slow = run('slow', { deadlineMs: 5000 });
    const stuck = run('spin', { deadlineMs: 100 });
    expect(gone(await stuck)).toMatch(/superó el plazo/);
    expect(gone(await slow)).toMatch(/superó el plazo/);
  });

  it('retires a worker after N distinct versions: it finishes what it has, a fresh one takes the new version', async () => {
    const { run, pool, logs } = setup({ maxVersions: 2 });
    const v1 = await run('ok', { version: 'v1' });
    // Under way on the first worker when it reaches its last version (the successor then takes over).
    const slowOnOld = run('slow', { version: 'v1' });
    const v2 = await run('ok', { version: 'v2' });
    expect(thread(v2)).toBe(thread(v1));
    const v3 = await run('ok', { version: 'v3' });
    expect(thread(v3)).not.toBe(thread(v1));
    // Drained, not killed: the render under way on the retired worker completes.
    const drained = await slowOnOld;
    expect(drained.ok).toBe(true);
    expect(thread(drained)).toBe(thread(v1));
    expect(logs.join('\n')).toMatch(/se retira \(ya cargó 2 versiones\)/);
    await expect.poll(async () => (await pool.stats()).map((stats) => stats.threadId)).toEqual([Number(thread(v3))]);
  });

  it('starts the next worker ahead once the current one is on its last version, and hands over when it is ready', async () => {
    const { run, pool, logs } = setup({ maxVersions: 1 });
    const v1 = await run('ok', { version: 'v1' });
    // The successor takes over before v2 is asked for; the full worker is retired, not kept beside it.
    await expect.poll(() => logs.join('\n')).toMatch(/se retira \(ya cargó 1 versiones\)/);
    await expect.poll(async () => (await pool.stats()).map((stats) => String(stats.threadId))).not.toContain(thread(v1));
    expect((await pool.stats()).length).toBe(1);
    const v2 = await run('ok', { version: 'v2' });
    expect(thread(v2)).not.toBe(thread(v1));
  });

  it('retires a worker whose heap passed the threshold', async () => {
    const { run, logs } = setup({ maxHeapBytes: 100 * 1024 * 1024 });
    const fat = await run('fat');
    expect(fat.ok).toBe(true);
    expect(logs.join('\n')).toMatch(/se retira \(su memoria llegó a 500 MB\)/);
    expect(thread(await run('ok'))).not.toBe(thread(fat));
  });

  it('retire() on request (a failed load): the next render gets a fresh worker', async () => {
    const { run, pool } = setup();
    const failed = await run('loadFail');
    pool.retire('pricing', 'no pudo cargar el remoto');
    expect(thread(await run('ok'))).not.toBe(thread(failed));
  });

  it('reports the heap of each live worker', async () => {
    const { run, pool } = setup();
    await run('ok');
    expect(await pool.stats()).toEqual([expect.objectContaining({ key: 'pricing', heapUsed: 1234, heapTotal: 5678 })]);
  });
});
