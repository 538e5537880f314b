import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '@estefania/shared/apps';
import { defaultSiteConfig, type SiteConfig } from '@estefania/shared/config';
import { z } from 'zod';

export interface FetchLimits {
  /** Whole operation, redirects included. */
  timeoutMs: number;
  /** Decoded bytes read from the page; the rest is ignored (the metadata lives at the top). */
  maxBytes: number;
  maxRedirects: number;
}

export interface VoiceSettings {
  /** eSpeak NG voice with variant: Spain Spanish ("es") with a female variant. */
  voice: string;
  /** Words per minute. */
  rate: number;
  /** 0–99. */
  pitch: number;
  workers: number;
  /** A synthesis that takes longer than this kills its worker. */
  timeoutMs: number;
  /** Syntheses waiting for a worker; past this the voice answers "busy". */
  maxQueue: number;
}

export interface AutomationConfig {
  port: number;
  /** Addresses the server listens on; the first must work, the others (IPv6 loopback) are optional. */
  hosts: string[];
  /** Base of the absolute audio URLs and of the panel URL; null = derived from the listening address (tests). */
  publicUrl: string | null;
  /** The shell's origin: redirect target after a test payment. */
  siteUrl: string;
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | null;
  allowPrivateHosts: boolean;
  /** Reverse proxies in front of the service whose X-Forwarded-For entries are believed (0 = none). */
  trustedProxies: number;
  fetch: FetchLimits;
  bodyLimitBytes: number;
  createDemoRateLimit: { max: number; windowMs: number };
  /** Demos made at the same time, and how many more may wait before the service answers 503. */
  createDemoConcurrency: { max: number; queue: number };
  /** Checkout payments and lead sign-ups per client and window. */
  formRateLimit: { max: number; windowMs: number };
  /** Measurement batches (POST /events) per client and window. */
  eventsRateLimit: { max: number; windowMs: number };
  /** Bearer token of the report endpoints; null = the data directory's report-token file. */
  reportToken: string | null;
  /** On SIGTERM, how long requests in progress may take to finish. */
  drainTimeoutMs: number;
  voice: VoiceSettings;
  site: SiteConfig;
  logRequests: boolean;
}

export type Env = Record<string, string | undefined>;

const automationRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const int = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, { error: `must be an integer between ${min} and ${max}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `must be between ${min} and ${max}` })
          .max(max, { error: `must be between ${min} and ${max}` }),
      )
      .default(fallback),
  );

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
const bool = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => TRUE.includes(value) || FALSE.includes(value), { error: 'must be true or false' })
      .transform((value) => TRUE.includes(value))
      .default(fallback),
  );

const httpUrl = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: 'must be an absolute http(s) URL' },
  )
  .transform((value) => new URL(value).href.replace(/\/+$/, ''));

const list = z.preprocess(
  (value) =>
    (typeof value === 'string' ? value : '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  z.array(z.string()),
);

/** TRUST_PROXY: false/0 = no proxy, true = one proxy, N = N proxies in a chain. */
const trustProxy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => TRUE.includes(value) || FALSE.includes(value) || /^\d{1,2}$/.test(value), {
      error: 'must be false, true (one proxy) or the number of trusted proxies',
    })
    .transform((value) => (FALSE.includes(value) ? 0 : value === 'true' || value === 'yes' || value === 'on' ? 1 : Number(value)))
    .default(0),
);

const appPorts = Object.fromEntries(
  Object.entries(APPS).map(([app, { port }]) => [`PORT_${app.toUpperCase()}`, int(port, 1, 65535)]),
) as Record<string, ReturnType<typeof int>>;

/** Every environment variable the service reads, in one schema. */
const envSchema = z.object({
  PORT_AUTOMATION: int(8787, 0, 65535),
  HOST: list,
  AUTOMATION_PUBLIC_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  SITE_URL: z.preprocess(blankToUndefined, httpUrl.default(`http://localhost:${APPS.shell.port}`)),
  CORS_ORIGINS: z.preprocess(
    (value) =>
      (typeof value === 'string' ? value : '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    z.array(httpUrl.transform((value) => new URL(value).origin)),
  ),
  AUTOMATION_DATA_DIR: z.preprocess(blankToUndefined, z.string().trim().optional()),
  DATABASE_URL: z.preprocess(blankToUndefined, z.string().trim().optional()),
  AUTOMATION_ALLOW_PRIVATE_HOSTS: bool(false),
  TRUST_PROXY: trustProxy,
  BODY_LIMIT_BYTES: int(64 * 1024, 1024, 10 * 1024 * 1024),
  CREATE_DEMO_RATE_LIMIT: int(10, 1, 100_000),
  CREATE_DEMO_RATE_WINDOW_SECONDS: int(60, 1, 86_400),
  CREATE_DEMO_CONCURRENCY: int(0, 0, 64),
  CREATE_DEMO_QUEUE: int(16, 0, 10_000),
  FORM_RATE_LIMIT: int(30, 1, 100_000),
  FORM_RATE_WINDOW_SECONDS: int(60, 1, 86_400),
  EVENTS_RATE_LIMIT: int(120, 1, 100_000),
  EVENTS_RATE_WINDOW_SECONDS: int(60, 1, 86_400),
  REPORT_TOKEN: z.preprocess(blankToUndefined, z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional()),
  SHUTDOWN_DRAIN_SECONDS: int(10, 0, 600),
  TTS_VOICE: z.preprocess(blankToUndefined, z.string().trim().default('es+f3')),
  TTS_RATE: int(160, 80, 450),
  TTS_PITCH: int(52, 0, 99),
  TTS_WORKERS: int(Math.max(1, Math.min(2, availableParallelism())), 1, 16),
  AUTOMATION_LOG_REQUESTS: bool(true),
  ...appPorts,
});

