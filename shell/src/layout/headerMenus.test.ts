// The header's page-script behaviour on a DOM without popovers or modal dialogs (jsdom): the browser
// parts are stood in for by the few lines below, so what is tested is what the script adds. The real
// thing, in Chromium with no stand-ins, is e2e/tests/navigation.spec.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { armHeaderMenus, HEADER_MENU_ATTRIBUTE, HOVER_CLOSE_MS, HOVER_OPEN_MS, MOBILE_MENU_ID } from './headerMenus';

const open = new WeakSet<Element>();
const originalMatches = Element.prototype.matches; // eslint-disable-line @typescript-eslint/unbound-method -- put back as it was, on the prototype

beforeAll(() => {
  // The Popover API, as much of it as the script uses: show, hide, `:popover-open`, the toggle event.
  const toggle = (element: HTMLElement, state: 'open' | 'closed') => {
    if (state === 'open') open.add(element);
    else open.delete(element);
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState: state }));
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      toggle(this, 'open');
    },
    hidePopover(this: HTMLElement) {
      toggle(this, 'closed');
    },
  });
  Element.prototype.matches = function matches(this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : originalMatches.call(this, selector);
  };
  // A modal dialog: open and close (the close event included).
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
  armHeaderMenus(document);
});

afterAll(() => {
  Element.prototype.matches = originalMatches;
});

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <nav aria-label="Principal"><ul>
      <li ${HEADER_MENU_ATTRIBUTE}="menu-soluciones">
        <button type="button" popovertarget="menu-soluciones">Soluciones</button>
        <div id="menu-soluciones" popover="auto"><a href="/soluciones/recepcionista-ia">Recepcionista IA</a></div>
      </li>
      <li><a href="/precios">Precios</a></li>
    </ul></nav>
    <button type="button" commandfor="${MOBILE_MENU_ID}" command="show-modal" aria-label="Abrir menú">☰</button>
    <dialog id="${MOBILE_MENU_ID}" aria-label="Menú"><div>
      <button type="button" commandfor="${MOBILE_MENU_ID}" command="close" aria-label="Cerrar menú">×</button>
      <a href="#blog">Blog</a>
    </div></dialog>
    <p>Contenido</p>`;
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.style.overflow = '';
});

const byId = (id: string) => document.getElementById(id)!;
const mouse = (type: 'pointerover' | 'pointerout', target: Element, relatedTarget: Element | null) =>
  target.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget }), { pointerType: 'mouse' }));

describe('desktop menus', () => {
  it('open when the pointer rests on them, not when it passes over, and close a moment after it leaves', () => {
    const button = document.querySelector('[popovertarget]')!;
    const panel = byId('menu-soluciones');
    const outside = document.querySelector('p')!;
    mouse('pointerover', button, outside);
    mouse('pointerout', button, outside);
    vi.advanceTimersByTime(HOVER_OPEN_MS * 2);
    expect(open.has(panel)).toBe(false);

    mouse('pointerover', button, outside);
    vi.advanceTimersByTime(HOVER_OPEN_MS);
    expect(open.has(panel)).toBe(true);
    expect(button).toHaveAttribute('data-open');
    // Crossing from the button into the panel is not leaving.
    mouse('pointerout', button, panel.querySelector('a'));
    vi.advanceTimersByTime(HOVER_CLOSE_MS * 2);
    expect(open.has(panel)).toBe(true);

    mouse('pointerout', panel.querySelector('a')!, outside);
    vi.advanceTimersByTime(HOVER_CLOSE_MS - 1);
    expect(open.has(panel)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(open.has(panel)).toBe(false);
    expect(button).not.toHaveAttribute('data-open');
  });

  it('stay open when the visitor clicks the button of a menu the pointer opened, and leaving no longer closes it', () => {
    const button = document.querySelector<HTMLButtonElement>('[popovertarget]')!;
    const panel = byId('menu-soluciones');
    mouse('pointerover', button, document.querySelector('p'));
    vi.advanceTimersByTime(HOVER_OPEN_MS);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    // The browser's own toggle (which would shut it) is what is prevented.
    expect(click.defaultPrevented).toBe(true);
    mouse('pointerout', button, document.querySelector('p'));
    vi.advanceTimersByTime(HOVER_CLOSE_MS * 2);
    expect(open.has(panel)).toBe(true);
    // A second click is the browser's again: nothing is prevented.
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('a finger never opens them by hover (a tap is the button’s own click)', () => {
    const button = document.querySelector('[popovertarget]')!;
    button.dispatchEvent(
      Object.assign(new MouseEvent('pointerover', { bubbles: true, relatedTarget: null }), { pointerType: 'touch' }),
    );
    vi.advanceTimersByTime(HOVER_OPEN_MS * 2);
    expect(open.has(byId('menu-soluciones'))).toBe(false);
  });

  it('close when the focus leaves them', () => {
    const panel = byId('menu-soluciones');
    panel.showPopover();
    panel
      .querySelector('a')!
      .dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.querySelector('a[href="/precios"]') }));
    expect(open.has(panel)).toBe(false);
  });
});

describe('the mobile sheet, where the browser has no invoker commands', () => {
  it('opens from its button with the page held still, and closes from its close button, giving the focus back', () => {
    const opener = document.querySelector<HTMLButtonElement>('[command="show-modal"]')!;
    const sheet = byId(MOBILE_MENU_ID) as HTMLDialogElement;
    opener.click();
    expect(sheet.open).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    document.querySelector<HTMLButtonElement>('[command="close"]')!.click();
    expect(sheet.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes when one of its links is followed, and on a click on the backdrop', () => {
    const sheet = byId(MOBILE_MENU_ID) as HTMLDialogElement;
    sheet.showModal();
    sheet.querySelector('a')!.click();
    expect(sheet.open).toBe(false);
    sheet.showModal();
    sheet.querySelector('div')!.click();
    expect(sheet.open).toBe(true);
    sheet.click();
    expect(sheet.open).toBe(false);
  });
});
