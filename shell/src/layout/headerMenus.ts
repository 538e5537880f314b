// The header's behaviour, in the page script (no React, no library): what its HTML cannot do alone.
// The menus are popovers their buttons open and Escape or a click elsewhere closes, and the mobile
// sheet is a <dialog> its button opens (`command="show-modal"`), all with no script; this adds the
// opening on hover, the panels' placing where CSS anchor positioning is missing, the invoker
// commands and the backdrop where the browser lacks them, closing the sheet when one of its links is
// followed. (The phone tooltip's Escape is tooltips.ts'.) Armed once per document; it listens on the document,
// so markup the browser renders later (the dev server's pages) is served as well.

/** On each dropdown's <li>: the id of its panel (a popover). */
export const HEADER_MENU_ATTRIBUTE = 'data-header-menu';
export const HEADER_MENU_IDS = {
  solutions: 'menu-soluciones',
  industries: 'menu-industrias',
  resources: 'menu-recursos',
} as const;
/** The mobile sheet's <dialog>. */
export const MOBILE_MENU_ID = 'menu-movil';
/** On a dropdown's button or label while its panel is open (the chevron turns). */
const OPEN_ATTRIBUTE = 'data-open';

/** A resting pointer opens a menu; one passing over on its way elsewhere does not. */
export const HOVER_OPEN_MS = 150;
/** Leaving a menu opened by hover closes it after this long (time to cross the gap to the panel). */
export const HOVER_CLOSE_MS = 300;

type PopoverElement = HTMLElement & { showPopover?: () => void; hidePopover?: () => void };

function isOpen(panel: Element): boolean {
  try {
    return panel.matches(':popover-open');
  } catch {
    return false; // a browser (or test DOM) without popovers
  }
}

export function armHeaderMenus(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  /** Panels opened by a resting pointer, which leaving closes (a click pins them open). */
  const byHover = new WeakSet<Element>();
  const anchorPositioning = typeof view.CSS?.supports === 'function' && view.CSS.supports('position-area: bottom');
  const commandsNative = 'command' in view.HTMLButtonElement.prototype;
  const closedByNative = 'closedBy' in view.HTMLDialogElement.prototype;

  const itemOf = (node: EventTarget | null): HTMLElement | null =>
    node instanceof view.Element ? node.closest<HTMLElement>(`[${HEADER_MENU_ATTRIBUTE}]`) : null;
  const panelOf = (item: Element): PopoverElement | null => {
    const id = item.getAttribute(HEADER_MENU_ATTRIBUTE);
    return id ? doc.getElementById(id) : null;
  };
  const later = (item: Element, run: () => void, ms: number) => {
    clearTimeout(timers.get(item));
    timers.set(item, setTimeout(run, ms));
  };

  doc.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const item = itemOf(event.target);
    const panel = item && panelOf(item);
    if (!item || !panel?.showPopover || item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timers.get(item));
    if (isOpen(panel)) return;
    later(
      item,
      () => {
        if (isOpen(panel)) return;
        panel.showPopover?.();
        byHover.add(panel);
      },
      HOVER_OPEN_MS,
    );
  });

  doc.addEventListener('pointerout', (event) => {
    if (event.pointerType !== 'mouse') return;
    const item = itemOf(event.target);
    const panel = item && panelOf(item);
    if (!item || !panel || item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timers.get(item));
    if (isOpen(panel) && byHover.has(panel)) later(item, () => byHover.has(panel) && panel.hidePopover?.(), HOVER_CLOSE_MS);
  });

  // A click on the button of a menu the pointer opened keeps it open (it would otherwise toggle shut
  // under the visitor's hand); a second click closes it.
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof view.Element ? event.target : null;
      const item = itemOf(target);
      const panel = item && panelOf(item);
      if (panel && target?.closest('[popovertarget]') && isOpen(panel) && byHover.has(panel)) {
        event.preventDefault();
        byHover.delete(panel);
        clearTimeout(timers.get(item));
      }
    },
    true,
  );

  // Focus leaving a menu (Tab past its last link) closes it.
  doc.addEventListener('focusout', (event) => {
    const item = itemOf(event.target);
    const panel = item && panelOf(item);
    const next = event.relatedTarget as Node | null;
    if (item && panel && next && !item.contains(next) && isOpen(panel)) panel.hidePopover?.();
  });

  // `toggle` does not bubble: heard on the way down.
  doc.addEventListener(
    'toggle',
    (event) => {
      const panel = event.target;
      if (!(panel instanceof view.HTMLElement)) return;
      if (panel.id === MOBILE_MENU_ID) {
        lockScroll(event.newState === 'open');
        return;
      }
      const item = panel.parentElement?.closest(`[${HEADER_MENU_ATTRIBUTE}]`);
      if (!item || item.getAttribute(HEADER_MENU_ATTRIBUTE) !== panel.id) return;
      const opener = item.firstElementChild;
      const open = event.newState === 'open';
      opener?.toggleAttribute(OPEN_ATTRIBUTE, open);
      if (!open) byHover.delete(panel);
      if (open && !anchorPositioning && opener) place(panel, opener);
    },
    true,
  );

  // --- the mobile sheet ---------------------------------------------------------------------------
  const sheet = () => doc.getElementById(MOBILE_MENU_ID) as HTMLDialogElement | null;
  const lockScroll = (locked: boolean) => {
    doc.documentElement.style.overflow = locked ? 'hidden' : '';
  };
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof view.Element ? event.target : null;
    const dialog = sheet();
    if (!target || !dialog) return;
    const invoker = target.closest(`[commandfor="${MOBILE_MENU_ID}"]`);
    if (invoker && !commandsNative) {
      if (invoker.getAttribute('command') === 'show-modal' && !dialog.open) {
        dialog.showModal();
        lockScroll(true);
      } else if (invoker.getAttribute('command') === 'close') dialog.close();
      return;
    }
    // A link followed from the sheet closes it (the page that comes back from the history has it shut).
    if (dialog.open && target.closest('a[href]') && dialog.contains(target)) dialog.close();
    // The backdrop: the sheet's content fills the dialog, so a click on the dialog itself is outside it.
    else if (dialog.open && target === dialog && !closedByNative) dialog.close();
  });
  doc.addEventListener(
    'close',
    (event) => {
      if (event.target !== sheet()) return;
      lockScroll(false);
      // The browser gives the focus back to the button; where it does not, this does.
      if (doc.activeElement === doc.body)
        doc.querySelector<HTMLElement>(`[commandfor="${MOBILE_MENU_ID}"][command="show-modal"]`)?.focus();
    },
    true,
  );
  // A page restored from the back-forward cache comes back with nothing open.
  view.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    if (sheet()?.open) sheet()?.close();
    for (const panel of doc.querySelectorAll<PopoverElement>('[popover]'))
      if (isOpen(panel) && panel.closest(`[${HEADER_MENU_ATTRIBUTE}]`)) panel.hidePopover?.();
  });
}

/** Under its button, kept inside the window: where CSS anchor positioning is missing. */
function place(panel: HTMLElement, opener: Element): void {
  const box = opener.getBoundingClientRect();
  const width = panel.offsetWidth;
  const viewport = panel.ownerDocument.documentElement.clientWidth;
  panel.style.position = 'fixed';
  panel.style.top = `${box.bottom}px`;
  panel.style.left = `${Math.max(16, Math.min(box.left, viewport - width - 16))}px`;
}
