import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSiteConfig, type SiteConfig } from '@estefania/shared/config';
import { APPS } from '@estefania/shared/apps';

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
}

export interface AutomationConfig {
  port: number;
  /** Addresses the server listens on; the first must work, the others (IPv6 loopback) are optional. */
  hosts: string[];
  /** Base of the absolute audio URLs; null = derived from the listening address (tests). */
  publicUrl: string | null;
  /** The shell's origin: redirect target after a test payment. */
  siteUrl: string;
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | null;
  allowPrivateHosts: boolean;
  trustProxy: boolean;
  fetch: FetchLimits;
  bodyLimitBytes: number;
  createDemoRateLimit: { max: number; windowMs: number };
  voice: VoiceSettings;
  site: SiteConfig;
  logRequests: boolean;
}

export type Env = Record<string, string | undefined>;

const automationRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must use http or https`);
  return url.href.replace(/\/+$/, '');
}

/** Shell and remotes, in dev and preview, on localhost and 127.0.0.1 (ports follow PORT_<APP> like the build). */
function defaultOrigins(env: Env, siteUrl: string): string[] {
  const ports = Object.entries(APPS).map(([app, { port }]) => readInt(env, `PORT_${app.toUpperCase()}`, port, 1, 65535));
  const origins = new Set<string>([new URL(siteUrl).origin]);
  for (const port of ports) {
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  return [...origins];
}

export function loadConfig(env: Env = process.env): AutomationConfig {
  const port = readInt(env, 'PORT_AUTOMATION', 8787, 0, 65535);
  const siteUrl = readUrl(env, 'SITE_URL', `http://localhost:${APPS.shell.port}`);
  const extraOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(readUrl({ CORS_ORIGINS: origin }, 'CORS_ORIGINS', origin)).origin);
  const dataDirRaw = env.AUTOMATION_DATA_DIR?.trim();
  const dataDir = dataDirRaw
    ? isAbsolute(dataDirRaw)
      ? dataDirRaw
      : resolve(process.cwd(), dataDirRaw)
    : resolve(automationRoot, '.data');
  const hosts = (env.HOST ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  const cpus = availableParallelism();

  return {
    port,
    hosts: hosts.length > 0 ? hosts : ['127.0.0.1', '::1'],
    publicUrl: readUrl(env, 'AUTOMATION_PUBLIC_URL', `http://localhost:${port}`),
    siteUrl,
    allowedOrigins: [...new Set([...defaultOrigins(env, siteUrl), ...extraOrigins])],
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    allowPrivateHosts: readBool(env, 'AUTOMATION_ALLOW_PRIVATE_HOSTS', false),
    trustProxy: readBool(env, 'TRUST_PROXY', false),
    fetch: { timeoutMs: 5_000, maxBytes: 1.5 * 1024 * 1024, maxRedirects: 3 },
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * 1024 * 1024),
    createDemoRateLimit: {
      max: readInt(env, 'CREATE_DEMO_RATE_LIMIT', 10, 1, 100_000),
      windowMs: readInt(env, 'CREATE_DEMO_RATE_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    },
    voice: {
      voice: env.TTS_VOICE?.trim() || 'es+f3',
      rate: readInt(env, 'TTS_RATE', 160, 80, 450),
      pitch: readInt(env, 'TTS_PITCH', 52, 0, 99),
      workers: readInt(env, 'TTS_WORKERS', Math.max(1, Math.min(2, cpus)), 1, 16),
      timeoutMs: 20_000,
    },
    site: defaultSiteConfig,
    logRequests: readBool(env, 'AUTOMATION_LOG_REQUESTS', true),
  };
}
