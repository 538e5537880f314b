import { MEASUREMENT_RETENTION_MONTHS } from '@estefania/shared/measurement';
import type { Logger } from '../logger.js';
import type { MeasurementStore } from './store.js';

/** How often the retention job runs while the service is up (it also runs at start). */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes measurement events older than the retention the cookie policy states
 * (MEASUREMENT_RETENTION_MONTHS), at start and then every few hours. Returns the stop function.
 */
export function startRetentionJob(
  events: MeasurementStore,
  log: Logger,
  options: { months?: number; intervalMs?: number } = {},
): { stop: () => Promise<void>; runOnce: () => Promise<number> } {
  const months = options.months ?? MEASUREMENT_RETENTION_MONTHS;
  let running: Promise<number> | null = null;
  const runOnce = () =>
    (running ??= events
      .deleteOlderThan(months)
      .then((deleted) => {
        if (deleted > 0) log.info(`measurement retention: ${deleted} events older than ${months} months deleted`);
        return deleted;
      })
      .catch((error: unknown) => {
        log.error('measurement retention failed (it runs again later)', error instanceof Error ? error.message : error);
        return 0;
      })
      .finally(() => {
        running = null;
      }));
  void runOnce();
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    // Waits for a deletion in progress, so the database is never closed under it.
    stop: async () => {
      clearInterval(timer);
      await running;
    },
    runOnce,
  };
}
