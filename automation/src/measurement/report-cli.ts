// `npm run report -w automation -- [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--json] [--html informe.html]`
//
// Page views per route and the onboarding funnel per plan for a range of days (default: the last 30).
// Asks the running service (its report endpoint, with the token from the data directory or
// REPORT_TOKEN); when no service answers, reads the database itself (PGlite or DATABASE_URL).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AutomationConfig } from '../config.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { dayRangeSchema } from './range.js';
import { buildReport, formatReportText, type DayRange, type MeasurementReport } from './report.js';
import { formatReportHtml } from './report-html.js';
import { readReportToken } from './report-token.js';
import { MeasurementStore, REPORT_TIME_ZONE } from './store.js';

const USAGE = `Uso: npm run report -w automation -- [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--json] [--html archivo.html]

  --from, --to   días del informe, ambos incluidos, en hora de ${REPORT_TIME_ZONE} (por defecto, los últimos 30)
  --json         el informe en JSON en lugar de texto
  --html <file>  escribe además el informe con gráficos en ese archivo HTML`;

class ReportError extends Error {}

function serviceUrl(config: AutomationConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** The running service's report; null when no service answers there. */
async function fromService(config: AutomationConfig, range: DayRange): Promise<MeasurementReport | null> {
  const token = config.reportToken ?? (await readReportToken(config.dataDir));
  if (!token) return null; // no service has ever started on this data directory
  const url = new URL('/reports/measurement', serviceUrl(config));
  url.search = new URLSearchParams({ from: range.from, to: range.to }).toString();
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    // Nobody listens there: the service is stopped, read the database. Anything else is a real failure.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND') return null;
    throw new ReportError(
      `No se ha podido pedir el informe a ${url.origin}: ${error instanceof Error ? error.message : String(error)} (${code ?? 'sin código'})`,
    );
  }
  if (response.status === 401)
    throw new ReportError(
      `El servicio de ${url.origin} no acepta el token de ${config.dataDir}: ¿es otro servicio? Indica REPORT_TOKEN.`,
    );
  if (!response.ok) throw new ReportError(`El servicio de ${url.origin} respondió ${response.status} al pedir el informe.`);
  return (await response.json()) as MeasurementReport;
}

/** The report read from the database directly (the service is stopped). */
async function fromDatabase(config: AutomationConfig, range: DayRange): Promise<MeasurementReport> {
  let unlock: () => Promise<void> = () => Promise.resolve();
  if (!config.databaseUrl) {
    if (!existsSync(join(config.dataDir, 'pglite')))
      throw new ReportError(`No hay datos en ${config.dataDir}: el servicio no ha arrancado nunca con ese directorio.`);
    try {
      unlock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError)
        throw new ReportError(
          `El servicio usa ${config.dataDir} pero no responde en ${serviceUrl(config)}: espera a que arranque o detenlo.`,
        );
      throw error;
    }
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      return buildReport(await new MeasurementStore(database).reportInput(range));
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      html: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = dayRangeSchema(REPORT_TIME_ZONE).safeParse({ from: values.from, to: values.to });
  if (!parsed.success) throw new ReportError(`${parsed.error.issues.map((issue) => issue.message).join(' ')}\n\n${USAGE}`);
  const config = loadConfig();
  const report = (await fromService(config, parsed.data)) ?? (await fromDatabase(config, parsed.data));
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReportText(report));
  if (values.html) {
    const path = resolve(process.env.INIT_CWD ?? process.cwd(), values.html);
    await writeFile(path, await formatReportHtml(report));
    if (!values.json) console.log(`\nInforme con gráficos: ${path}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ReportError || error instanceof ConfigError) console.error(error.message);
  else if (error instanceof TypeError && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error);
  process.exitCode = 1;
});
