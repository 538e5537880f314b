import { useEffect, useRef, useState } from 'react';
import type * as SonnerModule from 'sonner';
import { consumeEvents, type SiteEvent } from './events';

type Sonner = typeof SonnerModule;

function showToast({ toast }: Sonner, event: SiteEvent): void {
  if (event.type !== 'toast') return; // a newer event type this build does not know
  const options = { id: event.id, description: event.description };
  if (event.level === 'success') toast.success(event.title, options);
  else if (event.level === 'error') toast.error(event.title, options);
  else toast.info(event.title, options);
}

/** Run `task` once the page has loaded and the browser is idle. */
export function whenIdle(task: () => void): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/**
 * The one Toaster: rendered by the shell (or a remote's standalone harness), fed by the event
 * channel. The toast library is not needed to show a page, so it loads when the browser is idle
 * or when the first event arrives, whichever is first; events wait for it in order.
 */
export function SiteToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const waiting = useRef<SiteEvent[]>([]);
  const [received, setReceived] = useState(0);

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
    whenIdle(load);
    const stop = consumeEvents((event) => {
      waiting.current.push(event);
      load();
      setReceived((count) => count + 1);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  // After <Toaster> has mounted (children's effects run first), show everything that waited.
  useEffect(() => {
    if (!sonner) return;
    for (const event of waiting.current.splice(0)) showToast(sonner, event);
  }, [sonner, received]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
