import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { consoleLogger as log } from './logger.js';
import { startService } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const service = await startService({ config, log });
  log.info(`listening on ${service.url} (public URL ${config.publicUrl ?? service.url})`);
  log.info(
    `storage: ${service.store.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}; voice ${config.voice.voice} × ${config.voice.workers} workers`,
  );
  if (config.allowPrivateHosts)
    log.warn('AUTOMATION_ALLOW_PRIVATE_HOSTS=true: websites on private and loopback addresses will be fetched');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('Error while closing', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
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
