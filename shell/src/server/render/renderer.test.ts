// @vitest-environment node
import { emptySite } from '@estefania/shared/contract';
import { describe, expect, it } from 'vitest';
import { loopbackManifest } from '../testing/manifest';
import { SHELL_KEY, WorkerRenderer } from './renderer';
import type { RenderPool, RunOutcome } from './renderPool';
import type { RenderRequest } from './renderProtocol';

const manifest = loopbackManifest({ ssrTimeoutMs: 2000 });
const pricing: RenderRequest = {
  url: 'http://localhost/precios',
  manifest,
  site: emptySite,
  route: { remote: 'pricing', page: 'PricingPage' },
  headTags: '',
  table: [1, 2],
};

type Run = Parameters<RenderPool['run']>;

function setup() {
  let now = 0;
  let version = 'v1';
  let remoteWorks = false;
  const runs: { key: string; message: Run[1]; deadlineMs: number }[] = [];
  const retired: string[] = [];
  const logs: string[] = [];
  const ok = (html: string, failure: string | null = null, loadFailed = false): RunOutcome => ({
    ok: true,
    result: { type: 'result', id: 1, html, renderError: null, failure, loadFailed, heapUsed: 0 },
  });
  const pool = {
    run: (key: string, message: Run[1], { deadlineMs }: Run[2]) => {
      runs.push({ key, message, deadlineMs });
      if (key === SHELL_KEY) return Promise.resolve(ok(`aviso: ${message.failure}`, message.failure));
      if (remoteWorks) return Promise.resolve(ok('la página'));
      return Promise.resolve<RunOutcome>({ ok: false, reason: 'el proceso de renderizado superó el plazo de 3000 ms' });
    },
    retire: (key: string) => void retired.push(key),
  };
  const renderer = new WorkerRenderer(
    pool,
    { version: () => Promise.resolve(version) },
    { lastResortHtml: '<html>index</html>', log: (message) => logs.push(message), now: () => now },
  );
  return {
    renderer,
    runs,
    retired,
    logs,
    remoteRuns: () => runs.filter((run) => run.key === 'pricing').length,
    advance: (ms: number) => (now += ms),
    setVersion: (next: string) => (version = next),
    setRemoteWorks: (works: boolean) => (remoteWorks = works),
  };
}

describe('WorkerRenderer', () => {
  it("renders a remote page on the remote's worker with the deadline of the manifest and the request untouched", async () => {
    const ctx = setup();
    ctx.setRemoteWorks(true);
    expect(await ctx.renderer.render(pricing)).toEqual({ html: 'la página', renderError: null, failure: null });
    expect(ctx.runs[0]).toMatchObject({
      key: 'pricing',
      deadlineMs: 3000,
      message: { request: pricing, remote: { entry: manifest.remotes.pricing, version: 'v1' }, failure: null },
    });
  });

  it("renders pages no remote owns on the shell's worker", async () => {
    const ctx = setup();
    await ctx.renderer.render({ ...pricing, url: 'http://localhost/no-existe', route: null });
    expect(ctx.runs.map((run) => run.key)).toEqual([SHELL_KEY]);
  });

  it('a failed remote: the fallback, then no new attempt until its backoff, which doubles; one log line per change', async () => {
    const ctx = setup();
    const first = await ctx.renderer.render(pricing);
    expect(first.failure).toMatch(/superó el plazo/);
    expect(first.html).toContain('aviso');
    expect(ctx.logs).toEqual([
      expect.stringMatching(/pricing: no se puede renderizar en el servidor \(.*superó el plazo.*\).*reintenta en 1 s/),
    ]);

    // Within the backoff: the fallback straight from the shell's worker, the remote is left alone.
    ctx.advance(500);
    expect((await ctx.renderer.render(pricing)).failure).toMatch(/superó el plazo/);
    expect(ctx.remoteRuns()).toBe(1);

    // Past it: tried again; it fails again, and the next wait is 2 s.
    ctx.advance(600);
    await ctx.renderer.render(pricing);
    expect(ctx.remoteRuns()).toBe(2);
    expect(ctx.logs[1]).toMatch(/el reintento 1 también falló .* próximo en 2 s/);
    ctx.advance(1500);
    await ctx.renderer.render(pricing);
    expect(ctx.remoteRuns()).toBe(2);

    // It can again: rendered on the server once its backoff is over, and said so once.
    ctx.setRemoteWorks(true);
    ctx.advance(600);
    expect(await ctx.renderer.render(pricing)).toEqual({ html: 'la página', renderError: null, failure: null });
    expect(ctx.logs[2]).toBe('[shell-server] pricing: vuelve a renderizarse en el servidor');
    await ctx.renderer.render(pricing);
    expect(ctx.remoteRuns()).toBe(4);
    expect(ctx.logs).toHaveLength(3);
  });

  it('the backoff stops at its ceiling', async () => {
    const ctx = setup();
    for (let i = 0; i < 8; i += 1) {
      await ctx.renderer.render(pricing);
      ctx.advance(60_000);
    }
    expect(ctx.logs.at(-1)).toMatch(/próximo en 30 s/);
  });

  it('a new version of a failing remote is tried at once', async () => {
    const ctx = setup();
    await ctx.renderer.render(pricing);
    ctx.setVersion('v2');
    ctx.setRemoteWorks(true);
    expect((await ctx.renderer.render(pricing)).failure).toBeNull();
    expect(ctx.logs[1]).toMatch(/pricing: versión nueva \(v2\); se vuelve a intentar/);
  });

  it('a load that failed inside the worker retires that worker, so the retry starts from fresh caches', async () => {
    const ctx = setup();
    const renderer = new WorkerRenderer(
      {
        run: () =>
          Promise.resolve({
            ok: true,
            result: {
              type: 'result',
              id: 1,
              html: 'aviso',
              renderError: null,
              failure: 'pricing no respondió en 2000 ms',
              loadFailed: true,
              heapUsed: 0,
            },
          }),
        retire: (key) => void ctx.retired.push(key),
      },
      { version: () => Promise.resolve('v1') },
      { lastResortHtml: '', log: () => undefined },
    );
    expect((await renderer.render(pricing)).failure).toBe('pricing no respondió en 2000 ms');
    expect(ctx.retired).toEqual(['pricing']);
  });

  it("when not even the shell's worker can render, the built page is sent (never a 5xx)", async () => {
    const renderer = new WorkerRenderer(
      { run: () => Promise.resolve({ ok: false, reason: 'no arrancó' }), retire: () => undefined },
      { version: () => Promise.resolve('v1') },
      { lastResortHtml: '<html>index</html>', log: () => undefined },
    );
    expect(await renderer.render({ ...pricing, route: null })).toEqual({
      html: '<html>index</html>',
      renderError: null,
      failure: 'no arrancó',
    });
  });
});
