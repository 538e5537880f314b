import type { RemotesManifest } from '../remotes/manifest';
import type { SiteConfig } from '@estefania/shared';
import { BOOT_STATE_GLOBAL } from './bootGlobal';

/**
 * What the shell server tells the browser about the HTML it sent: the manifest it rendered with —
 * the exact release of each remote, so islands hydrate with the code that produced their HTML even
 * if a remote is republished meanwhile, and the site config —, whether the markup can be hydrated,
 * and the page it is (its canonical path and parameters; null for a 404).
 */
export interface SsrBootState {
  manifest: RemotesManifest;
  /**
   * The site config the page was rendered with, resolved and checked by the server: the browser uses
   * it as it is, so it needs no schema library to show a page (#31).
   */
  config: SiteConfig;
  /** False when the server sent an error screen: the browser renders the page afresh instead. */
  hydrate: boolean;
  page: { path: string; params: Record<string, string> } | null;
}

function readPage(raw: unknown): SsrBootState['page'] {
  if (!raw || typeof raw !== 'object') return null;
  const { path, params } = raw as { path?: unknown; params?: unknown };
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  const entries = params && typeof params === 'object' ? Object.entries(params) : [];
  return { path, params: Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string')) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The manifest as the server wrote it (it checked it against the schema when it read remotes.json):
 * here only its shape is made sure of — every remote an http(s) URL, a timeout a number — not the
 * schema again, which would bring the validation library to every page.
 */
function readManifest(raw: unknown): RemotesManifest | null {
  if (!isObject(raw) || !isObject(raw.remotes) || typeof raw.loadTimeoutMs !== 'number') return null;
  for (const entry of Object.values(raw.remotes)) {
    if (typeof entry !== 'string' || !/^https?:\/\//.test(entry) || !URL.canParse(entry)) return null;
  }
  return raw as RemotesManifest;
}

/**
 * The boot state the server left on the page, or null (dev server, a page it did not render, or a
 * state that is not what the server writes).
 */
export function readBootState(scope: Record<string, unknown> = globalThis): SsrBootState | null {
  const raw = scope[BOOT_STATE_GLOBAL] as Partial<SsrBootState> | undefined;
  if (!raw || typeof raw !== 'object') return null;
  const manifest = readManifest(raw.manifest);
  if (!manifest || !isObject(raw.config) || !isObject(raw.config.webhooks) || !isObject(raw.config.plans)) return null;
  return { manifest, config: raw.config, hydrate: raw.hydrate === true, page: readPage(raw.page) };
}
