// The page script's first job, with no library at all: find the islands the server wrote and wake
// each when it is needed (see `HydrateOn` in @estefania/shared). Until then a page costs no React.
import { EARLY_CHECK, ISLAND_ATTRIBUTES, ISLAND_SELECTOR, type HydrateOn } from '@estefania/shared/island-markup';
import { whenIdle } from '@estefania/shared/idle';

/**
 * Hydrates one island (loads its code and hands its markup to React); resolves once it is live.
 * `awaited` says, when React is handed the markup, whether a visitor is waiting on the island (it
 * was touched, or comes with the page): then it is hydrated at once; otherwise in slices that leave
 * the main thread free for the visitor's taps (see hydrate.tsx).
 */
export type HydrateIsland = (island: HTMLElement, awaited: () => boolean) => Promise<void>;

/** The islands of the document, in document order. */
export function findIslands(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
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

/**
 * How long a form sent before its island is live waits for its code, shown as busy, before it is
 * posted as the plain HTML form it also is. Code that cannot come (its remote down) does not wait:
 * the form is posted as soon as the load fails.
 */
export const SUBMIT_WAIT_MS = 8000;

/** The form says it is busy while its send waits for the code (no stylesheet needed: the page script may be all there is). */
function showWaiting(form: HTMLFormElement, submitter: HTMLElement | null): () => void {
  form.setAttribute('aria-busy', 'true');
  const styled = submitter ?? form;
  const { cursor, opacity } = styled.style;
  styled.style.cursor = 'progress';
  styled.style.opacity = '0.7';
  return () => {
    form.removeAttribute('aria-busy');
    styled.style.cursor = cursor;
    styled.style.opacity = opacity;
  };
}

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * A form sent before its island is live, with required fields empty: answered here, at once, with
 * the island's own messages (see EARLY_CHECK), the first empty field focused, and what was said put
 * in the island's props so React hydrates the same markup and keeps the messages. Returns false —
 * hold the send for the live form, as before — when every required field is filled (the island's
 * own checks then decide) or the markup is not what the contract says (nothing is changed then).
 */
export function answerEarly(island: HTMLElement, form: HTMLFormElement): boolean {
  const fields = [...form.querySelectorAll<TextInput>(`[${EARLY_CHECK.requiredMessage}][name]`)].filter(
    (field) => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement,
  );
  const slots = fields.map((field) =>
    field.id ? island.querySelector<HTMLElement>(`[id="${CSS.escape(field.id + EARLY_CHECK.errorIdSuffix)}"]`) : null,
  );
  let props: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    props = parsed as Record<string, unknown>;
  } catch {
    return false;
  }
  if (fields.length === 0 || slots.some((slot) => !slot)) return false;
  const errors: Record<string, string> = {};
  fields.forEach((field, index) => {
    const slot = slots[index]!;
    const message = field.value.trim() === '' ? (field.getAttribute(EARLY_CHECK.requiredMessage) ?? '') : '';
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== slot.id);
    if (message) {
      errors[field.name] = message;
      slot.textContent = message;
      slot.hidden = false;
      field.setAttribute('aria-invalid', 'true');
      // The message first, as the island's fields say it.
      field.setAttribute('aria-describedby', [slot.id, ...described].join(' '));
    } else {
      // Filled since an earlier early answer: back to how the island renders a field without one.
      slot.textContent = '';
      slot.hidden = true;
      field.removeAttribute('aria-invalid');
      if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '));
      else field.removeAttribute('aria-describedby');
    }
  });
  const said = Object.keys(errors).length > 0;
  if (said) props[EARLY_CHECK.prop] = errors;
  else delete props[EARLY_CHECK.prop];
  island.setAttribute(ISLAND_ATTRIBUTES.props, JSON.stringify(props));
  if (said) fields.find((field) => errors[field.name])?.focus();
  return said;
}

/** Whether the browser holds `key` (storage that cannot be read holds nothing). */
function isStored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Whether the island comes alive with the page: on load, or its key (a saved draft) is in the browser. */
export function startsWithPage(island: HTMLElement): boolean {
  const stored = island.getAttribute(ISLAND_ATTRIBUTES.stored);
  return island.getAttribute(ISLAND_ATTRIBUTES.hydrate) === 'load' || (stored !== null && stored !== '' && isStored(stored));
}

/** What a visitor does that the page script keeps from React until the island is live. */
const HELD_EVENTS = ['click', 'submit', 'input', 'change'] as const;

/** The island's code is live: React has its markup and what was done before has been handed over. */
function isLive(island: HTMLElement): boolean {
  return island.hasAttribute(ISLAND_ATTRIBUTES.live);
}

/**
 * What the visitor meant before the island was live, told again once it is: the last press (a
 * button pressed while its code was on the way), or else the hover that woke it (a menu that opens
 * on hover opens without the mouse having to move again). A press wins over the hover before it,
 * which would toggle the same menu twice; a press on something that is not replayed (a link, text)
 * still cancels the hover.
 */
