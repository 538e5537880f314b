import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createApp, registeredRoutes, type RegisteredRoute } from './app.js';
import type { AutomationConfig } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { openDatabase, type Database } from './db/database.js';
import { AudioStore } from './audio/audio-store.js';
import { DemoSlots } from './demo/demo-slots.js';
import { warmUpReading } from './demo/create-demo.js';
import { consoleLogger, type Logger } from './logger.js';
import { ensureReportToken } from './measurement/report-token.js';
import { startRetentionJob } from './measurement/retention.js';
import { MeasurementStore } from './measurement/store.js';
import type { Resolver } from './net/safe-fetch.js';
import type { Synthesizer } from './tts/synthesizer.js';
import { createDemoVoice } from './tts/voice.js';
import { setSpanishValidationMessages } from './validation.js';

export interface StartOptions {
  config: AutomationConfig;
  log?: Logger;
  /** Replaces the eSpeak pool (tests of failure paths). */
  voice?: Synthesizer;
  /** DNS override for website fetches (tests). */
  resolve?: Resolver;
  /** The data directory lock was lost while running (the process should stop). */
  onLockLost?: (error: Error) => void;
}

export interface RunningService {
  /** Where the service answers, e.g. http://127.0.0.1:8787. */
  url: string;
  port: number;
  config: AutomationConfig;
  /** The connection every feature's store works on (tests read and seed tables through it). */
  db: Database;
  voice: Synthesizer;
  /** The global create-demo cap: running, queued, peak, refused. */
  demoSlots: DemoSlots;
  /** Every route the app registers (method and path pattern). */
  routes: RegisteredRoute[];
  /**
   * Stops accepting connections, lets requests in progress finish (up to config.drainTimeoutMs,
   * then cuts them), and closes the voice, the database and the data directory lock.
   */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Graceful: no new connections, idle keep-alive ones closed, busy ones given until the deadline. */
function drainServer(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const force = setTimeout(() => server.closeAllConnections(), deadlineMs);
    // A keep-alive connection becomes idle once its response is sent: close those as they appear.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(force);
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Locks the data directory, opens the store (running migrations), starts the voice workers and listens. */
export async function startService(options: StartOptions): Promise<RunningService> {
  const { config } = options;
  const log = options.log ?? consoleLogger;
  setSpanishValidationMessages();
  await mkdir(config.dataDir, { recursive: true });
  const audio = new AudioStore(join(config.dataDir, 'audio'));
  await mkdir(audio.directory, { recursive: true });

  // Embedded PGlite belongs to one process: a second one on the same directory is refused before it
  // touches the database. (With DATABASE_URL several instances may share PostgreSQL and the audio.)
  const unlock = config.databaseUrl
    ? () => Promise.resolve()
    : await lockDataDir(config.dataDir, {
        onCompromised: (error) => {
          log.error(`The lock on ${config.dataDir} was lost: another process may be writing there`, error.message);
          options.onLockLost?.(error);
        },
      });
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    await unlock();
    throw error;
  }
  const reportToken = await ensureReportToken(config.dataDir, config.reportToken);
  const retention = startRetentionJob(new MeasurementStore(database), log);

  let voice = options.voice;
  if (!voice) {
    const built = createDemoVoice(config, log);
    try {
      await built.embedded.warmUp();
    } catch (error) {
      // Still start: the rest works, and create-demo answers 502 until the voice loads.
      log.error(`The voice "${config.voice.voice}" could not be loaded`, error instanceof Error ? error.message : error);
    }
    voice = built.voice;
  }

  warmUpReading();

  let publicUrl = config.publicUrl ?? '';
  const demoSlots = new DemoSlots(config.createDemoConcurrency.max, config.createDemoConcurrency.queue);
  const { app, upgrade, calls } = createApp(
    {
      config,
      db: database,
      audio,
      voice,
      publicUrl: () => publicUrl,
      log,
      reportToken,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    },
    demoSlots,
  );

  const servers: Server[] = [];
  // The live call's socket; any other upgrade is refused.
  const onUpgrade = (server: Server) =>
    server.on('upgrade', (request, socket, head: Buffer) => {
      if (!upgrade(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    });
  let port = config.port;
  const [primary = '127.0.0.1', ...secondary] = config.hosts;
  try {
    const first = createAdaptorServer({ fetch: app.fetch }) as Server;
    onUpgrade(first);
    servers.push(first);
    port = (await listen(first, config.port, primary)).port;
    // The same port on the other loopback (IPv6), so "localhost" works whichever address it resolves to.
    for (const host of config.port === 0 ? [] : secondary) {
      const extra = createAdaptorServer({ fetch: app.fetch }) as Server;
      onUpgrade(extra);
      try {
        await listen(extra, port, host);
        servers.push(extra);
      } catch (error) {
        log.warn(`Not listening on ${host}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } catch (error) {
    await Promise.all(servers.map((server) => drainServer(server, 0)));
    await retention.stop();
    await voice.close();
    await database.close();
    await unlock();
    throw error;
  }
  const url = `http://${urlHost(primary)}:${port}`;
  if (!publicUrl) publicUrl = url;

  let closing: Promise<void> | null = null;
  const synthesizer = voice;
  return {
    url,
    port,
    config,
    db: database,
    voice: synthesizer,
    demoSlots,
    routes: registeredRoutes(app),
    close() {
      closing ??= (async () => {
        // A call's socket is not a request the drain waits for: the calls end now, their counters stored.
        await calls.endAll();
        await Promise.all(servers.map((server) => drainServer(server, config.drainTimeoutMs)));
        await retention.stop();
        await synthesizer.close();
        await database.close();
        await unlock();
      })();
      return closing;
    },
  };
}
