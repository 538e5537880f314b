import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.js';
import { CallLimits } from './limits.js';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof ServiceError ? error : null;
  }
  return null;
};

describe('CallLimits', () => {
  it('allows one live call per demo; the line is free again once it ends', () => {
    const limits = new CallLimits({ perDemoPerHour: 5, perClientPerHour: 10 });
    limits.reserve('demo-a', '203.0.113.7', 'call-1');
    expect(refusal(() => limits.reserve('demo-a', '198.51.100.2', 'call-2'))?.code).toBe('call_in_progress');
    // Another demo is another line.
    limits.reserve('demo-b', '198.51.100.2', 'call-3');
    // Only the call holding the line frees it.
    limits.release('demo-a', 'call-2');
    expect(refusal(() => limits.reserve('demo-a', '198.51.100.2', 'call-4'))?.code).toBe('call_in_progress');
    limits.release('demo-a', 'call-1');
    limits.reserve('demo-a', '198.51.100.2', 'call-5');
  });

  it('counts calls per demo and per client per hour, with a Spanish message and Retry-After', () => {
    let now = 1_000_000;
    const limits = new CallLimits({ perDemoPerHour: 2, perClientPerHour: 3 }, () => now);
    for (const id of ['c1', 'c2']) {
      limits.reserve('demo-a', `client-${id}`, id);
      limits.release('demo-a', id);
    }
    const perDemo = refusal(() => limits.reserve('demo-a', 'client-new', 'c3'));
    expect(perDemo?.code).toBe('rate_limited');
    expect(perDemo?.message).toBe(
      'Ya has hecho varias llamadas de prueba con esta demo en la última hora. Vuelve a intentarlo dentro de 60 minutos; mientras tanto, la demo grabada sigue disponible.',
    );
    expect(perDemo?.retryAfterSeconds).toBe(3600);

    for (const id of ['d1', 'd2', 'd3']) {
      limits.reserve(`demo-${id}`, 'same-client', id);
      limits.release(`demo-${id}`, id);
    }
    expect(refusal(() => limits.reserve('demo-x', 'same-client', 'd4'))?.message).toMatch(/desde tu conexión/);
    // An hour later both counters have room again.
    now += 60 * 60 * 1000 + 1;
    limits.reserve('demo-a', 'same-client', 'late');
  });
});
