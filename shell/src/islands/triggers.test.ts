import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTRIBUTES, ISLAND_ELEMENT } from '@estefania/shared/island-markup';
import { armIslands } from './triggers';

/** An IntersectionObserver the test scrolls by hand: `scrollIntoView()` shows every observed element. */
class FakeObserver {
  static all: FakeObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static scrollIntoView() {
    for (const observer of FakeObserver.all)
      if (observer.targets.length > 0) observer.callback(observer.targets.map(() => ({ isIntersecting: true })));
  }
}

function page(hydrate: string) {
  document.body.innerHTML = `<${ISLAND_ELEMENT} ${ISLAND_ATTRIBUTES.name}="pricing/Plans" ${ISLAND_ATTRIBUTES.hydrate}="${hydrate}"><button type="button">Anual</button></${ISLAND_ELEMENT}>`;
  return document.querySelector<HTMLElement>(ISLAND_ELEMENT)!;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('an island that comes alive when seen by a visitor who is reading', () => {
  it('waits for the page script to say a visitor is reading, then for the island to be in view, then for idle', async () => {
    page('seen');
    const hydrate = vi.fn(() => Promise.resolve());
    let reading: (() => void) | undefined;
    await armIslands(document, hydrate, (then) => (reading = then));

    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(hydrate).not.toHaveBeenCalled(); // in view, but nobody is reading yet (a crawler, Lighthouse)

    reading!();
    await vi.runAllTimersAsync();
    expect(hydrate).not.toHaveBeenCalled(); // reading, not yet in view
    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('still comes alive on a touch before any of that, once', async () => {
    const island = page('seen');
    const hydrate = vi.fn(() => Promise.resolve());
    let reading: (() => void) | undefined;
    await armIslands(document, hydrate, (then) => (reading = then));
    island.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    reading!();
    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('never comes alive by itself where the page script never says a visitor is reading (no prefetch: data saving)', async () => {
    page('seen');
    const hydrate = vi.fn(() => Promise.resolve());
    await armIslands(document, hydrate);
    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('an island that comes alive on interaction is not woken by reading', async () => {
    page('interaction');
    const hydrate = vi.fn(() => Promise.resolve());
    await armIslands(document, hydrate, (then) => then());
    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(hydrate).not.toHaveBeenCalled();
  });
});
