import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { threadCpuMs } from './cpu.js';

describe('threadCpuMs', () => {
  it('counts the work this thread does', () => {
    const start = threadCpuMs();
    const until = performance.now() + 60;
    let spins = 0;
    while (performance.now() < until) spins += 1;
    expect(spins).toBeGreaterThan(0);
    expect(threadCpuMs() - start).toBeGreaterThan(5);
  });

  it('does not count the time the thread waits', async () => {
    const start = threadCpuMs();
    await sleep(300);
    expect(threadCpuMs() - start).toBeLessThan(100);
  });
});
