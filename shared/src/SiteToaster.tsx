import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { consumeEvents, type SiteEvent } from './events';

function showToast(event: SiteEvent): void {
  if (event.type !== 'toast') return; // a newer event type this build does not know
  const options = { id: event.id, description: event.description };
  if (event.level === 'success') toast.success(event.title, options);
  else if (event.level === 'error') toast.error(event.title, options);
  else toast.info(event.title, options);
}

/** The one Toaster: rendered by the shell (or a remote's standalone harness), fed by the event channel. */
export function SiteToaster() {
  useEffect(() => consumeEvents(showToast), []);
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
