// The page script's first job, with no library at all: find the islands the server wrote and wake
// each when it is needed (see `HydrateOn` in @estefania/shared). Until then a page costs no React.
import type { HydrateOn } from '@estefania/shared';
import { whenIdle } from '@estefania/shared/idle';

/** Hydrates one island (loads its code and hands its markup to React); resolves once it is live. */
export type HydrateIsland = (island: HTMLElement) => Promise<void>;

/** The islands of the document, in document order. */
export function findIslands(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('estefania-island[data-island]')];
}

/** Events that show a visitor is about to use an island: it starts loading on the first of them. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * What a click before hydration meant to press and the browser does nothing with by itself: a
 * button that is not a submit, or a widget role. Links and submit buttons keep their native
 * behaviour (a page load, a form post that works without JavaScript); checkboxes and text fields
 * change by themselves and hydration reads their values.
 */
const REPLAYED = 'button:not([type="submit"]), [role="button"], [role="tab"], [role="switch"], [role="menuitem"], summary';

/** The island's code is live: React has its markup and what was done before has been handed over. */
function isLive(island: HTMLElement): boolean {
  return island.hasAttribute('data-hydrated');
}

/** What a visitor does that the page script keeps from React until the island is live. */
const HELD_EVENTS = ['click', 'submit', 'input', 'change'] as const;

/**
 * React listens on an island from the moment its hydration starts (`data-hydrating`, set by
 * hydrate.tsx just before `hydrateRoot`) but gets what was done before only once it is live. A
 * press, a send or a keystroke in between would reach React first, with the early input not yet
 * handed over (a send without what was typed, a tick that clears a message the send just showed).
 * So until the island is live these events stop here: presses and sends are replayed, and typed
 * text is read with the rest. Registered after the page script's own listeners, before React's.
 */
function holdWhileHydrating(island: HTMLElement): void {
  for (const type of HELD_EVENTS)
    island.addEventListener(
      type,
      (event) => {
        if (island.hasAttribute('data-hydrating') && !isLive(island)) event.stopImmediatePropagation();
      },
      { capture: true },
    );
}

/** Islands with a press waiting for their code. */
const pressPending = new WeakSet<HTMLElement>();

/**
 * A mouse resting on the island when it comes alive (it came alive *because* the pointer arrived):
 * the live code has seen no pointer event yet, so the one that woke it is told again — a menu
 * that opens on hover opens without the visitor having to move the mouse once more.
 */
function replayHover(island: HTMLElement): void {
  // A press is about to be replayed: it says what the visitor wanted (a hover on top would toggle twice).
  if (pressPending.has(island)) return;
  const hovered = [...island.querySelectorAll(':hover')].pop();
  if (!hovered || typeof PointerEvent !== 'function') return;
  for (const type of ['pointerover', 'pointerenter', 'pointermove'])
    hovered.dispatchEvent(new PointerEvent(type, { bubbles: type !== 'pointerenter', pointerType: 'mouse', isPrimary: true }));
}

function onIntent(island: HTMLElement, start: () => Promise<void>): void {
  // Not `once`: an island whose code failed to arrive tries again on the next touch.
  for (const type of INTENT_EVENTS) island.addEventListener(type, () => void start(), { capture: true, passive: true });
  // A press has begun: what it does (its click) says what the visitor wants, not the hover before it.
  island.addEventListener(
    'pointerdown',
    () => {
      if (!isLive(island)) pressPending.add(island);
    },
    { capture: true, passive: true },
  );
  island.addEventListener(
    'click',
    (event) => {
      if (isLive(island)) return;
      const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
      if (!pressed || !island.contains(pressed)) return;
      // Pressed before its code arrived: pressed again, once, as soon as it is live.
      pressPending.add(island);
      void start().then(() => {
        pressPending.delete(island);
        if (pressed.isConnected && island.hasAttribute('data-hydrated')) pressed.click();
      });
    },
    { capture: true },
  );
}

/** How long a form sent before its island is live waits for it before it is posted as plain HTML. */
export const SUBMIT_WAIT_MS = 3000;

/**
 * A form sent before its island is live: held while the island's code arrives, then sent again
 * through the live form (its usual toasts and checks); if the code does not come in time, posted
 * as the plain HTML form it also is (the shell server answers it). It is never lost, and nothing
 * it holds ends up in a URL (every form posts).
 */
function onEarlySubmit(island: HTMLElement, start: () => Promise<void>): void {
  island.addEventListener(
    'submit',
    (event) => {
      if (isLive(island) || !(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      const submitter = event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null;
      event.preventDefault();
      const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), SUBMIT_WAIT_MS));
      void Promise.race([start().then(() => 'started' as const), late]).then(() => {
        if (island.hasAttribute('data-hydrated')) form.requestSubmit(submitter);
        else HTMLFormElement.prototype.submit.call(form);
      });
    },
    { capture: true },
  );
}

function onVisible(island: HTMLElement, start: () => Promise<void>): void {
  if (typeof IntersectionObserver !== 'function') {
    void start();
    return;
  }
  // display: contents has no box of its own: watch what it holds.
  const targets = [...island.children];
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: '200px' },
  );
  for (const target of targets.length > 0 ? targets : [island]) observer.observe(target);
}

/**
 * Arms every island of `root` by its `data-hydrate`; resolves when the `load` ones are live (or
 * have failed: a failed island stays the server's HTML, and says so when touched).
 */
export function armIslands(root: ParentNode, hydrate: HydrateIsland): Promise<void> {
  const eager: Promise<void>[] = [];
  for (const island of findIslands(root)) {
    let started: Promise<void> | null = null;
    const start = () =>
      (started ??= hydrate(island).then(
        () => replayHover(island),
        () => {
          started = null;
        },
      ));
    onEarlySubmit(island, start);
    const when = island.dataset.hydrate as HydrateOn | undefined;
    if (when === 'load') eager.push(start());
    else if (when === 'idle') whenIdle(() => void start());
    else if (when === 'visible') {
      onVisible(island, start);
      onIntent(island, start);
    } else onIntent(island, start);
    holdWhileHydrating(island);
  }
  return Promise.all(eager).then(() => undefined);
}
