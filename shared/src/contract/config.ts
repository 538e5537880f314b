import { defaultSiteConfig, setSiteConfig } from './configBase';
import { siteConfigSchema, type SiteConfig } from './configSchema';

// The site config with the validation of a deployment's overrides (remotes.json): the server, and the
// shell's own page when the server did not render one. The defaults, the store and the automation
// paths are in configBase.ts and the schema in configSchema.ts: the browser's pages load the first
// alone, without any validation library.
export * from './configBase';
export * from './configSchema';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = merge(base[key], value);
  return out;
}

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; config: SiteConfig; issues: string[] };

/** Deployment overrides are merged over the defaults and validated; an invalid set is refused whole. */
export function resolveSiteConfig(overrides: unknown): ConfigResult {
  if (overrides === undefined || overrides === null) return { ok: true, config: defaultSiteConfig };
  const parsed = siteConfigSchema.safeParse(merge(defaultSiteConfig, overrides));
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    config: defaultSiteConfig,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

/** Called once by the shell with the overrides of its runtime manifest. */
export function configureSite(overrides: unknown): ConfigResult {
  const result = resolveSiteConfig(overrides);
  setSiteConfig(result.config);
  return result;
}
