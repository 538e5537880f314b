import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(readonly directory: string) {
    super(
      `Otro proceso del servicio de automatización ya usa el directorio de datos ${directory}: detenlo antes de arrancar otro, ` +
        `o indica otro AUTOMATION_DATA_DIR. / Another automation service process is already using the data directory ` +
        `${directory}: stop it first, or set AUTOMATION_DATA_DIR to another directory.`,
    );
  }
}

export interface DataDirLockOptions {
  /** A lock not refreshed for this long belongs to a dead process and is taken over. */
  staleMs?: number;
  /** How often the holder refreshes it (at most half of staleMs). */
  updateMs?: number;
  /** The lock was taken over or its file removed while held: another process may now write. */
  onCompromised?: (error: Error) => void;
}

export const LOCK_FILE = 'service.lock';

/**
 * Exclusive use of a data directory by one process (PGlite has no multi-process protection: its
 * postmaster.pid holds a placeholder pid, and a second process silently lost acknowledged writes).
 * proper-lockfile creates `<dir>/service.lock` atomically (mkdir) and keeps its mtime fresh; it is
 * removed on close and on process exit, and a lock whose holder died (kill -9, power cut) is stale
 * once it has not been refreshed for staleMs. Resolves to the release function.
 */
export async function lockDataDir(directory: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const staleMs = options.staleMs ?? 10_000;
  const updateMs = options.updateMs ?? Math.min(2_000, staleMs / 2);
  const lockfilePath = join(directory, LOCK_FILE);
  const attempt = () =>
    lockfile.lock(directory, {
      lockfilePath,
      stale: staleMs,
      update: updateMs,
      retries: 0,
      onCompromised: options.onCompromised ?? ((error) => console.error('[automation] data directory lock lost:', error.message)),
    });
  try {
    return await attempt();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
  }
  // Held. A live holder refreshes the lock every updateMs; one that died (a restart right after a
  // crash) does not. Watch it for a little over one refresh: refreshed → refuse; gone or stale → take it.
  const first = await lockTime(lockfilePath);
  const deadline = Date.now() + staleMs + updateMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, updateMs / 2)));
    const now = await lockTime(lockfilePath);
    if (now !== null && first !== null && now > first) throw new DataDirLockedError(directory);
    if (now === null || Date.now() - now >= staleMs) {
      try {
        return await attempt();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
        throw new DataDirLockedError(directory);
      }
    }
  }
  throw new DataDirLockedError(directory);
}

async function lockTime(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
}