type Intent = { kind: 'press'; target: HTMLElement | null } | { kind: 'hover' };

function replay(island: HTMLElement, intent: Intent | null): void {
  if (!intent) return;
  if (intent.kind === 'press') {
    if (intent.target?.isConnected) intent.target.click();
    return;
  }
  const hovered = [...island.querySelectorAll(':hover')].pop();
  if (!hovered || typeof PointerEvent !== 'function') return;
  for (const type of ['pointerover', 'pointerenter', 'pointermove'])
    hovered.dispatchEvent(new PointerEvent(type, { bubbles: type !== 'pointerenter', pointerType: 'mouse', isPrimary: true }));
}

/**
 * Every listener of one island, registered before React's (which come with `hydrateRoot`), so they
 * see each event first:
 * - the first intent event starts the island (not `once`: one whose code failed tries again);
 * - hovers and presses before it is live are remembered (see Intent) and replayed once it is;
 * - a form sent early with required fields empty is answered at once (answerEarly); otherwise
 * - a form sent early is held while the code arrives, then sent again through the live form (its
 *   usual toasts and checks), or, if the code does not come in time, posted as the plain HTML
 *   form it also is (the shell server answers it) — never lost, never in a URL;
 * - from `hydrateRoot` until it is live (`hydrating`), React already listens but has not been
 *   handed what was done before: a press, a send or a keystroke reaching it then would act
 *   without what was typed. Those events stop here and are replayed or read with the rest.
 */
function listen(island: HTMLElement, start: (touched?: boolean) => Promise<void>, intent: { current: Intent | null }): void {
  for (const type of INTENT_EVENTS) island.addEventListener(type, () => void start(true), { capture: true, passive: true });
  island.addEventListener(
    'pointerover',
    (event) => {
      if (!isLive(island) && event.pointerType === 'mouse' && !intent.current) intent.current = { kind: 'hover' };
    },
    { capture: true, passive: true },
  );
  island.addEventListener(
    'pointerdown',
    () => {
      if (!isLive(island)) intent.current = { kind: 'press', target: null };
    },
    { capture: true, passive: true },
  );
  island.addEventListener(
    'click',
    (event) => {
      if (isLive(island)) return;
      const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
      intent.current = { kind: 'press', target: pressed && island.contains(pressed) ? pressed : null };
      void start(true);
    },
    { capture: true },
  );
  island.addEventListener(
    'submit',
    (event) => {
      if (isLive(island) || !(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      const submitter = event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null;
      event.preventDefault();
      // Empty required fields: said now; the code comes meanwhile, and nothing is sent. Not once
      // React is hydrating: the markup is its own by then.
      if (!island.hasAttribute(ISLAND_ATTRIBUTES.hydrating) && answerEarly(island, form)) {
        void start(true);
        return;
      }
      const done = showWaiting(form, submitter);
      const late = new Promise<void>((resolve) => setTimeout(resolve, SUBMIT_WAIT_MS));
      void Promise.race([start(true), late]).then(() => {
        done();
        if (isLive(island)) form.requestSubmit(submitter);
        else HTMLFormElement.prototype.submit.call(form);
      });
    },
    { capture: true },
  );
  for (const type of HELD_EVENTS)
    island.addEventListener(
      type,
      (event) => {
        if (island.hasAttribute(ISLAND_ATTRIBUTES.hydrating) && !isLive(island)) event.stopImmediatePropagation();
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
 * Arms every island of `root`: each listens for the visitor (above) and, by its `data-hydrate`,
 * also starts at once, when idle, when visible, or (`seen`) when visible once `reading` has called
 * back — the page script's word that a visitor is reading and the islands' code is in the cache —
 * and the browser is idle. Resolves when the `load` ones are live (or have failed: a failed island
 * stays the server's HTML, says so when touched, and tries again).
 */
export function armIslands(
  root: ParentNode,
  hydrate: HydrateIsland,
  reading: (then: () => void) => void = () => undefined,
): Promise<void> {
  const eager: Promise<void>[] = [];
  for (const island of findIslands(root)) {
    const intent: { current: Intent | null } = { current: null };
    let started: Promise<void> | null = null;
    // Touched, or alive with the page: someone is waiting on it.
    let awaited = startsWithPage(island);
    const start = (touched = false) => {
      awaited ||= touched;
      return (started ??= hydrate(island, () => awaited).then(
        () => {
          const pending = intent.current;
          intent.current = null;
          replay(island, pending);
        },
        () => {
          started = null;
        },
      ));
    };
    listen(island, start, intent);
    const when = island.getAttribute(ISLAND_ATTRIBUTES.hydrate) as HydrateOn | null;
    if (startsWithPage(island)) eager.push(start());
    else if (when === 'idle') whenIdle(() => void start());
    else if (when === 'visible') onVisible(island, start);
    else if (when === 'seen')
      reading(() => onVisible(island, () => new Promise<void>((resolve) => whenIdle(resolve)).then(() => start())));
  }
  return Promise.all(eager).then(() => undefined);
}
