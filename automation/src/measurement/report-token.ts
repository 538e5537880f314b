import { randomBytes } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the service keeps the report token when REPORT_TOKEN is not set: readable by the local user only. */
export function reportTokenPath(dataDir: string): string {
  return join(dataDir, 'report-token');
}

/**
 * The token of the report endpoints: REPORT_TOKEN when set, else the data directory's own (made on
 * first start). Only someone who can read the service's files can read the reports: the
 * `npm run report` command on the same machine. The file appears whole or not at all (written
 * aside, then linked into place), so a process stopped halfway never leaves an empty token behind;
 * an unusable one (from an older crash) is replaced.
 */
export async function ensureReportToken(dataDir: string, configured: string | null): Promise<string> {
  if (configured) return configured;
  const existing = await readReportToken(dataDir);
  if (existing) return existing;
  const path = reportTokenPath(dataDir);
  const token = randomBytes(32).toString('base64url');
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(aside, `${token}\n`, { mode: 0o600 });
  try {
    await link(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another instance on the same directory wrote one first (keep it), or a broken one is there.
    if (!(await readReportToken(dataDir))) await rename(aside, path);
  } finally {
    await rm(aside, { force: true });
  }
  return (await readReportToken(dataDir)) ?? token;
}

export async function readReportToken(dataDir: string): Promise<string | null> {
  try {
    const token = (await readFile(reportTokenPath(dataDir), 'utf8')).trim();
    return /^[A-Za-z0-9_-]{16,}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}
