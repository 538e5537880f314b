import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CHECK, ISLAND_ATTRIBUTES, ISLAND_ELEMENT } from '@estefania/shared/island-markup';
import { answerEarly, armIslands } from './triggers';
import { FakeIntersectionObserver as FakeObserver } from '../testing';

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
  vi.restoreAllMocks();
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

  it('says nobody is waiting on an island that comes alive by itself, until a touch says someone is', async () => {
    const island = page('seen');
    const waiting: (() => boolean)[] = [];
    const hydrate = vi.fn((_island: HTMLElement, awaited: () => boolean) => {
      waiting.push(awaited);
      return new Promise<void>(() => undefined); // its code still coming
    });
    await armIslands(document, hydrate, (then) => then());
    FakeObserver.scrollIntoView();
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(waiting[0]!()).toBe(false); // hydrated in slices: the main thread stays free
    island.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(waiting[0]!()).toBe(true); // touched while its code came: hydrated in one go

    for (const when of ['load', 'interaction'] as const) {
      const seen: boolean[] = [];
      const touched = page(when);
      await armIslands(document, (_island, awaited) => (seen.push(awaited()), Promise.resolve()));
      if (when === 'interaction') touched.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
      expect(seen, when).toEqual([true]);
    }
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

describe('a form sent with required fields empty before its island is live', () => {
  const messages = { website: 'Por favor ingrese un sitio web', email: 'Por favor ingrese su email de empresa' };
  function flow(props = '{"menus":[]}') {
    const field = (name: keyof typeof messages, hint: boolean) =>
      `<input id="f-${name}" name="${name}" ${EARLY_CHECK.requiredMessage}="${messages[name]}"${hint ? ` aria-describedby="f-${name}-hint"` : ''}>` +
      `<p id="f-${name}-error" hidden></p>`;
    document.body.innerHTML = `<${ISLAND_ELEMENT} ${ISLAND_ATTRIBUTES.name}="onboarding/OnboardingFlow" ${ISLAND_ATTRIBUTES.hydrate}="seen"></${ISLAND_ELEMENT}>`;
    const island = document.querySelector<HTMLElement>(ISLAND_ELEMENT)!;
    island.setAttribute(ISLAND_ATTRIBUTES.props, props);
    island.innerHTML = `<form action="/formularios/alta" method="post" novalidate>${field('website', true)}${field('email', false)}<button type="submit">Guardar</button></form>`;
    return {
      island,
      form: island.querySelector('form')!,
      input: (name: string) => island.querySelector<HTMLInputElement>(`[name="${name}"]`)!,
    };
  }
  const props = (island: HTMLElement) => JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props)!) as Record<string, unknown>;

  it('says so at once in each field, focuses the first, starts the code and sends nothing', async () => {
    const { island, form, input } = flow();
    const hydrate = vi.fn(() => new Promise<void>(() => undefined));
    await armIslands(document, hydrate);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    const plainSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    form.querySelector('button')!.click();

    for (const name of ['website', 'email'] as const) {
      const message = island.querySelector(`#f-${name}-error`)!;
      expect(message).toHaveTextContent(messages[name]);
      expect(message).toBeVisible();
      expect(input(name)).toHaveAttribute('aria-invalid', 'true');
      expect(input(name)).toHaveAccessibleDescription(messages[name]);
    }
    expect(input('website').getAttribute('aria-describedby')).toBe('f-website-error f-website-hint');
    expect(document.activeElement).toBe(input('website'));
    expect(form).not.toHaveAttribute('aria-busy');
    // React will hydrate with what is on screen; the page's own props stay.
    expect(props(island)).toEqual({ menus: [], [EARLY_CHECK.prop]: messages });
    expect(hydrate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(plainSubmit).not.toHaveBeenCalled();
  });

  it('filled since: takes back what it said and holds the send for the live form, as before', async () => {
    const { island, form, input } = flow();
    await armIslands(document, () => new Promise<void>(() => undefined));
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    input('email').value = 'lucia@tuempresa.es';
    form.querySelector('button')!.click();
    expect(island.querySelector('#f-email-error')).not.toBeVisible();
    expect(props(island)[EARLY_CHECK.prop]).toEqual({ website: messages.website });

    input('website').value = 'tuempresa.es';
    form.querySelector('button')!.click();
    for (const name of ['website', 'email']) {
      expect(island.querySelector(`#f-${name}-error`)).not.toBeVisible();
      expect(island.querySelector(`#f-${name}-error`)).toHaveTextContent('');
      expect(input(name)).not.toHaveAttribute('aria-invalid');
    }
    expect(input('website').getAttribute('aria-describedby')).toBe('f-website-hint');
    expect(input('email')).not.toHaveAttribute('aria-describedby');
    expect(props(island)).toEqual({ menus: [] });
    expect(form).toHaveAttribute('aria-busy', 'true');
  });

  it('changes nothing when the markup is not the contract (no message element, damaged props)', () => {
    for (const damage of ['slot', 'props', 'array'] as const) {
      const { island, form } = flow(damage === 'props' ? '{not json' : damage === 'array' ? '[1]' : '{"menus":[]}');
      if (damage === 'slot') island.querySelector('#f-email-error')!.remove();
      const before = island.outerHTML;
      expect(answerEarly(island, form)).toBe(false);
      expect(island.outerHTML).toBe(before);
    }
  });

  it('leaves the markup to React once it is hydrating: the send is held as before', async () => {
    const { island, form } = flow();
    await armIslands(document, () => new Promise<void>(() => undefined));
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    island.setAttribute(ISLAND_ATTRIBUTES.hydrating, '');
    const before = island.querySelector('#f-website-error')!.outerHTML;
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(island.querySelector('#f-website-error')!.outerHTML).toBe(before);
    expect(form).toHaveAttribute('aria-busy', 'true');
  });
});
