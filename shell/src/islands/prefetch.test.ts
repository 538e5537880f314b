import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ENGAGEMENT_EVENTS,
  fetchIslandCodeNow,
  filesToPrefetch,
  onFirstEngagement,
  PREFETCH_BLOCK_ID,
  PREFETCHED_ATTRIBUTE,
  prefetchIslandCode,
  shouldPrefetch,
} from './prefetch';

function page(block: string | null): Document {
  const doc = document;
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  doc.documentElement.removeAttribute(PREFETCHED_ATTRIBUTE);
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PREFETCH_BLOCK_ID;
    script.textContent = block;
    doc.body.append(script);
  }
  return doc;
}

const links = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.crossOrigin,
    link.getAttribute('fetchpriority'),
  ]);

describe("prefetching the islands' code", () => {
  afterEach(() => page(null));

  it('module-preloads the entries and prefetches the rest, at low priority, as the module loader will ask for them', () => {
    const doc = page(
      JSON.stringify({
        modulepreload: ['/remoteEntry.js', 'http://localhost:5174/remoteEntry.js'],
        prefetch: ['/assets/a.js', 'http://localhost:5174/assets/b.js'],
      }),
    );
    expect(prefetchIslandCode(doc, { effectiveType: '4g' })).toBe(4);
    expect(links(doc)).toEqual([
      ['modulepreload', expect.stringMatching(/\/remoteEntry\.js$/), 'anonymous', 'low'],
      ['modulepreload', 'http://localhost:5174/remoteEntry.js', 'anonymous', 'low'],
      ['prefetch', expect.stringMatching(/\/assets\/a\.js$/), 'anonymous', 'low'],
      ['prefetch', 'http://localhost:5174/assets/b.js', 'anonymous', 'low'],
    ]);
    expect(doc.documentElement.getAttribute(PREFETCHED_ATTRIBUTE)).toBe('4');
    // Twice adds nothing.
    expect(prefetchIslandCode(doc, undefined)).toBe(0);
  });

  it('spends nothing on a connection that saves data or is 2G', () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
    const doc = page(JSON.stringify({ modulepreload: [], prefetch: ['/assets/a.js'] }));
    expect(prefetchIslandCode(doc, { saveData: true })).toBe(0);
    expect(links(doc)).toEqual([]);
  });

  it("asks for the site's own code at once, at high priority, into the module map, when an island is touched before the prefetch", () => {
    const block = JSON.stringify({
      modulepreload: ['/remoteEntry.js', 'http://localhost:5177/remoteEntry.js'],
      prefetch: ['/assets/react.js', 'http://localhost:5177/assets/flow.js'],
    });
    const doc = page(block);
    expect(fetchIslandCodeNow(doc)).toBe(2);
    // A remote's files are left to its loader: one that hangs must not stay stuck in the module map.
    expect(links(doc)).toEqual([
      ['modulepreload', expect.stringMatching(/\/remoteEntry\.js$/), 'anonymous', 'high'],
      ['modulepreload', expect.stringMatching(/\/assets\/react\.js$/), 'anonymous', 'high'],
    ]);
    expect(links(doc).map(([, href]) => href)).not.toContain('http://localhost:5177/assets/flow.js');
    // Nothing twice: neither a second touch nor the prefetch that follows the visitor's arrival.
    expect(fetchIslandCodeNow(doc)).toBe(0);
    expect(prefetchIslandCode(doc, { effectiveType: '4g' })).toBe(2);
    expect(links(doc)).toHaveLength(4);

    // After the prefetch, a touch asks for nothing more.
    const prefetched = page(block);
    expect(prefetchIslandCode(prefetched, { effectiveType: '4g' })).toBe(4);
    expect(fetchIslandCodeNow(prefetched)).toBe(0);
    // A connection that saves data still gets the code its visitor touched.
    const saving = page(JSON.stringify({ modulepreload: [], prefetch: ['/assets/a.js'] }));
    expect(prefetchIslandCode(saving, { saveData: true })).toBe(0);
    expect(fetchIslandCodeNow(saving)).toBe(1);
  });

  it('asks for a few files a task, so a tap between two is answered, and leaves out what the tap asked for', async () => {
    // A fresh module: what the tests before asked for never settles.
    vi.resetModules();
    const { PREFETCH_SLICE_MS, fetchIslandCodeNow, prefetchIslandCode, prefetchSettled } = await import('./prefetch');
    vi.useFakeTimers();
    // Each request takes the main thread 3 ms (the clock moves 3 ms a reading: once a slice, once a file).
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    try {
      const doc = page(
        JSON.stringify({
          modulepreload: ['/remoteEntry.js', 'http://localhost:5174/remoteEntry.js'],
          prefetch: ['/assets/react.js', '/assets/kit.js', '/assets/emotion.js', 'http://localhost:5174/assets/comparison.js'],
        }),
      );
      expect(PREFETCH_SLICE_MS).toBeLessThan(50);
      expect(prefetchIslandCode(doc, { effectiveType: '4g' })).toBe(6);
      expect(links(doc)).toHaveLength(3); // the rest in the tasks after
      expect(doc.documentElement.hasAttribute(PREFETCHED_ATTRIBUTE)).toBe(false);

      // A tap before the next slice: the shell's own files not yet asked for, at once, at high priority.
      expect(fetchIslandCodeNow(doc)).toBe(2);
      expect(links(doc).slice(3)).toEqual([
        ['modulepreload', expect.stringMatching(/\/assets\/kit\.js$/), 'anonymous', 'high'],
        ['modulepreload', expect.stringMatching(/\/assets\/emotion\.js$/), 'anonymous', 'high'],
      ]);

      await vi.runAllTimersAsync();
      // The prefetch asks for the remote's file only: none twice.
      expect(links(doc).map(([rel, href]) => `${rel} ${href}`)).toEqual([
        expect.stringMatching(/^modulepreload .*\/remoteEntry\.js$/),
        'modulepreload http://localhost:5174/remoteEntry.js',
        expect.stringMatching(/^prefetch .*\/assets\/react\.js$/),
        expect.stringMatching(/^modulepreload .*\/assets\/kit\.js$/),
        expect.stringMatching(/^modulepreload .*\/assets\/emotion\.js$/),
        'prefetch http://localhost:5174/assets/comparison.js',
      ]);
      expect(doc.documentElement.getAttribute(PREFETCHED_ATTRIBUTE)).toBe('6');

      // Settled once every file asked for has come (or failed); those left out count as come.
      let done = false;
      void prefetchSettled().then(() => (done = true));
      const [first, ...rest] = doc.head.querySelectorAll('link');
      for (const link of rest) link.dispatchEvent(new Event('load'));
      await vi.runAllTimersAsync();
      expect(done).toBe(false);
      first?.dispatchEvent(new Event('error'));
      await vi.runAllTimersAsync();
      expect(done).toBe(true);
    } finally {
      clock.mockRestore();
      vi.useRealTimers();
    }
  });

  it('takes nothing from a missing, damaged or hostile block', () => {
    expect(filesToPrefetch(page(null))).toEqual({ modulepreload: [], prefetch: [] });
    expect(filesToPrefetch(page('{not json'))).toEqual({ modulepreload: [], prefetch: [] });
    expect(filesToPrefetch(page('null'))).toEqual({ modulepreload: [], prefetch: [] });
    expect(
      filesToPrefetch(
        page(
          JSON.stringify({ modulepreload: ['javascript:alert(1)', '//evil.example/x.js', 7], prefetch: 'x', other: ['/a.js'] }),
        ),
      ),
    ).toEqual({ modulepreload: [], prefetch: [] });
  });
});

