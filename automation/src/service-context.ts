import type { AutomationConfig } from './config.js';
import type { Store } from './db/store.js';
import type { AudioStore } from './demo/audio-store.js';
import type { Logger } from './logger.js';
import type { Resolver } from './net/safe-fetch.js';
import type { Synthesizer } from './tts/pool.js';

/** What every feature's routes are built from. */
export interface ServiceContext {
  config: AutomationConfig;
  store: Store;
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
