import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '@estefania/shared/apps';
import { defaultSiteConfig, type SiteConfig } from '@estefania/shared/config';
import { z } from 'zod';
import { VOICE_PROVIDERS, type RemoteVoiceProvider } from './tts/synthesizer.js';

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

/**
 * A production voice's credentials, tagged with the service they are for: from the environment
 * only; never logged, never in an error message.
 */
type RemoteVoiceCredentials =
  | { provider: 'azure'; credentials: { key: string; region: string } }
  | { provider: 'google'; credentials: { apiKey: string } }
  | { provider: 'openai'; credentials: { apiKey: string; model: string } };

/** A production voice: which service (the tag), how it speaks, how long it may take, and its credentials. */
export type RemoteVoiceSettings = RemoteVoiceCredentials & {
  /** The Spain Spanish voice; null = the provider's default. */
  voice: string | null;
  /** Per-country voices replacing the built-in regional table, e.g. { AR: 'es-AR-TomasNeural' }. */
  voices: Record<string, string>;
  /** 1 = the voice's normal pace. */
  rate: number;
  /** One HTTP request. */
  timeoutMs: number;
  /** Attempts after the first, for throttling, timeouts and 5xx only. */
  retries: number;
  /** Failures in a row that switch the provider off, and for how long. */
  breakerFailures: number;
  breakerCooldownMs: number;
  /** The service's base URL; null = its public endpoint. */
  baseUrl: string | null;
};

/** Who answers a live call with a demo (#34): the offline test receptionist, or a realtime voice provider. */
export const CALL_PROVIDERS = ['offline', 'openai'] as const;
export type CallProviderName = (typeof CALL_PROVIDERS)[number];

export type CallProviderSettings =
  | { provider: 'offline' }
  | {
      provider: 'openai';
      /** From OPENAI_API_KEY: never logged, never sent to a page. */
      apiKey: string;
      model: string;
      voice: string;
      /** The API's base URL; a fake in tests. */
      baseUrl: string;
      timeoutMs: number;
    };

export interface CallSettings {
  provider: CallProviderSettings;
  /** Hard limit of one call, enforced on the server. */
  maxSeconds: number;
  /** Calls per demo, and per client (IPv4 address or IPv6 /64), per hour. */
  perDemoPerHour: number;
  perClientPerHour: number;
  /** A call whose browser has not connected by then is dropped. */
  connectSeconds: number;
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
  /** The embedded voice: what speaks by default, and whenever the production voice fails. */
  voice: VoiceSettings;
  /** The production voice (TTS_PROVIDER), or null for the embedded one alone. */
  remoteVoice: RemoteVoiceSettings | null;
  /** Bytes of synthesised audio kept for repeated lines (TTS_CACHE_MB). */
  voiceCacheBytes: number;
  /** Live calls with a demo's receptionist (#34). */
  call: CallSettings;
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
  TTS_PROVIDER: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z
      .enum(VOICE_PROVIDERS, { error: `must be ${VOICE_PROVIDERS.slice(0, -1).join(', ')} or ${VOICE_PROVIDERS.at(-1)}` })
      .default('espeak'),
  ),
  TTS_PROVIDER_VOICE: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  TTS_PROVIDER_VOICES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => value.split(',').every((entry) => /^\s*[A-Za-z]{2}\s*=\s*[\w.() -]{1,100}$/.test(entry)), {
        error: 'must be a comma-separated list of COUNTRY=voice, e.g. AR=es-AR-TomasNeural,MX=es-MX-JorgeNeural',
      })
      .transform((value) =>
        Object.fromEntries(
          value.split(',').map((entry) => {
            const [country = '', voice = ''] = entry.split('=');
            return [country.trim().toUpperCase(), voice.trim()];
          }),
        ),
      )
      .optional(),
  ),
  TTS_PROVIDER_RATE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, { error: 'must be a number between 0.5 and 2' })
      .transform(Number)
      .pipe(z.number().min(0.5, { error: 'must be between 0.5 and 2' }).max(2, { error: 'must be between 0.5 and 2' }))
      .default(1),
  ),
  TTS_PROVIDER_TIMEOUT_MS: int(8_000, 500, 60_000),
  TTS_PROVIDER_RETRIES: int(2, 0, 5),
  TTS_PROVIDER_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  TTS_BREAKER_FAILURES: int(3, 1, 100),
  TTS_BREAKER_COOLDOWN_SECONDS: int(30, 1, 3_600),
  TTS_CACHE_MB: int(64, 0, 4_096),
  AZURE_SPEECH_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  AZURE_SPEECH_REGION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9]+$/, { error: 'must be an Azure region name such as westeurope' })
      .optional(),
  ),
  GOOGLE_TTS_API_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  OPENAI_API_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  TTS_OPENAI_MODEL: z.preprocess(blankToUndefined, z.string().trim().max(100).default('gpt-4o-mini-tts')),
  AUTOMATION_LOG_REQUESTS: bool(true),
  CALL_PROVIDER: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(CALL_PROVIDERS, { error: `must be ${CALL_PROVIDERS.join(' or ')}` }).default('offline'),
  ),
  CALL_MAX_SECONDS: int(120, 15, 600),
  CALL_PER_DEMO_PER_HOUR: int(5, 1, 1_000),
  CALL_PER_CLIENT_PER_HOUR: int(10, 1, 10_000),
  CALL_CONNECT_SECONDS: int(30, 5, 300),
  CALL_OPENAI_MODEL: z.preprocess(blankToUndefined, z.string().trim().max(100).default('gpt-realtime')),
  CALL_OPENAI_VOICE: z.preprocess(blankToUndefined, z.string().trim().max(50).default('marin')),
  CALL_PROVIDER_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  ...appPorts,
});

