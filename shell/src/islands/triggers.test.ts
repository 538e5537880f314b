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

describe('an island with a saved draft', () => {
  afterEach(() => window.localStorage.clear());

  function withStored(key: string) {
    page('seen');
    document.querySelector(ISLAND_ELEMENT)!.setAttribute(ISLAND_ATTRIBUTES.stored, key);
  }

  it('comes alive at once when the browser holds its key, and the page waits for it', async () => {
    window.localStorage.setItem('onboarding-data', '{}');
    withStored('onboarding-data');
    const hydrate = vi.fn(() => Promise.resolve());
    await armIslands(document, hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('waits as its mode says when the key is not there, or the storage cannot be read', async () => {
    withStored('onboarding-data');
    const hydrate = vi.fn(() => Promise.resolve());
    await armIslands(document, hydrate);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await armIslands(document, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
  });
});

describe('a form sent before its island is live', () => {
  function form() {
    document.body.innerHTML = `<${ISLAND_ELEMENT} ${ISLAND_ATTRIBUTES.name}="onboarding/OnboardingFlow" ${ISLAND_ATTRIBUTES.hydrate}="seen"><form action="/formularios/alta" method="post"><input name="web"><button type="submit">Guardar</button></form></${ISLAND_ELEMENT}>`;
    return document.querySelector('form')!;
  }

  it('shows it is busy while its code arrives, then is sent through the live form', async () => {
    const sent = form();
    let arrive!: () => void;
    const island = document.querySelector<HTMLElement>(ISLAND_ELEMENT)!;
    const hydrate = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            island.setAttribute(ISLAND_ATTRIBUTES.live, '');
            resolve();
          };
        }),
    );
    await armIslands(document, hydrate);
    const requestSubmit = vi.spyOn(sent, 'requestSubmit').mockImplementation(() => undefined);
    const plainSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    sent.querySelector('button')!.click();
    expect(sent).toHaveAttribute('aria-busy', 'true');
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).not.toHaveAttribute('aria-busy');
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(plainSubmit).not.toHaveBeenCalled();
  });

  it('is posted as the plain form at once when its code cannot be had', async () => {
    const sent = form();
    await armIslands(document, () => Promise.reject(new Error('remote down')));
    const plainSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    sent.querySelector('button')!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(plainSubmit).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveAttribute('aria-busy');
  });
});
