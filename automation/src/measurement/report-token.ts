import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the service keeps the report token when REPORT_TOKEN is not set: readable by the local user only. */
export function reportTokenPath(dataDir: string): string {
  return join(dataDir, 'report-token');
}

/**
 * The token of the report endpoints: REPORT_TOKEN when set, else the data directory's own (made on
 * first start). Only someone who can read the service's files can read the reports: the
 * `npm run report` command on the same machine.
 */
export async function ensureReportToken(dataDir: string, configured: string | null): Promise<string> {
  if (configured) return configured;
  const path = reportTokenPath(dataDir);
  const existing = await readReportToken(dataDir);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  try {
    await writeFile(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch {
    // Another instance on the same directory wrote it first.
    return (await readReportToken(dataDir)) ?? token;
  }
}

export async function readReportToken(dataDir: string): Promise<string | null> {
  try {
    const token = (await readFile(reportTokenPath(dataDir), 'utf8')).trim();
    return token.length >= 16 ? token : null;
  } catch {
    return null;
  }
}
