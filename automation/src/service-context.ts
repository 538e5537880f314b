import type { AudioStore } from './audio/audio-store.js';
import type { AutomationConfig } from './config.js';
import type { Database } from './db/queryable.js';
import type { Logger } from './logger.js';
import type { Resolver } from './net/safe-fetch.js';
import type { Synthesizer } from './tts/synthesizer.js';

/**
 * What every feature's routes are built from: the shared infrastructure only. Each feature makes its
 * own store on `db`; what one feature needs of another is handed to it by app.ts through a small,
 * named interface the needing feature declares.
 */
export interface ServiceContext {
  config: AutomationConfig;
  /** The one connection (PGlite or PostgreSQL), migrated at start. */
  db: Database;
  audio: AudioStore;
  voice: Synthesizer;
  /** Base of absolute URLs (audio, panel); known once the server listens. */
  publicUrl: () => string;
  log: Logger;
  /** DNS override for the website fetch (tests). */
  resolve?: Resolver;
  /** Bearer token of the measurement report endpoints (REPORT_TOKEN, or the data directory's report-token file). */
  reportToken: string;
}
