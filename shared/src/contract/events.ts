import { createStore } from 'zustand/vanilla';

/**
 * The event contract between remotes and the shell. Versioned and additive-only: new event
 * types or optional fields may be added, nothing is renamed or removed, and a consumer ignores
 * types it does not know, so a remote built against an older `shared` keeps working.
 */
export const EVENT_CONTRACT_VERSION = 1 as const;

export type ToastLevel = 'success' | 'error' | 'info';

export interface ToastEvent {
  v: typeof EVENT_CONTRACT_VERSION;
  type: 'toast';
  id: string;
  level: ToastLevel;
  title: string;
  description?: string;
}

export type SiteEvent = ToastEvent;

interface EventChannelState {
  pending: SiteEvent[];
}

/** Remotes publish, the shell drains: every event is delivered once. */
export const eventChannel = createStore<EventChannelState>(() => ({ pending: [] }));

let counter = 0;
function nextId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

export function publish(event: SiteEvent): void {
  eventChannel.setState((state) => ({ pending: [...state.pending, event] }));
}

export function notify(level: ToastLevel, title: string, description?: string): string {
  const id = nextId();
  publish({ v: EVENT_CONTRACT_VERSION, type: 'toast', id, level, title, ...(description ? { description } : {}) });
  return id;
}

/** Take every pending event (and remove them), oldest first. */
export function drainEvents(): SiteEvent[] {
  const { pending } = eventChannel.getState();
  if (pending.length === 0) return [];
  eventChannel.setState({ pending: [] });
  return pending;
}

/** Deliver pending events now and every later one, to `handler`; returns the unsubscribe. */
export function consumeEvents(handler: (event: SiteEvent) => void): () => void {
  const flush = () => {
    for (const event of drainEvents()) handler(event);
  };
  flush();
  return eventChannel.subscribe((state) => {
    if (state.pending.length > 0) flush();
  });
}
