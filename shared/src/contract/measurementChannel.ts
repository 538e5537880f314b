// The channel remotes measure into and the shell's sender drains (see measurementBase.ts): a store, no
// validation library.
import { createStore } from 'zustand/vanilla';
import type { MeasurementEvent } from './measurementSchema';

/** Events measured before anyone consumes them (the shell starts after hydration) wait here, up to this many. */
export const MEASUREMENT_PENDING_MAX = 100;

interface MeasurementChannelState {
  pending: MeasurementEvent[];
}

/** Remotes and the shell measure, the shell's sender drains: every event is delivered once. */
export const measurementChannel = createStore<MeasurementChannelState>(() => ({ pending: [] }));

/**
 * Records that something happened. Costs nothing and sends nothing by itself: the shell decides,
 * from the visitor's consent, whether the event is sent or dropped.
 */
export function measure(event: MeasurementEvent): void {
  measurementChannel.setState((state) =>
    state.pending.length >= MEASUREMENT_PENDING_MAX ? state : { pending: [...state.pending, event] },
  );
}

/** Deliver pending events now and every later one, to `handler`; returns the unsubscribe. */
export function consumeMeasurements(handler: (event: MeasurementEvent) => void): () => void {
  const flush = () => {
    const { pending } = measurementChannel.getState();
    if (pending.length === 0) return;
    measurementChannel.setState({ pending: [] });
    for (const event of pending) handler(event);
  };
  flush();
  return measurementChannel.subscribe((state) => {
    if (state.pending.length > 0) flush();
  });
}