export function loadConfig(env: Env = process.env): AutomationConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message} (got "${String(env[String(issue.path[0])] ?? '')}")`)
        .join('; '),
    );
  }
  const e = parsed.data;
  const port = e.PORT_AUTOMATION;
  // Shell and remotes, in dev and preview, on localhost and 127.0.0.1 (ports follow PORT_<APP> like the build).
  const origins = new Set<string>([new URL(e.SITE_URL).origin]);
  for (const app of Object.keys(APPS)) {
    const appPort = e[`PORT_${app.toUpperCase()}` as keyof typeof e] as number;
    origins.add(`http://localhost:${appPort}`);
    origins.add(`http://127.0.0.1:${appPort}`);
  }
  const dataDir = e.AUTOMATION_DATA_DIR
    ? isAbsolute(e.AUTOMATION_DATA_DIR)
      ? e.AUTOMATION_DATA_DIR
      : resolve(process.cwd(), e.AUTOMATION_DATA_DIR)
    : resolve(automationRoot, '.data');

  return {
    port,
    hosts: e.HOST.length > 0 ? e.HOST : ['127.0.0.1', '::1'],
    publicUrl: e.AUTOMATION_PUBLIC_URL ?? `http://localhost:${port}`,
    siteUrl: e.SITE_URL,
    allowedOrigins: [...new Set([...origins, ...e.CORS_ORIGINS])],
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    allowPrivateHosts: e.AUTOMATION_ALLOW_PRIVATE_HOSTS,
    trustedProxies: e.TRUST_PROXY,
    fetch: { timeoutMs: 5_000, maxBytes: 1.5 * 1024 * 1024, maxRedirects: 3 },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    createDemoRateLimit: { max: e.CREATE_DEMO_RATE_LIMIT, windowMs: e.CREATE_DEMO_RATE_WINDOW_SECONDS * 1000 },
    // Two demos per speech worker keep the workers busy while the next site is fetched.
    createDemoConcurrency: { max: e.CREATE_DEMO_CONCURRENCY || e.TTS_WORKERS * 2, queue: e.CREATE_DEMO_QUEUE },
    formRateLimit: { max: e.FORM_RATE_LIMIT, windowMs: e.FORM_RATE_WINDOW_SECONDS * 1000 },
    eventsRateLimit: { max: e.EVENTS_RATE_LIMIT, windowMs: e.EVENTS_RATE_WINDOW_SECONDS * 1000 },
    reportToken: e.REPORT_TOKEN ?? null,
    drainTimeoutMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    voice: {
      voice: e.TTS_VOICE,
      rate: e.TTS_RATE,
      pitch: e.TTS_PITCH,
      workers: e.TTS_WORKERS,
      timeoutMs: 20_000,
      maxQueue: 64,
    },
    site: defaultSiteConfig,
    logRequests: e.AUTOMATION_LOG_REQUESTS,
  };
}
