import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { consoleLogger as log } from './logger.js';
import { startService } from './server.js';
import { describeVoice } from './tts/voice.js';

async function main(): Promise<void> {
  const config = loadConfig();
  let stop: (reason: string) => void = () => process.exit(1);
  const service = await startService({ config, log, onLockLost: () => stop('data directory lock lost') });
  log.info(`listening on ${service.url} (public URL ${config.publicUrl ?? service.url})`);
  log.info(
    `storage: ${service.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}; voice ${describeVoice(config).summary} × ${config.voice.workers} workers`,
  );
  if (config.allowPrivateHosts)
    log.warn('AUTOMATION_ALLOW_PRIVATE_HOSTS=true: websites on private and loopback addresses will be fetched');

  let stopping = false;
  stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${reason}: no new requests; finishing those in progress (up to ${config.drainTimeoutMs / 1000} s)`);
    // The drain has its own deadline; this only catches a close that hangs after it.
    const force = setTimeout(() => process.exit(1), config.drainTimeoutMs + 5_000);
    force.unref();
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('Error while closing', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT received'));
  process.once('SIGTERM', () => stop('SIGTERM received'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.error(`Invalid configuration: ${error.message}`);
  else if (error instanceof DataDirLockedError) log.error(error.message);
  else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    // Not "use another port": a second service on the same data directory is what loses writes.
    log.error(
      `El puerto ya está en uso / port already in use (${error.message}). Probablemente ya hay un servicio de automatización en marcha: ` +
        `úsalo o detenlo. Para un segundo servicio independiente hacen falta otro PORT_AUTOMATION y otro AUTOMATION_DATA_DIR. / ` +
        `Another automation service is probably running: use it or stop it. A second, separate service needs both another ` +
        `PORT_AUTOMATION and another AUTOMATION_DATA_DIR.`,
    );
  } else log.error('Could not start', error);
  process.exit(1);
});