describe('waiting for a visitor before prefetching', () => {
  it('calls once, at the first sign of a visitor, whichever it is, and then stops listening', () => {
    for (const type of ENGAGEMENT_EVENTS) {
      const target = new EventTarget();
      const seen: string[] = [];
      onFirstEngagement(
        () => seen.push(type),
        target,
        () => false,
      );
      expect(seen).toEqual([]);
      target.dispatchEvent(new Event(type));
      for (const other of ENGAGEMENT_EVENTS) target.dispatchEvent(new Event(other));
      expect(seen).toEqual([type]);
    }
  });

  it('counts a page already scrolled when it runs as a visitor seen, once', () => {
    const target = new EventTarget();
    let calls = 0;
    onFirstEngagement(
      () => (calls += 1),
      target,
      () => true,
    );
    expect(calls).toBe(1);
    target.dispatchEvent(new Event('scroll'));
    expect(calls).toBe(1);
  });

  it('does nothing for a page nobody acts on, and can be called off', () => {
    const target = new EventTarget();
    let calls = 0;
    const stop = onFirstEngagement(
      () => (calls += 1),
      target,
      () => false,
    );
    target.dispatchEvent(new Event('load'));
    target.dispatchEvent(new Event('focus'));
    expect(calls).toBe(0);
    stop();
    target.dispatchEvent(new Event('pointermove'));
    expect(calls).toBe(0);
  });
});
