// The CPU time of the calling thread: what a step costs the event loop, whatever the machine's load.
import { readFileSync } from 'node:fs';

let hasSchedstat = true;

/**
 * CPU time this thread has used, in milliseconds. On Linux the thread's own counter
 * (`/proc/thread-self/schedstat`, nanoseconds): neither the time the thread waits for a core on a
 * loaded machine nor what the voice's and the MP3 encoder's threads (or other test files) do counts.
 * Elsewhere the time this thread's event loop was busy: this thread's only, though it counts the
 * time the machine gave to others while the loop was busy.
 */
export function threadCpuMs(): number {
  if (hasSchedstat) {
    try {
      return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
    } catch {
      hasSchedstat = false;
    }
  }
  return performance.eventLoopUtilization().active;
}
