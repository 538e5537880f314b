import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type * as SonnerModule from 'sonner';
import { consumeEvents, type SiteEvent } from '../contract/events';
import { whenIdle } from './idle';
import { ISLAND_SELECTOR, TOASTING_ISLAND_SELECTOR } from './islandMarkup';

type Sonner = typeof SonnerModule;

function showToast({ toast }: Sonner, event: SiteEvent): void {
  if (event.type !== 'toast') return; // a newer event type this build does not know
  const options = { id: event.id, description: event.description };
  if (event.level === 'success') toast.success(event.title, options);
  else if (event.level === 'error') toast.error(event.title, options);
  else toast.info(event.title, options);
}

/**
 * sonner's rich-colour texts are a shade too light on their tinted backgrounds (the error red is 4.35:1);
 * these darker ones reach WCAG AA (4.5:1). Inline custom properties on the toaster win over its stylesheet.
 */
const richColorsAA = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

/**
 * The one Toaster: rendered by the shell (or a remote's standalone harness), fed by the event
 * channel. The toast library is not needed to show a page: on a page with an island that answers
 * with toasts (a form, see ISLAND_ATTRIBUTES.toasts) — or a client-rendered page, which has no
 * islands — it loads when the browser is idle, so the first answer does not wait for it; elsewhere
 * only when a toast comes (an island that could not load). Events wait for it in order.
 */
function expectsToasts(doc: Document = document): boolean {
  const islands = doc.querySelector(ISLAND_SELECTOR) !== null;
  return !islands || doc.querySelector(TOASTING_ISLAND_SELECTOR) !== null;
}

export function SiteToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  /** Set once <Toaster> is mounted: from then on events are shown as they arrive. */
  const ready = useRef<Sonner | null>(null);
  const waiting = useRef<SiteEvent[]>([]);

  useEffect(() => {
    let cancelled = false;
    let loading: Promise<void> | null = null;
    const load = () => {
      loading ??= import('sonner').then(
        (module) => {
          if (!cancelled) setSonner(module);
        },
        (error: unknown) => console.error('[toasts] sonner failed to load', error),
      );
    };
    if (expectsToasts()) whenIdle(load);
    const stop = consumeEvents((event) => {
      if (ready.current) {
        showToast(ready.current, event);
        return;
      }
      waiting.current.push(event);
      load();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  // Runs after <Toaster> has mounted (children's effects run first): show what waited.
  useEffect(() => {
    if (!sonner) return;
    ready.current = sonner;
    for (const event of waiting.current.splice(0)) showToast(sonner, event);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Cerrar aviso' }}
      style={richColorsAA}
      containerAriaLabel="Notificaciones"
    />
  );
}