/** Variables whose value is never repeated in a message. */
const SECRETS = new Set(['AZURE_SPEECH_KEY', 'GOOGLE_TTS_API_KEY', 'OPENAI_API_KEY', 'REPORT_TOKEN', 'DATABASE_URL']);

type ParsedEnv = z.infer<typeof envSchema>;

/** The credentials of the selected provider, each read from its variable; a missing one stops the start. */
function remoteVoiceCredentials(e: ParsedEnv, provider: RemoteVoiceProvider): RemoteVoiceCredentials {
  const missing: string[] = [];
  const read = (name: 'AZURE_SPEECH_KEY' | 'AZURE_SPEECH_REGION' | 'GOOGLE_TTS_API_KEY' | 'OPENAI_API_KEY', needed = true) => {
    const value = e[name];
    if (!value && needed) missing.push(name);
    return value ?? '';
  };
  const tagged: RemoteVoiceCredentials = (() => {
    switch (provider) {
      case 'azure':
        // A custom endpoint (a proxy, a sovereign cloud) makes the Azure region unnecessary.
        return {
          provider,
          credentials: { key: read('AZURE_SPEECH_KEY'), region: read('AZURE_SPEECH_REGION', !e.TTS_PROVIDER_URL) },
        };
      case 'google':
        return { provider, credentials: { apiKey: read('GOOGLE_TTS_API_KEY') } };
      case 'openai':
        return { provider, credentials: { apiKey: read('OPENAI_API_KEY'), model: e.TTS_OPENAI_MODEL } };
    }
  })();
  if (missing.length > 0) {
    throw new ConfigError(`TTS_PROVIDER=${provider} needs ${missing.join(' and ')} in the environment`);
  }
  return tagged;
}

function remoteVoice(e: ParsedEnv): RemoteVoiceSettings | null {
  if (e.TTS_PROVIDER === 'espeak') return null;
  return {
    ...remoteVoiceCredentials(e, e.TTS_PROVIDER),
    voice: e.TTS_PROVIDER_VOICE ?? null,
    voices: e.TTS_PROVIDER_VOICES ?? {},
    rate: e.TTS_PROVIDER_RATE,
    timeoutMs: e.TTS_PROVIDER_TIMEOUT_MS,
    retries: e.TTS_PROVIDER_RETRIES,
    breakerFailures: e.TTS_BREAKER_FAILURES,
    breakerCooldownMs: e.TTS_BREAKER_COOLDOWN_SECONDS * 1000,
    baseUrl: e.TTS_PROVIDER_URL ?? null,
  };
}

function callProvider(e: ParsedEnv): CallProviderSettings {
  if (e.CALL_PROVIDER === 'offline') return { provider: 'offline' };
  if (!e.OPENAI_API_KEY) throw new ConfigError(`CALL_PROVIDER=${e.CALL_PROVIDER} needs OPENAI_API_KEY in the environment`);
  return {
    provider: 'openai',
    apiKey: e.OPENAI_API_KEY,
    model: e.CALL_OPENAI_MODEL,
    voice: e.CALL_OPENAI_VOICE,
    baseUrl: e.CALL_PROVIDER_URL ?? 'https://api.openai.com',
    timeoutMs: 10_000,
  };
}

export function loadConfig(env: Env = process.env): AutomationConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues
        .map((issue) => {
          const name = String(issue.path[0]);
          const got = SECRETS.has(name) ? '(value hidden)' : `(got "${String(env[name] ?? '')}")`;
          return `${issue.path.join('.')} ${issue.message} ${got}`;
        })
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
    remoteVoice: remoteVoice(e),
    voiceCacheBytes: e.TTS_CACHE_MB * 1024 * 1024,
    call: {
      provider: callProvider(e),
      maxSeconds: e.CALL_MAX_SECONDS,
      perDemoPerHour: e.CALL_PER_DEMO_PER_HOUR,
      perClientPerHour: e.CALL_PER_CLIENT_PER_HOUR,
      connectSeconds: e.CALL_CONNECT_SECONDS,
    },
    site: defaultSiteConfig,
    logRequests: e.AUTOMATION_LOG_REQUESTS,
  };
}
