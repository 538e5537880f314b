import type { RemotesManifest } from '../remotes/manifest';
import { remotesManifestSchema } from '../remotes/manifest';
import { jsonForScript } from '@estefania/shared';
import { BOOT_STATE_GLOBAL } from './bootGlobal';

/**
 * What the shell server tells the browser about the HTML it sent: the manifest it rendered with —
 * the exact release of each remote, so islands hydrate with the code that produced their HTML even
 * if a remote is republished meanwhile, and the site config —, whether the markup can be hydrated,
 * and the page it is (its canonical path and parameters; null for a 404).
 */
export interface SsrBootState {
  manifest: RemotesManifest;
  /** False when the server sent an error screen: the browser renders the page afresh instead. */
  hydrate: boolean;
  page: { path: string; params: Record<string, string> } | null;
}

/** The inline script that hands the boot state to the browser, safe inside a <script>. */
export function bootStateScript(state: SsrBootState): string {
  return `window.${BOOT_STATE_GLOBAL}=${jsonForScript(state)};`;
}

function readPage(raw: unknown): SsrBootState['page'] {
  if (!raw || typeof raw !== 'object') return null;
  const { path, params } = raw as { path?: unknown; params?: unknown };
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  const entries = params && typeof params === 'object' ? Object.entries(params) : [];
  return { path, params: Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string')) };
}

/** The boot state the server left on the page, or null (dev server, or a page it did not render). */
export function readBootState(scope: Record<string, unknown> = globalThis): SsrBootState | null {
  const raw = scope[BOOT_STATE_GLOBAL] as Partial<SsrBootState> | undefined;
  if (!raw || typeof raw !== 'object') return null;
  const manifest = remotesManifestSchema.safeParse(raw.manifest);
  if (!manifest.success) return null;
  return { manifest: manifest.data, hydrate: raw.hydrate === true, page: readPage(raw.page) };
}
