import { describe, expect, it, vi } from 'vitest';
import { consumeEvents, drainEvents, notify, publish } from './events';

describe('event channel', () => {
  it('delivers events published before the consumer subscribed, then later ones, each once', () => {
    notify('info', 'Antes');
    const handler = vi.fn();
    const stop = consumeEvents(handler);
    notify('success', 'Después', 'Detalle');
    expect(handler.mock.calls.map((call: unknown[]) => (call[0] as { title: string }).title)).toEqual(['Antes', 'Después']);
    expect(handler.mock.calls[1]?.[0]).toMatchObject({ v: 1, type: 'toast', level: 'success', description: 'Detalle' });
    stop();
    notify('error', 'Sin consumidor');
    expect(handler).toHaveBeenCalledTimes(2);
    expect(drainEvents().map((event) => event.title)).toEqual(['Sin consumidor']);
    expect(drainEvents()).toEqual([]);
  });

  it('gives each toast its own id', () => {
    const first = notify('info', 'Uno');
    const second = notify('info', 'Dos');
    expect(first).not.toBe(second);
    drainEvents();
  });

  it('passes unknown future event types through for the consumer to ignore', () => {
    const handler = vi.fn();
    const stop = consumeEvents(handler);
    // A remote built against a newer contract may publish a type this build does not know.
    publish({ v: 1, type: 'analytics', id: 'x' } as never);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ type: 'analytics' }));
    stop();
  });
});
